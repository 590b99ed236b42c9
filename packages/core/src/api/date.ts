import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { orEmpty, orFalse } from './policies';

/** The server's date and the holiday schedule the ship-date rule skips (quote §4, §7). */
export function createDateApi(client: ApiClient) {
  return {
    /** false on failure: the caller uses the local clock (quote §8: most other failures). */
    getDate: orFalse(client.bind(endpoints.getDate)),
    /** Holidays of a month; empty list on failure (quote §8: most other fetch failures). */
    getDateSchedule: orEmpty(client.bind(endpoints.getDateSchedule)),
  };
}
