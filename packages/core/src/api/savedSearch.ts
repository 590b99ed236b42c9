import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { orFalse } from './policies';

/** Saved searches of registered users (quote §4, §7). */
export function createSavedSearchApi(client: ApiClient) {
  return {
    /** false on failure: the search stays in the session (quote §8: most other failures). */
    createSavedSearch: orFalse(client.bind(endpoints.createSavedSearch)),
    /** false on failure (quote §8: most other fetch failures). */
    updateSavedSearch: orFalse(client.bind(endpoints.updateSavedSearch)),
    /** skip 0, take 3 by default (quote §7, §9); false on failure. */
    getSavedSearchesPaged: orFalse(client.bind(endpoints.getSavedSearchesPaged)),
    /** false on failure (quote §8: most other fetch failures). */
    deleteSavedSearch: orFalse(client.bind(endpoints.deleteSavedSearch)),
  };
}
