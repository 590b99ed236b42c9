import type { BrowserStorages } from '@bikeship/core/stores';
import { createFailureState } from '@bikeship/embed';
import {
  emitWidgetEvent,
  type QuoteWidgetEventDetail,
  type QuoteWidgetEventName,
} from '../elements/widgetEvents';
import { lazyQuoteApi } from './lazyQuoteApi';
import type { QuoteApi } from './quoteApi';

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
  /**
   * The calls' cookie policy; 'omit' by default (elements). The site passes 'same-origin': on
   * its own origin a guest's order key cookie comes with the order, so the site's confirmation
   * page can read the order back after a reload.
   */
  credentials?: RequestCredentials;
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

/** How the API client reaches the session, once the session store exists (quoteRuntime.ts). */
export interface SessionLink {
  token(): string | null | undefined;
  unauthorized(): void;
}

/** When the basics' data layer may load. */
export interface QuoteBasicsTiming {
  /**
   * The data layer is not fetched before this settles: a call made earlier waits for it. The
   * quote box passes the moment the customer turns to it, so that a page whose visitor never
   * does downloads none of the data layer (QuoteBoxWidget.tsx). Unset: on the first call.
   */
  loadDataAfter?: Promise<void>;
}

/**
 * The light half of a wizard's runtime: the API (loaded on its first call), the element's
 * settings and its events — no store, no schema, no zod. The quote box renders and accepts
 * input with this alone while the stores load (its first load ≤ 30 KB); the full runtime
 * (quoteRuntime.ts) is these same basics, grown by the stores — one object, so whatever is
 * keyed by it (the event load) is kept.
 */
export function createQuoteBasics(options: QuoteRuntimeOptions, timing: QuoteBasicsTiming = {}) {
  let session: SessionLink | undefined;
  const { loadDataAfter } = timing;
  const settings = options.settings ?? DEFAULT_QUOTE_SETTINGS;
  const failures = createFailureState();
  const api: QuoteApi = lazyQuoteApi(() =>
    (loadDataAfter ?? Promise.resolve())
      .then(() => import('./quoteApi'))
      .then(({ createQuoteApi, createFailureReporter, createErrorLog, reportShownFailures }) => {
        // The reporter comes with the data layer, before the first call: only calls meet the
        // failures it words and hints (the box's first load carries none of it). It listens to
        // the page's policy violations for as long as the page lives.
        const reporter = createFailureReporter({
          state: failures,
          apiBase: options.apiBase,
          locale: settings.locale,
          ...(options.events ? { target: options.events } : {}),
        });
        reporter.watchPage();
        // What goes wrong reaches the team too (POST /api/log): server errors, the calls the
        // error catalogue reports, and every failure the customer is shown.
        const errorLog = createErrorLog({
          apiBase: options.apiBase,
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...(settings.partner ? { source: { partner: settings.partner } } : {}),
        });
        if (options.events) reportShownFailures(options.events, errorLog);
        return createQuoteApi(
          {
            baseURL: options.apiBase,
            // DECISION: embeds send the token as a bearer header — on a partner origin our auth
            // cookie is a third-party cookie (DESIGN.md §5, http/cors.ts on the server).
            useBearer: true,
            credentials: options.credentials ?? 'omit',
            partner: options.settings?.partner,
            // Late-bound: the session store needs the API (login) and the API the session's token.
            getToken: () => session?.token() ?? undefined,
            onUnauthorized: () => session?.unauthorized(),
            onSettled: (error) => reporter.noteCall(error),
            ...(options.fetch ? { fetch: options.fetch } : {}),
          },
          reporter,
          errorLog,
        );
      }),
  );
  const events = options.events;
  return {
    api,
    settings,
    /** What this element shows in place when it cannot work: the API, the event (embed kit). */
    failures,
    /** Dispatches one of the documented `bikeship:*` events (elements/widgetEvents.ts). */
    emit<N extends QuoteWidgetEventName>(name: N, detail: QuoteWidgetEventDetail<N>): void {
      if (events) emitWidgetEvent(events, name, detail);
    },
    /** Gives the API the session's token (the runtime calls this once, with its store). */
    linkSession(link: SessionLink): void {
      session = link;
    },
  };
}

export type QuoteBasics = ReturnType<typeof createQuoteBasics>;
