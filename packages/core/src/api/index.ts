import type { Search } from '../schemas';
import { createAlertsApi } from './alerts';
import { createAnalyticsApi } from './analytics';
import { createAuthenticationApi } from './authentication';
import { createBicycleShopsApi } from './bicycleShops';
import { createClaimApi } from './claim';
import { type ApiClientOptions, createApiClient } from './client';
import { createContactApi } from './contact';
import { createDateApi } from './date';
import { createDocumentsApi } from './documents';
import { createEmailApi } from './email';
import { createEventsApi } from './events';
import { createFormDataApi } from './formData';
import { createLabelsApi } from './labels';
import { createLandedCostApi } from './landedCost';
import { createMiscApi } from './misc';
import { createOrderApi } from './order';
import { createOrderHistoryApi } from './orderHistory';
import { createPaypalApi } from './paypal';
import { createPlacesApi } from './places';
import { createProtectionApi } from './protection';
import { createRatesApi, ratesOfSearch } from './rates';
import { createRefundApi } from './refund';
import { createSavedSearchApi } from './savedSearch';
import { createStoredValueApi } from './storedValue';
import { createStripeApi } from './stripe';
import { createUserApi } from './user';

export * from './apiError';
export * from './client';
export type * from './endpointTypes';
export * from './policies';
export { type GetRatesInput, ratesOfSearch } from './rates';
export { fetchWithUploadProgress, type UploadProgress } from './uploadProgress';
export {
  createAlertsApi,
  createAnalyticsApi,
  createAuthenticationApi,
  createBicycleShopsApi,
  createClaimApi,
  createContactApi,
  createDateApi,
  createDocumentsApi,
  createEmailApi,
  createEventsApi,
  createFormDataApi,
  createLabelsApi,
  createLandedCostApi,
  createMiscApi,
  createOrderApi,
  createOrderHistoryApi,
  createPaypalApi,
  createPlacesApi,
  createProtectionApi,
  createRatesApi,
  createRefundApi,
  createSavedSearchApi,
  createStoredValueApi,
  createStripeApi,
  createUserApi,
};

/**
 * Every call of both spec call tables, grouped by API area (one group per file of this folder;
 * the function names are the keys of the endpoint catalogue). Widgets that need only a few
 * calls can build a client and the area factories they use instead, to keep their bundle small.
 * @example
 * const api = createBikeshipApi({ baseURL: 'https://bikeship.example', onUnauthorized: logout });
 * const rates = await api.rates.getRates({ query: { id }, purposeEntryId: 146 });
 */
export function createBikeshipApi(options: ApiClientOptions) {
  const client = createApiClient(options);
  const rates = createRatesApi(client);
  return {
    client,
    auth: createAuthenticationApi(client),
    user: createUserApi(client),
    storedValue: createStoredValueApi(client),
    alerts: createAlertsApi(client),
    rates,
    /** The rates of a search, as a shop runtime's ship store asks them (`ratesOfSearch`). */
    quotes: { ratesOf: (search: Search) => ratesOfSearch(rates, search) },
    landedCost: createLandedCostApi(client),
    /** Checkout and history together, as one `order` area. */
    order: { ...createOrderApi(client), ...createOrderHistoryApi(client) },
    refund: createRefundApi(client),
    places: createPlacesApi(client),
    savedSearch: createSavedSearchApi(client),
    formData: createFormDataApi(client),
    protection: createProtectionApi(client),
    date: createDateApi(client),
    stripe: createStripeApi(client),
    paypal: createPaypalApi(client),
    documents: createDocumentsApi(client),
    labels: createLabelsApi(client),
    email: createEmailApi(client),
    claim: createClaimApi(client),
    contact: createContactApi(client),
    events: createEventsApi(client),
    misc: createMiscApi(client),
    bicycleShops: createBicycleShopsApi(client),
    analytics: createAnalyticsApi(client),
  };
}

/** The grouped API `createBikeshipApi` returns. */
export type BikeshipApi = ReturnType<typeof createBikeshipApi>;
