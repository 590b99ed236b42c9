import {
  type ApiClientOptions,
  createAlertsApi,
  createApiClient,
  createAuthenticationApi,
  createDateApi,
  createEventsApi,
  createFormDataApi,
  createLandedCostApi,
  createOrderApi,
  createPlacesApi,
  createProtectionApi,
  createRatesApi,
  createSavedSearchApi,
  createStripeApi,
  createUserApi,
  ratesOfSearch,
} from '@bikeship/core/api';
import type { Search } from '@bikeship/core/schemas';

/**
 * The calls the wizard makes, one group per API area. Built from the area factories the wizard
 * uses rather than `createBikeshipApi`, so a widget bundle keeps only these calls.
 *
 * This module is the widget's data layer — ofetch, the call schemas with zod's parsers, the
 * error catalogue — and is loaded on the first call (lazyQuoteApi.ts), not with the element.
 */
export function createQuoteApi(options: ApiClientOptions) {
  const client = createApiClient(options);
  const rates = createRatesApi(client);
  return {
    client,
    auth: createAuthenticationApi(client),
    user: createUserApi(client),
    places: createPlacesApi(client),
    formData: createFormDataApi(client),
    protection: createProtectionApi(client),
    date: createDateApi(client),
    rates,
    quotes: {
      /** The rates of a search (core `ratesOfSearch`): what the ship store's `loadRates` calls. */
      ratesOf: (search: Search) => ratesOfSearch(rates, search),
    },
    landedCost: createLandedCostApi(client),
    order: createOrderApi(client),
    stripe: createStripeApi(client),
    savedSearch: createSavedSearchApi(client),
    events: createEventsApi(client),
    alerts: createAlertsApi(client),
  };
}

export type QuoteApi = ReturnType<typeof createQuoteApi>;
