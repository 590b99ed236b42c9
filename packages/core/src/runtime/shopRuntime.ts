import type {
  createAlertsApi,
  createAuthenticationApi,
  createSavedSearchApi,
  createUserApi,
} from '../api';
import type { Search, ShippingRateSet } from '../schemas';
import { type BrowserStorages, createBrowserStorages } from '../stores/browserStorage';
import { consoleLogger, type Logger } from '../stores/environment';
import { createNoticesStore } from '../stores/noticesStore';
import { createSessionStore, type SessionGrant } from '../stores/sessionStore';
import { createBrowserSessionChannel, type SessionChannel } from '../stores/sessionSync';
import { createShipStore, shipSessionOf } from '../stores/shipStore';
import { tokenExpirySeconds } from './tokenExpiry';

/**
 * The calls a shop runtime's stores make. Structural, so a widget passes whichever client it
 * built — `createBikeshipApi`, or a bundle's own smaller set of area factories, loaded late.
 */
export interface ShopRuntimeApi {
  auth: Pick<ReturnType<typeof createAuthenticationApi>, 'login' | 'extendSession' | 'logout'>;
  user: Pick<ReturnType<typeof createUserApi>, 'getUser'>;
  savedSearch: Pick<
    ReturnType<typeof createSavedSearchApi>,
    'createSavedSearch' | 'updateSavedSearch'
  >;
  alerts: Pick<ReturnType<typeof createAlertsApi>, 'getAlertsByName' | 'getAlertsByTime'>;
  /** The rates of a search (core/api `ratesOfSearch`), false on any failure. */
  quotes: { ratesOf(search: Search): Promise<ShippingRateSet | false> };
}

export interface ShopRuntimeOptions {
  api: ShopRuntimeApi;
  /** The browser's storages by default; memory storages in tests and stories. */
  storages?: BrowserStorages;
  /**
   * How this runtime hears logins and logouts of other bundles on the page and of other tabs
   * (DESIGN.md §6). By default the browser's channel whenever the browser's storages are used —
   * a sign-in in `<bikeship-user-menu>` reaches a `<bikeship-quote>` of another bundle; runtimes
   * on memory storages (tests, stories) share nothing and get none.
   */
  channel?: SessionChannel | null;
  /** Reloads the page after a 401 (shell §4); the elements pass `location.reload`. */
  reload?: () => void;
  logger?: Logger;
}

/**
 * One surface's shop state: the session, ship and notices stores wired to the API and to each
 * other (DESIGN.md §3, §6) — what a widget element, the account widget and the site each make
 * once. The payment store is made where payment starts (it needs the order flow's calls).
 *
 * Nothing touches `window` or `document` until a store is used: the storages and the channel
 * open lazily; `start()` (the session's expiry loop and sync) is the caller's to call.
 *
 * @example
 * const runtime = createShopRuntime({ api: createBikeshipApi({ baseURL }), reload: () => location.reload() });
 * runtime.session.getState().start();
 * await runtime.ship.getState().loadRates();
 */
/**
 * The server's refusal of a login (a 401 ApiError). Read by its status, not `instanceof`: the
 * error class and its schemas belong to the data layer, not to a widget's first load.
 */
const isRefusal = (error: unknown): boolean =>
  (error as { status?: unknown } | null)?.status === 401;

export function createShopRuntime(options: ShopRuntimeOptions) {
  const { api } = options;
  const logger = options.logger ?? consoleLogger;
  const storages = options.storages ?? createBrowserStorages(logger);
  const channel =
    options.channel === undefined
      ? options.storages
        ? undefined
        : createBrowserSessionChannel()
      : (options.channel ?? undefined);

  /** The user of a new token, read with that token (it is not the session's yet). */
  async function grantOf(token: string): Promise<SessionGrant | false> {
    const answer = await api.user
      .getUser({ headers: { authorization: `Bearer ${token}` } })
      .catch(() => null);
    return answer ? { token, user: { ...answer.value, exp: tokenExpirySeconds(token) } } : false;
  }

  const session = createSessionStore({
    local: storages.local,
    tab: storages.tab,
    ...(channel ? { channel } : {}),
    logger,
    login: async (credentials) => {
      // Only the server's refusal (401) means wrong credentials (shell §8). No answer, a limit
      // reached or a server error is not the customer's mistake: thrown, for the form to say so.
      const answer = await api.auth.login({ body: credentials }).catch((error: unknown) => {
        if (isRefusal(error)) return null;
        throw error;
      });
      return answer ? grantOf(answer.token) : false;
    },
    grantOfToken: grantOf,
    extendSession: async () => {
      const answer = await api.auth.extendSession();
      return answer ? grantOf(answer.token) : false;
    },
    signOut: () => api.auth.logout(),
    reload: options.reload ?? (() => {}),
  });

  const ship = createShipStore({
    session: shipSessionOf(session),
    logger,
    saveSearch: async (search) => {
      const body = { serializedSearchData: JSON.stringify(search) };
      const answer = search.savedSearchId
        ? await api.savedSearch.updateSavedSearch({ params: { id: search.savedSearchId }, body })
        : await api.savedSearch.createSavedSearch({ body });
      return answer ? answer.value : false;
    },
    fetchRates: (search) => api.quotes.ratesOf(search),
  });

  const notices = createNoticesStore({
    logger,
    fetchByName: (name) => api.alerts.getAlertsByName({ params: { name } }),
    fetchByTime: (time) => api.alerts.getAlertsByTime({ params: { time } }),
  });

  return {
    session,
    ship,
    notices,
    /** Stops the session's timers and listeners, and closes the channel (the surface went away). */
    dispose(): void {
      session.getState().stop();
    },
  };
}

export type ShopRuntime = ReturnType<typeof createShopRuntime>;
/** The stores of a shop runtime: what the ui bindings read. */
export type ShopStores = Pick<ShopRuntime, 'session' | 'ship' | 'notices'>;
