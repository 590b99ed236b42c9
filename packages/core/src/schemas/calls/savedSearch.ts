import * as z from 'zod/mini';
import { JSON_TEXT_MAX_LENGTH, SAVED_SEARCHES_FETCHED } from '../../constants';
import { countParam, idParam } from '../common';
import { savedSearchRecordSchema, searchPlaceSummarySchema } from '../search';

/**
 * POST /api/SavedSearch and PUT /api/SavedSearch/{id} ("saved search JSON", quote §7).
 * DECISION: the search travels serialized as the list stores it, with the from/to summary the
 * list of recent searches shows.
 */
export const savedSearchRequestSchema = z.object({
  serializedSearchData: z.string().check(z.minLength(2), z.maxLength(JSON_TEXT_MAX_LENGTH)),
  from: z.optional(searchPlaceSummarySchema),
  to: z.optional(searchPlaceSummarySchema),
});
export type SavedSearchRequest = z.infer<typeof savedSearchRequestSchema>;

/** Answer `value` with savedSearchId and savedSearchCode (quote §7). */
export const savedSearchResponseSchema = z.object({
  value: z.object({ savedSearchId: z.number(), savedSearchCode: z.string() }),
});
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;

export const savedSearchParamsSchema = z.object({ id: idParam });

export const savedSearchPageQuerySchema = z.object({
  skip: z._default(countParam, 0),
  take: z._default(countParam, SAVED_SEARCHES_FETCHED),
});
export type SavedSearchPageQuery = z.infer<typeof savedSearchPageQuerySchema>;

/** Answer `value.savedSearches` (quote §7). DECISION: `total` counts all, for paging. */
export const savedSearchPageResponseSchema = z.object({
  value: z.object({
    savedSearches: z.array(savedSearchRecordSchema),
    total: z.optional(z.number()),
  }),
});
export type SavedSearchPageResponse = z.infer<typeof savedSearchPageResponseSchema>;
