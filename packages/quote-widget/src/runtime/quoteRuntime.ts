import {
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
} from '@bikeship/core/api';
import { buildRateRequest } from '@bikeship/core/rules';
import {
  type BrowserStorages,
  consoleLogger,
  createBrowserStorages,
  createNoticesStore,
  createPaymentStore,
  createSessionStore,
  createShipStore,
  type SessionGrant,
  selectStageCharges,
  shipSessionOf,
} from '@bikeship/core/stores';
import {
  emitWidgetEvent,
  type QuoteWidgetEventDetail,
  type QuoteWidgetEventName,
} from '../elements/widgetEvents';
import { tokenExpirySeconds } from './tokenExpiry';

/** What an element hands the runtime: its attributes, read once when it connects. */
export interface QuoteRuntimeOptions {
  /** The API origin; the elements default it to the origin their script was loaded from. */
  apiBase: string;
  /** The browser's storages; memory storages in tests and stories. */
  storages?: BrowserStorages;
  /** A fetch for tests and stories; the global one by default. */
  fetch?: typeof globalThis.fetch;
  /** Reloads the page after a 401 (shell §4); the element passes `location.reload`. */
  reload?: () => void;
  /** Where the widget's `bikeship:*` events are dispatched: the element (tests: any target). */
  events?: EventTarget;
  /** What the element was given: event code, partner, units, locale, wizard URL. */
  settings?: QuoteSettings;
}

/** The element options the components read (attributes, DESIGN.md §5). */
export interface QuoteSettings {
  /** An event's URL code: prefills its address, per-stage dates and coupon. */
  eventCode?: string;
  /** The partner (bike shop) the quote comes from. */
  partner?: string;
  /** Units the forms start in. */
  units: 'imperial' | 'metric';
  /** BCP 47 locale for numbers, money and dates. */
  locale: string;
  /** Where `<bikeship-quote-box>` continues; unset: the wizard opens in place. */
  wizardUrl?: string;
}

export const DEFAULT_QUOTE_SETTINGS: QuoteSettings = { units: 'imperial', locale: 'en-US' };

/**
 * The calls the wizard makes, one group per API area. Built from the area factories the wizard
 * uses rather than `createBikeshipApi`, so a widget bundle keeps only these calls.
 */
function createQuoteApi(client: ReturnType<typeof createApiClient>) {
  return {
    client,
    auth: createAuthenticationApi(client),
    user: createUserApi(client),
    places: createPlacesApi(client),
    formData: createFormDataApi(client),
    protection: createProtectionApi(client),
    date: createDateApi(client),
    rates: createRatesApi(client),
    landedCost: createLandedCostApi(client),
    order: createOrderApi(client),
    stripe: createStripeApi(client),
    savedSearch: createSavedSearchApi(client),
    events: createEventsApi(client),
    alerts: createAlertsApi(client),
  };
}

export type QuoteApi = ReturnType<typeof createQuoteApi>;

/**
 * One wizard's world: the API client and the core stores, wired together (DESIGN.md §3, §6).
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
export function createQuoteRuntime(options: QuoteRuntimeOptions) {
  const storages = options.storages ?? createBrowserStorages(consoleLogger);
  // The session store needs the client (login) and the client needs the session's token: the
  // client reads it through this late-bound getter.
  let session: ReturnType<typeof createSessionStore> | undefined;
  const client = createApiClient({
    baseURL: options.apiBase,
    // DECISION: embeds send the token as a bearer header — on a partner origin our auth cookie is
    // a third-party cookie (DESIGN.md §5, http/cors.ts on the server).
    useBearer: true,
    credentials: 'omit',
    getToken: () => session?.getState().token,
    onUnauthorized: () => session?.getState().handleUnauthorized(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const api = createQuoteApi(client);

  /** The user of a new token, read with that token (it is not the session's yet). */
  async function grantOf(token: string): Promise<SessionGrant | false> {
    const answer = await api.user
      .getUser({ headers: { authorization: `Bearer ${token}` } })
      .catch(() => null);
    return answer ? { token, user: { ...answer.value, exp: tokenExpirySeconds(token) } } : false;
  }

  session = createSessionStore({
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
    fetchRates: async (search) => {
      const request = buildRateRequest(search);
      if (!request) return false; // quote §8: a body-building failure sends nothing
      const created = await api.rates.createRateRequest({ body: request });
      if (!created) return false;
      return api.rates.getRates({
        query: { id: created.id },
        purposeEntryId: search.purpose ?? null,
      });
    },
  });

  const payment = createPaymentStore({
    getCustomerDiscount: () => api.stripe.getCustomerDiscount(),
    getCustomerBalance: async () => {
      const answer = await api.stripe.getCustomerBalance();
      return answer === false ? false : answer.balance;
    },
    validatePromotion: (code, orderTotal) =>
      api.stripe.validatePromotion({ params: { code }, query: { orderTotal } }),
  });
  // The payment amounts follow what the wizard's stages charge (quote §5).
  const unsubscribeCharges = ship.subscribe((state, previous) => {
    if (state.search !== previous.search || state.fees !== previous.fees) {
      payment.getState().setStageCharges(selectStageCharges(state));
    }
  });

  const notices = createNoticesStore({
    fetchByName: (name) => api.alerts.getAlertsByName({ params: { name } }),
    fetchByTime: (time) => api.alerts.getAlertsByTime({ params: { time } }),
  });

  const events = options.events;
  return {
    api,
    settings: options.settings ?? DEFAULT_QUOTE_SETTINGS,
    /** Dispatches one of the documented `bikeship:*` events (elements/widgetEvents.ts). */
    emit<N extends QuoteWidgetEventName>(name: N, detail: QuoteWidgetEventDetail<N>): void {
      if (events) emitWidgetEvent(events, name, detail);
    },
    session,
    ship,
    payment,
    notices,
    /** Stops the session's timers and listeners (the element was removed). */
    dispose() {
      unsubscribeCharges();
      session?.getState().stop();
    },
  };
}

export type QuoteRuntime = ReturnType<typeof createQuoteRuntime>;
