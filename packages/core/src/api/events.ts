import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { orEmpty, orFalse } from './policies';

/** Events and partners (quote §7). */
export function createEventsApi(client: ApiClient) {
  return {
    /** Empty list on failure (quote §8: most other fetch failures). */
    getEvents: orEmpty(client.bind(endpoints.getEvents)),
    /** Empty list on failure (quote §8: most other fetch failures). */
    getPartnerEvents: orEmpty(client.bind(endpoints.getPartnerEvents)),
    /** false on failure: the page shows no event (quote §8: most other fetch failures). */
    getEventByUrlCode: orFalse(client.bind(endpoints.getEventByUrlCode)),
    /** false on failure (quote §8: most other fetch failures). */
    getEventById: orFalse(client.bind(endpoints.getEventById)),
  };
}
