import type { Search } from '@bikeship/core/schemas';

/**
 * The URL parameter that carries a search from `<bikeship-quote-box wizard-url>` to the page of
 * the wizard. DECISION: the search travels in the URL, base64url JSON — the wizard page may be
 * on another origin, where the box's storage cannot be read. The wizard page reads it with
 * readSearchHandoff.ts (which checks it against the search schema: the box does not need that).
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

/** The wizard page's URL with the search in SEARCH_HANDOFF_PARAM; `wizardUrl` may be relative. */
export function handoffUrl(wizardUrl: string, handoff: SearchHandoff, base: string): string {
  const url = new URL(wizardUrl, base);
  // Rates are re-fetched on the wizard page: they are not part of what the box asked.
  const search: Search = { ...handoff.search, rates: [] };
  url.searchParams.set(SEARCH_HANDOFF_PARAM, toBase64Url(JSON.stringify({ ...handoff, search })));
  return url.href;
}
