import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { orFalse } from './policies';

/** Stored values: numserved, reviewcount, client-version (shell §3). */
export function createStoredValueApi(client: ApiClient) {
  return {
    /** false on failure: the caller keeps its cached value (quote §8). */
    getStoredValue: orFalse(client.bind(endpoints.getStoredValue)),
  };
}
