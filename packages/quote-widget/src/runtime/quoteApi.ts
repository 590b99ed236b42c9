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
import type { FailureReporter } from '@bikeship/embed';

export { createFailureReporter } from '@bikeship/embed';

/** The answer to an event code no event has. */
const UNKNOWN_CODE_STATUS = 404;

/**
 * The calls the wizard makes, one group per API area. Built from the area factories the wizard
 * uses rather than `createBikeshipApi`, so a widget bundle keeps only these calls.
 *
 * This module is the widget's data layer — ofetch, the call schemas with zod's parsers, the
 * error catalogue — and is loaded on the first call (lazyQuoteApi.ts), not with the element.
 */
export function createQuoteApi(
  options: ApiClientOptions,
  reporter?: Pick<FailureReporter, 'report'>,
) {
  const client = createApiClient(options);
  const events = createEventsApi(client);
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
    events: {
      ...events,
      /**
       * The event of an element's `event-code`, or false. An unknown code is the partner's to
       * fix: reported in place, emitted and hinted (embed kit); any other failure is the
       * client's to report (onSettled).
       */
      async eventOfUrlCode(code: string) {
        const found = await events.lookupEventByUrlCode({ params: { code } });
        if (found.ok) return found.value;
        if (found.error.status === UNKNOWN_CODE_STATUS) {
          reporter?.report({ code: 'unknown-event-code', subject: code });
        }
        return false as const;
      },
    },
    alerts: createAlertsApi(client),
  };
}

export type QuoteApi = ReturnType<typeof createQuoteApi>;
