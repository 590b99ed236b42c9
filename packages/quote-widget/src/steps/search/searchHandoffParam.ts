import type { Search } from '@bikeship/core/schemas';

/**
 * The URL parameter that carries a search from `<bikeship-quote-box wizard-url>` to the page of
 * the wizard. DECISION: the search travels in the URL, base64url JSON — the wizard page may be
 * on another origin, where the box's storage cannot be read. The box writes it
 * (searchHandoff.ts), the wizard page reads it (readSearchHandoff.ts, which checks it against
 * the search schema: the box does not need that). Its own module so that neither side's code
 * comes with the other's: the box's first load carries searchHandoff.ts, the wizard's
 * readSearchHandoff.ts.
 */
export const SEARCH_HANDOFF_PARAM = 'bikeship-search';

/** What travels: the search, and the event code of the page it came from. */
export interface SearchHandoff {
  search: Search;
  eventCode?: string;
}
