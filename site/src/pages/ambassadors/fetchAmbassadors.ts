import { createApiClient, createMiscApi } from '@bikeship/core/api';

/**
 * The ambassadors, sorted by name by core's rule (GET /api/Ambassador), or why not. A module of
 * its own, imported once the page is shown, so the page's first chunk carries no API client.
 */
export function fetchAmbassadors() {
  return createMiscApi(createApiClient({ baseURL: window.location.origin })).lookupAmbassadors();
}
