import {
  type ApiClientOptions,
  createAlertsApi,
  createApiClient,
  createAuthenticationApi,
  createFormDataApi,
  createPlacesApi,
  createSavedSearchApi,
  createStripeApi,
  createUserApi,
} from '@bikeship/core/api';

/**
 * The calls the account widget makes, one group per API area — built from the area factories
 * rather than `createBikeshipApi`, so the bundle keeps only these calls. With the shop runtime's
 * stores (accountRuntime.ts) it is loaded right after the element's first render.
 */
export function createAccountApi(options: ApiClientOptions) {
  const client = createApiClient(options);
  return {
    client,
    auth: createAuthenticationApi(client),
    user: createUserApi(client),
    savedSearch: createSavedSearchApi(client),
    alerts: createAlertsApi(client),
    // The customer's saved addresses and boxes, the countries and states of the address form,
    // and the saved cards (profile/, saved/).
    places: createPlacesApi(client),
    formData: createFormDataApi(client),
    stripe: createStripeApi(client),
    // DECISION: the account widget quotes nothing; the shared runtime's ship store, which it
    // has with the session (a resumed search, later), answers no rates here.
    quotes: { ratesOf: async () => false as const },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
