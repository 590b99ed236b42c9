import { type Search, searchSchema } from '@bikeship/core/schemas';

/**
 * The URL parameter that carries a search from `<bikeship-quote-box wizard-url>` to the page of
 * the wizard. DECISION: the search travels in the URL, base64url JSON — the wizard page may be
 * on another origin, where the box's storage cannot be read.
 */
export const SEARCH_HANDOFF_PARAM = 'bikeship-search';

/** What travels: the search, and the event code of the page it came from. */
export interface SearchHandoff {
  search: Search;
  eventCode?: string;
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The wizard page's URL with the search in SEARCH_HANDOFF_PARAM; `wizardUrl` may be relative. */
export function handoffUrl(wizardUrl: string, handoff: SearchHandoff, base: string): string {
  const url = new URL(wizardUrl, base);
  // Rates are re-fetched on the wizard page: they are not part of what the box asked.
  const search: Search = { ...handoff.search, rates: [] };
  url.searchParams.set(SEARCH_HANDOFF_PARAM, toBase64Url(JSON.stringify({ ...handoff, search })));
  return url.href;
}

/** The hand-over in a URL, or null when there is none or it is not a valid search. */
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
