import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { orEmpty } from './policies';

/** Form-data lists (quote §3, §7); each is an empty list on failure (quote §8). */
export function createFormDataApi(client: ApiClient) {
  return {
    /** Empty list on failure (quote §8: most other fetch failures). */
    getPackageCategories: orEmpty(client.bind(endpoints.getPackageCategories)),
    /** Empty list on failure (quote §8: most other fetch failures). */
    getPackagePresets: orEmpty(client.bind(endpoints.getPackagePresets)),
    /** Empty list on failure (quote §8: most other fetch failures). */
    getPackagePurposes: orEmpty(client.bind(endpoints.getPackagePurposes)),
    /** Empty list on failure (quote §8: most other fetch failures). */
    getCountries: orEmpty(client.bind(endpoints.getCountries)),
    /** Empty list on failure (quote §8: most other fetch failures). */
    getPickupOptions: orEmpty(client.bind(endpoints.getPickupOptions)),
    /** States of `countryCode`; empty list on failure (quote §8: most other fetch failures). */
    getStates: orEmpty(client.bind(endpoints.getStates)),
  };
}
