import type { Search } from '@bikeship/core/schemas';
import { SEARCH_HANDOFF_PARAM, type SearchHandoff } from './searchHandoffParam';

/** The hand-over as the quote box writes it: the parameter (searchHandoffParam.ts) and its URL. */
export { SEARCH_HANDOFF_PARAM, type SearchHandoff } from './searchHandoffParam';

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The wizard page's URL with the search in SEARCH_HANDOFF_PARAM; `wizardUrl` may be relative. */
export function handoffUrl(wizardUrl: string, handoff: SearchHandoff, base: string): string {
  const url = new URL(wizardUrl, base);
  // Rates are re-fetched on the wizard page: they are not part of what the box asked.
  const search: Search = { ...handoff.search, rates: [] };
  url.searchParams.set(SEARCH_HANDOFF_PARAM, toBase64Url(JSON.stringify({ ...handoff, search })));
  return url.href;
}
