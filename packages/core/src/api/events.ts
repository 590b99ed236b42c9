import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { asResult, orEmpty, orFalse } from './policies';

/** Events and partners (quote §7). */
export function createEventsApi(client: ApiClient) {
  return {
    /** Empty list on failure (quote §8: most other fetch failures). */
    getEvents: orEmpty(client.bind(endpoints.getEvents)),
    /** Empty list on failure (quote §8: most other fetch failures). */
    getPartnerEvents: orEmpty(client.bind(endpoints.getPartnerEvents)),
    /**
     * The upcoming events, or why not — a page that lists them says the list could not be
     * loaded, rather than showing an empty list as if no event were coming.
     */
    loadEvents: asResult(client.bind(endpoints.getEvents)),
    /** The partners, or why not (as `loadEvents`). */
    loadPartnerEvents: asResult(client.bind(endpoints.getPartnerEvents)),
    /** false on failure: the page shows no event (quote §8: most other fetch failures). */
    getEventByUrlCode: orFalse(client.bind(endpoints.getEventByUrlCode)),
    /**
     * The event of a URL code, or why not — a 404 is an unknown code, which an embed tells its
     * partner (a wrong `event-code`), unlike a failure to reach the API.
     */
    lookupEventByUrlCode: asResult(client.bind(endpoints.getEventByUrlCode)),
    /** false on failure (quote §8: most other fetch failures). */
    getEventById: orFalse(client.bind(endpoints.getEventById)),
  };
}
