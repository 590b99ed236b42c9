import {
  createAlertsApi,
  createAnalyticsApi,
  createApiClient,
  createAuthenticationApi,
  createSavedSearchApi,
  createStoredValueApi,
  createUserApi,
} from '@bikeship/core/api';

/**
 * The calls the site's page-wide services make (DESIGN.md §3: through core's client, never a
 * bare fetch): the session's (login, extension, logout, the user), the stored client-version of
 * the version check and page-view analytics. Built from the area factories so the chunk keeps
 * only these calls.
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
    // DECISION: the site's own runtime quotes nothing (the wizard's page has the quote widget's
    // runtime); its ship store answers no rates.
    quotes: { ratesOf: async () => false as const },
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;
