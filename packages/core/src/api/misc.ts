import { sortAmbassadorsByName } from '../rules/ambassadorOrder';
import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { asResult, mapAnswer, orEmpty, orFalse } from './policies';

/** Tracking, ambassadors, the QBP top-shop form and client error logs (quote §7). */
export function createMiscApi(client: ApiClient) {
  const ambassadorsByName = mapAnswer(client.bind(endpoints.getAmbassadors), sortAmbassadorsByName);
  return {
    /** false on failure (quote §8: most other fetch failures). */
    getPackageLocation: orFalse(client.bind(endpoints.getPackageLocation)),
    /**
     * Where a package is, or why not — a 404 is a number no package has, which a tracking page
     * tells the visitor (a typo), unlike a failure to reach the API.
     */
    lookupPackageLocation: asResult(client.bind(endpoints.getPackageLocation)),
    /** Sorted by name (quote §3); empty list on failure. */
    getAmbassadors: orEmpty(ambassadorsByName),
    /**
     * Sorted by name, or why not: a page that lists them tells "none yet" from "could not be
     * loaded", which the empty list of the catalogue's fallback cannot.
     */
    lookupAmbassadors: asResult(ambassadorsByName),
    /** false on failure (quote §8: most other fetch failures). */
    createQbpTopShop: orFalse(client.bind(endpoints.createQbpTopShop)),
    /**
     * The same application, answered with the error when it fails: the /QBPtopshop form shows
     * a 400's or a 409's field errors under the fields they name.
     */
    enrolQbpTopShop: asResult(client.bind(endpoints.createQbpTopShop)),
    /** false on failure: a failed error report must not raise another error. */
    log: orFalse(client.bind(endpoints.log)),
  };
}
