import { createAlertsApi, createApiClient, createStoredValueApi } from '@bikeship/core/api';
import { createNoticesStore } from '@bikeship/core/stores';

/**
 * The few calls the shell makes itself (the widgets bring their own runtimes): the stored
 * customers-served figure of the footer and the home page's notices. Imported lazily, after the
 * first paint, so a page's first load carries none of the data layer.
 */
function siteClient() {
  return createApiClient({ baseURL: location.origin });
}

/**
 * Customers served (shell §1), from GET /api/StoredValue/bykey/numserved; null when the server
 * has none or cannot be reached (the footer then shows no figure rather than a wrong one).
 */
export async function fetchCustomersServed(): Promise<number | null> {
  const answer = await createStoredValueApi(siteClient()).getStoredValue({
    params: { key: 'numserved' },
  });
  if (!answer) return null;
  const served = Number(answer.value);
  return Number.isSafeInteger(served) && served > 0 ? served : null;
}

/** The page notices store (core), on this site's API: the home page shows its notices. */
export function createSiteNoticesStore() {
  const alerts = createAlertsApi(siteClient());
  return createNoticesStore({
    fetchByName: (name) => alerts.getAlertsByName({ params: { name } }),
    fetchByTime: (time) => alerts.getAlertsByTime({ params: { time } }),
  });
}
