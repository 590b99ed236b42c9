import { type SavedSearchRecord, type Search, searchSchema } from '@bikeship/core/schemas';

/** A saved search with the search it holds. */
export interface RecentSearch {
  record: SavedSearchRecord;
  search: Search;
}

/**
 * A saved search's own data (its `serializedSearchData`), carrying the record's id and code so
 * a resumed search saves onto the same record; null when it no longer reads as a search (an
 * older shape), which the list leaves out. Read as `<bikeship-quote>`'s step 1 reads it
 * (quote-widget steps/search/RecentSearches.tsx), which this widget must not import.
 */
export function recentSearchOf(record: SavedSearchRecord): RecentSearch | null {
  try {
    const parsed = searchSchema.safeParse(JSON.parse(record.serializedSearchData));
    if (!parsed.success) return null;
    const { savedSearchId, savedSearchCode } = record;
    return { record, search: { ...parsed.data, savedSearchId, savedSearchCode } };
  } catch {
    return null;
  }
}
