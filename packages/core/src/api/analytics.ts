import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';

/**
 * Page-view analytics (shell §7). Both calls reject on failure: shell §8 wants a failed send
 * logged as an error, which only the caller (who knows the page) can do.
 */
export function createAnalyticsApi(client: ApiClient) {
  return {
    recordPageView: client.bind(endpoints.recordPageView),
    /** Where else page views go (a GA4 measurement id), as the server is configured. */
    getAnalyticsConfig: client.bind(endpoints.getAnalyticsConfig),
  };
}
