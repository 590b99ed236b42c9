// What `<bikeship-quote-box>` takes from the core: a client with the areas of step 1
// (location lookup, form data, rates), the session and ship stores, and the rules step 1 shows.
// Bundled by scripts/size.mjs to hold the part of the core a widget pays for.
export { createApiClient } from '../../packages/core/src/api/client';
export { createFormDataApi } from '../../packages/core/src/api/formData';
export { createPlacesApi } from '../../packages/core/src/api/places';
export { createRatesApi } from '../../packages/core/src/api/rates';
export {
  buildRateRequest,
  shipModeForTripCount,
  validateBox,
} from '../../packages/core/src/rules';
export {
  createBrowserStorages,
  createSessionStore,
  createShipStore,
  selectShipMode,
} from '../../packages/core/src/stores';
