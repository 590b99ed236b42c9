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
} from '@bikeship/core/api';
import { buildRateRequest } from '@bikeship/core/rules';
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
      /**
       * The rates of a search — the request built from it (core rule), POST /api/Rates, then
       * GET /api/Rates with the purpose's speed filter; false on any failure. What the ship
       * store's `loadRates` calls; here, with the data layer, so step 1 need not carry the
       * request builder.
       */
      async ratesOf(search: Search) {
        const request = buildRateRequest(search);
        if (!request) return false; // quote §8: a body-building failure sends nothing
        const created = await rates.createRateRequest({ body: request });
        if (!created) return false;
        return rates.getRates({
          query: { id: created.id },
          purposeEntryId: search.purpose ?? null,
        });
      },
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
