import { createShopRuntime, type ShopRuntime } from '@bikeship/core/runtime';
import { selectIsRegistered } from '@bikeship/core/stores';
import { createSiteApi } from './siteApi';

/** Who is looking at the page (shell §7 visitor type; shell §2 guards). */
export type Visitor = 'customer' | 'guest';

/**
 * The site's own shop runtime: core's session store on the browser's storages, with the
 * cross-bundle channel (core/runtime), so it agrees with the account widget's and the quote
 * widget's runtimes on this page and with other tabs — a sign-in in the user menu is known here
 * without reading a storage key by hand. Started at once: its session check notices an expiry
 * even on a page without a widget.
 *
 * The order pages read the wizard's session and the paid order through it too (useSiteRuntime).
 * Loaded after the first render (runtime/siteRuntimeLoader.ts): it carries the API client and the
 * stores, which the first load of `/` does not need.
 */
export function createSiteRuntime() {
  let shop: ShopRuntime | undefined;
  const api = createSiteApi({
    getToken: () => shop?.session.getState().token,
    onUnauthorized: () => shop?.session.getState().handleUnauthorized(),
  });
  shop = createShopRuntime({ api, reload: () => location.reload() });
  const runtime = shop;
  runtime.session.getState().start();
  return {
    ...runtime,
    api,
    visitor(): Visitor {
      return selectIsRegistered(runtime.session.getState()) ? 'customer' : 'guest';
    },
    /**
     * Reads the stored session again now — after a widget of this page signed in or out, before
     * the channel's message arrives — so a navigation that follows sees the new session.
     */
    catchUp(): void {
      runtime.session.getState().syncFrom({ key: null });
    },
  };
}

export type SiteRuntime = ReturnType<typeof createSiteRuntime>;
