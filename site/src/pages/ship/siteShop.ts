import { createBikeshipApi } from '@bikeship/core/api';
import { createShopRuntime } from '@bikeship/core/runtime';

/**
 * The site's own view of the shop state, for the pages around the wizard (the order review,
 * the confirmation): the same stored session the widgets keep (a guest's search in the tab's
 * storage, a customer's session in local storage, DESIGN.md §6), read through core's stores, and
 * the whole API client.
 *
 * Calls go with the site's cookies (`same-origin`): a guest's order key is the order's HttpOnly
 * cookie, which the wizard on /ship received with the order (services/orderAccess.ts on the
 * server) — that is how a guest reads their order back after a reload — and a customer's token
 * as the bearer header, as the widgets send it. One per page shown (the stored session may have changed since the
 * last page), made in an effect, never at import: the prerender imports the pages. Its
 * session's timers are never started: the session modals belong to the user menu, and two
 * surfaces must not both run them.
 */
export function openSiteShop() {
  let token: () => string | null = () => null;
  const api = createBikeshipApi({
    baseURL: window.location.origin,
    credentials: 'same-origin',
    useBearer: true,
    getToken: () => token(),
  });
  const runtime = createShopRuntime({ api, reload: () => window.location.reload() });
  token = () => runtime.session.getState().token;
  return { api, ...runtime };
}

export type SiteShop = ReturnType<typeof openSiteShop>;
