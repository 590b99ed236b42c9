import {
  createAlertsApi,
  createAnalyticsApi,
  createApiClient,
  createAuthenticationApi,
  createDocumentsApi,
  createOrderHistoryApi,
  createSavedSearchApi,
  createStoredValueApi,
  createUserApi,
} from '@bikeship/core/api';

/**
 * The calls the site makes itself (DESIGN.md §3: through core's client, never a bare fetch): the
 * session's (login, extension, logout, the user), the stored client-version of the version
 * check, page-view analytics, and the order pages' (an order read back, its labels). Built from
 * the area factories so the chunk keeps only these calls.
 *
 * Calls go with the site's cookies (`same-origin`): a guest's order key is the order's HttpOnly
 * cookie, which the wizard on /ship received with the order (services/orderAccess.ts on the
 * server) — that is how a guest reads their order back after a reload.
 */
export function createSiteApi(options: {
  getToken: () => string | null | undefined;
  onUnauthorized: () => void;
}) {
  const client = createApiClient({
    baseURL: location.origin,
    // As the widgets on these pages do: the session's token as a bearer header, so the site and
    // the account views it shows send the same credentials.
    useBearer: true,
    credentials: 'same-origin',
    getToken: options.getToken,
    onUnauthorized: options.onUnauthorized,
  });
  return {
    client,
    auth: createAuthenticationApi(client),
    user: createUserApi(client),
    savedSearch: createSavedSearchApi(client),
    alerts: createAlertsApi(client),
    storedValue: createStoredValueApi(client),
    analytics: createAnalyticsApi(client),
    order: createOrderHistoryApi(client),
    documents: createDocumentsApi(client),
    // DECISION: the site's own runtime quotes nothing (the wizard's page has the quote widget's
    // runtime); its ship store answers no rates.
    quotes: { ratesOf: async () => false as const },
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;
