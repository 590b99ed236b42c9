import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { orEmpty, orFalse } from './policies';

/** Premium protection (insurance) options (quote §7). */
export function createProtectionApi(client: ApiClient) {
  return {
    /** Empty list on failure (quote §8: most other fetch failures). */
    getInsurancePresets: orEmpty(client.bind(endpoints.getInsurancePresets)),
    /** The option for a coverage in dollars; false on failure. */
    getInsuranceOption: orFalse(client.bind(endpoints.getInsuranceOption)),
  };
}
