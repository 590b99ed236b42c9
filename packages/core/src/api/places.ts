import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { asResult, orEmpty, orFalse } from './policies';

/** Address verification, place lookups and saved addresses (quote §7). */
export function createPlacesApi(client: ApiClient) {
  return {
    /** Passed to the caller (quote §8: address failures). triggerType defaults to 3. */
    verifyAddress: client.bind(endpoints.verifyAddress),
    /** Passed to the caller (quote §8: address failures). */
    isUnitRequired: client.bind(endpoints.isUnitRequired),
    /** Passed to the caller (quote §8: address failures). provider defaults to UPS. */
    resolveLocation: client.bind(endpoints.resolveLocation),
    /** Passed to the caller (quote §8: address failures). */
    replaceAddress: client.bind(endpoints.replaceAddress),
    /**
     * Empty list on failure. DECISION: an as-you-type lookup shows no suggestions rather than an
     * error; the next keystroke tries again. Pass `signal` to cancel an outdated lookup.
     */
    searchLocations: orEmpty(client.bind(endpoints.searchLocations)),
    /**
     * The same lookup, its failure told apart from an answer that found nothing: an as-you-type
     * field says "no place found" only when the lookup really found none.
     */
    searchLocationsResult: asResult(client.bind(endpoints.searchLocations)),
    /** Passed to the caller (quote §8: address failures). */
    listAddresses: client.bind(endpoints.listAddresses),
    /** Passed to the caller (quote §8: address failures). */
    createAddress: client.bind(endpoints.createAddress),
    /** Passed to the caller (quote §8: address failures). */
    updateAddress: client.bind(endpoints.updateAddress),
    /** Saved boxes in `value`; false on failure (quote §8: most other fetch failures). */
    getUserPackages: orFalse(client.bind(endpoints.getUserPackages)),
  };
}
