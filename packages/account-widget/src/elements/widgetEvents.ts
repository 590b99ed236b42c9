import {
  type CommonWidgetEventMap,
  type EventDetailOf,
  emitWidgetEvent as emitEvent,
} from '@bikeship/embed';
import type { SsoProvider } from '../sso/ssoProviders';

/**
 * The events of `<bikeship-account>` (DESIGN.md §5): each a `CustomEvent` named `bikeship:<name>`,
 * `bubbles: true, composed: true`, so a page can listen on the element or on `document`.
 *
 * @example
 * document.addEventListener('bikeship:login', (event) => {
 *   console.log(`${event.detail.firstName} signed in`);
 * });
 */
export interface AccountWidgetEventMap extends CommonWidgetEventMap {
  /**
   * A customer signed in: with the login form, by creating an account (`via: 'register'`, when
   * the mailed confirm link is opened in `view="confirm-email"`), or with a social provider
   * (`via`: 'google', 'facebook' or 'apple'). The session is stored (local storage,
   * shell §4), so the page's other bikeship elements know it too.
   */
  'bikeship:login': CustomEvent<{
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    via: 'login' | 'register' | SsoProvider;
  }>;
  /**
   * The element turned to another view: one of its links (Forgot password, Create Free
   * Account, Log In), or a finished form (a reset password leads to the login). A page that
   * shows each view on its own route can follow it there.
   */
  'bikeship:view': CustomEvent<{ view: string; previousView: string }>;
  /**
   * Resume on a recent search: it is the session's active search now, which a `<bikeship-quote>`
   * resumes when it loads. Without `ship-page` the element stays; the page goes to its quote.
   */
  'bikeship:resume': CustomEvent<{ searchId: number }>;
  /**
   * `<bikeship-user-menu>` opened its panel. A host's own menu closes on it; the user menu closes
   * when another element sends this event, or when the page dispatches `bikeship:menu-close`.
   */
  'bikeship:menu-open': CustomEvent<{ menu: 'user' }>;
  /**
   * A link of `<bikeship-user-menu>` was chosen: `view` is the account view (or `ship`), `href`
   * the configured page it leads to (`account-page`, `ship-page`), null when none is configured.
   */
  'bikeship:navigate': CustomEvent<{ view: string; href: string | null }>;
  /** The customer was logged out: by Log Out, or for inactivity (shell §4). */
  'bikeship:logout': CustomEvent<{ reason: 'user' | 'inactivity' }>;
  /**
   * The session changed (shell §4): `restored` (the element found a session already there when
   * it started — signed in before a reload, on another page or in another tab), `signed-in` (any
   * sign-in, and a session another element or tab began), `extended` (a new token for the same customer: Continue in the warning, a
   * confirmed or changed password), `warning` (the "about to expire" countdown began,
   * `secondsLeft` its first figure), `logged-out` (Log Out, a 401 answer) or `expired` (it ran
   * out). `expiresAt` is when the session now ends (ISO 8601), null once it has ended; `userId`
   * the customer's, the ended session's on `logged-out` and `expired`.
   *
   * Each element emits it for its own copy of the session, which the elements of a page keep in
   * step: with `<bikeship-account>` and `<bikeship-user-menu>` both on a page, `document` hears
   * each change from both — listen on one element to hear it once.
   */
  'bikeship:session': CustomEvent<{
    change: 'restored' | 'signed-in' | 'extended' | 'warning' | 'logged-out' | 'expired';
    userId: string | null;
    expiresAt: string | null;
    secondsLeft: number | null;
  }>;
}

export type AccountWidgetEventName = keyof AccountWidgetEventMap;
export type AccountWidgetEventDetail<N extends AccountWidgetEventName> = EventDetailOf<
  AccountWidgetEventMap,
  N
>;

/** Dispatches one of the account element's documented events from an element. */
export function emitWidgetEvent<N extends AccountWidgetEventName>(
  target: EventTarget,
  name: N,
  detail: AccountWidgetEventDetail<N>,
): void {
  emitEvent<AccountWidgetEventMap, N>(target, name, detail);
}
