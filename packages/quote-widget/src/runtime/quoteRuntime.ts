import {
  consoleLogger,
  createBrowserStorages,
  createNoticesStore,
  createSessionStore,
  createShipStore,
  type SessionGrant,
  shipSessionOf,
} from '@bikeship/core/stores';
import { createQuoteBasics, type QuoteBasics, type QuoteRuntimeOptions } from './quoteBasics';
import { tokenExpirySeconds } from './tokenExpiry';

export type { QuoteApi } from './quoteApi';
export {
  DEFAULT_QUOTE_SETTINGS,
  type QuoteBasics,
  type QuoteRuntimeOptions,
  type QuoteSettings,
} from './quoteBasics';

/**
 * One wizard's world: its basics (the API, loaded on its first call; settings; events —
 * quoteBasics.ts) grown by the core stores — session, ship, notices — wired together
 * (DESIGN.md §3, §6). `given`: basics the element already made (the quote box renders with them
 * before this module loads). The payment store comes with step 5 (steps/payment/paymentStoreOf.ts).
 * Each element instance makes its own, so several widgets on a page do not share a search;
 * sessions agree through storage (the session store reads the same keys).
 *
 * Nothing here touches `window` or `document` until a store is used: the storages are lazy.
 *
 * @example
 * const runtime = createQuoteRuntime({ apiBase: 'https://bikeship.example' });
 * runtime.ship.getState().updateSearch({ trips });
 * await runtime.ship.getState().loadRates();
 */
export function createQuoteRuntime(options: QuoteRuntimeOptions, given?: QuoteBasics) {
  const storages = options.storages ?? createBrowserStorages(consoleLogger);
  const basics = given ?? createQuoteBasics(options);
  const { api } = basics;

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
    login: async (credentials) => {
      const answer = await api.auth.login({ body: credentials }).catch(() => null);
      return answer ? grantOf(answer.token) : false;
    },
    extendSession: async () => {
      const answer = await api.auth.extendSession();
      return answer ? grantOf(answer.token) : false;
    },
    signOut: () => api.auth.logout(),
    reload: options.reload ?? (() => {}),
  });

  const ship = createShipStore({
    session: shipSessionOf(session),
    saveSearch: async (search) => {
      const body = { serializedSearchData: JSON.stringify(search) };
      const answer = search.savedSearchId
        ? await api.savedSearch.updateSavedSearch({
            params: { id: search.savedSearchId },
            body,
          })
        : await api.savedSearch.createSavedSearch({ body });
      return answer ? answer.value : false;
    },
    fetchRates: (search) => api.quotes.ratesOf(search),
  });

  const notices = createNoticesStore({
    fetchByName: (name) => api.alerts.getAlertsByName({ params: { name } }),
    fetchByTime: (time) => api.alerts.getAlertsByTime({ params: { time } }),
  });

  basics.linkSession({
    token: () => session.getState().token,
    unauthorized: () => session.getState().handleUnauthorized(),
  });
  // The same object as the basics, grown by the stores (quoteBasics.ts says why).
  return Object.assign(basics, {
    session,
    ship,
    notices,
    /** Stops the session's timers and listeners (the element was removed). */
    dispose() {
      session.getState().stop();
    },
  });
}

export type QuoteRuntime = ReturnType<typeof createQuoteRuntime>;
