import {
  type ApiClientOptions,
  type ApiError,
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
import type { ErrorLog, FailureReporter } from '@bikeship/embed';

// The data layer brings the reporters: only calls meet the failures they word, hint and log.
export { createErrorLog, createFailureReporter, reportShownFailures } from '@bikeship/embed';

/** From this status on, an answer is the server's failure. */
const HTTP_SERVER_ERROR = 500;

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
  errorLog?: ErrorLog,
) {
  const report = (error: ApiError, call: string) =>
    errorLog?.report({
      kind: 'call',
      message: error.message,
      detail: { call, status: error.status },
    });
  const client = createApiClient({
    ...options,
    onSettled(error, call) {
      options.onSettled?.(error, call);
      // A server error is ours to fix whichever call met it; a 4xx is an answer.
      if (error && error.status >= HTTP_SERVER_ERROR) report(error, call);
    },
    // What the error catalogue says is reported (quote §8: a 400 creating an order, a failed
    // confirm-order) reaches us with POST /api/log.
    onReport: (error, { call }) => report(error, call),
  });
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
