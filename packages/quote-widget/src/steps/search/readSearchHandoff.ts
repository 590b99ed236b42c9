import { searchSchema } from '@bikeship/core/schemas';
import { SEARCH_HANDOFF_PARAM, type SearchHandoff } from './searchHandoffParam';

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The hand-over in a URL (searchHandoffParam.ts), or null when there is none or it is not a valid search. */
export function readHandoff(url: string): SearchHandoff | null {
  const encoded = new URL(url).searchParams.get(SEARCH_HANDOFF_PARAM);
  if (!encoded) return null;
  try {
    const parsed = JSON.parse(fromBase64Url(encoded)) as { search?: unknown; eventCode?: unknown };
    const search = searchSchema.safeParse(parsed.search);
    if (!search.success) return null;
    return typeof parsed.eventCode === 'string'
      ? { search: search.data, eventCode: parsed.eventCode }
      : { search: search.data };
  } catch {
    return null; // a damaged link: the wizard starts fresh
  }
}

/** The URL without the hand-over, so a reload resumes from the session instead. */
export function withoutHandoff(url: string): string {
  const clean = new URL(url);
  clean.searchParams.delete(SEARCH_HANDOFF_PARAM);
  return clean.href;
}
