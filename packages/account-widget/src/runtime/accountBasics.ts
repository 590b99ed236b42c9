import type { BrowserStorages } from '@bikeship/core/stores';
import { createFailureState } from '@bikeship/embed';
import {
  type AccountWidgetEventDetail,
  type AccountWidgetEventName,
  emitWidgetEvent,
} from '../elements/widgetEvents';

/** What an element hands the runtime: its attributes, read once when it connects. */
export interface AccountRuntimeOptions {
  /** The API origin; the element defaults it to the origin its script was loaded from. */
  apiBase: string;
  /** The browser's storages; memory storages in tests and stories. */
  storages?: BrowserStorages;
  /** A fetch for tests and stories; the global one by default. */
  fetch?: typeof globalThis.fetch;
  /** Reloads the page after a 401 (shell §4); the element passes `location.reload`. */
  reload?: () => void;
  /** Opens another page (Resume's `ship-page`); `location.assign` by default. */
  openPage?: (url: string) => void;
  /** Where the widget's `bikeship:*` events are dispatched: the element (tests: any target). */
  events?: EventTarget;
  /**
   * Shows another view: the element sets its own `view` attribute, so the attribute, the
   * property and what is shown stay one (an order's id too: `order-id`). Unset (tests,
   * stories): the tree switches by itself.
   */
  showView?: (view: string, target?: { orderId?: string }) => void;
  settings?: AccountSettings;
}

/** The element options the views read (attributes, DESIGN.md §5). */
export interface AccountSettings {
  /** BCP 47 locale for the texts. */
  locale: string;
  /**
   * The mailed link's token (the reset-password and confirm-email views): the `token`
   * attribute, else the page URL's `?token=`.
   */
  linkToken?: string;
  /** The page with `<bikeship-quote>` a resumed search opens (`ship-page`); unset: stay here. */
  shipPage?: string | undefined;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = { locale: 'en-US' };

/**
 * The light half of the account widget's runtime: settings, events and what the element shows
 * when it cannot work — no store, no API client. The views render and take input with this
 * alone; the stores and the data layer (accountRuntime.ts) come right after the first render,
 * so a page's first load stays small (`<bikeship-account>` ≤ 30 KB, scripts/size.mjs).
 */
export function createAccountBasics(options: AccountRuntimeOptions) {
  const events = options.events;
  return {
    settings: options.settings ?? DEFAULT_ACCOUNT_SETTINGS,
    /** What this element shows in place when it cannot work: the API unreachable (embed kit). */
    failures: createFailureState(),
    /** Goes to another page of the site (Resume on a recent search opens the `ship-page`). */
    openPage: options.openPage ?? ((url: string) => window.location.assign(url)),
    /** Dispatches one of the documented `bikeship:*` events (elements/widgetEvents.ts). */
    emit<N extends AccountWidgetEventName>(name: N, detail: AccountWidgetEventDetail<N>): void {
      if (events) emitWidgetEvent(events, name, detail);
    },
  };
}

export type AccountBasics = ReturnType<typeof createAccountBasics>;
