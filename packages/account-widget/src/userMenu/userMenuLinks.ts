import type { UserMenuPages } from './userMenuOptions';

/** Where a link of the menu leads: an account view of `<bikeship-account>`, or the quote wizard. */
export type UserMenuDestination =
  | 'profile'
  | 'orders'
  | 'searches'
  | 'boxes'
  | 'addresses'
  | 'payments'
  | 'ship'
  | 'login'
  | 'register'
  | 'forgot-password';

/** The logged-in links in the order of shell §2 (after the Edit link, before Log Out). */
export const LOGGED_IN_LINKS = [
  { to: 'ship', label: 'Ship a Bike' },
  { to: 'orders', label: 'Your Orders' },
  { to: 'searches', label: 'Recent Searches' },
  { to: 'boxes', label: 'Saved Boxes' },
  { to: 'addresses', label: 'Saved Addresses' },
  { to: 'payments', label: 'Saved Payment Methods' },
] as const satisfies readonly { to: UserMenuDestination; label: string }[];

/**
 * The configured page of a destination: its own page in `viewPages`, else `ship-page` for the
 * wizard, `${account-page}?view=…` for an account view; undefined when the partner configured
 * none.
 */
export function hrefOf(to: UserMenuDestination, pages: UserMenuPages): string | undefined {
  const own = pages.viewPages?.[to];
  if (own) return own;
  if (to === 'ship') return pages.shipPage;
  if (!pages.accountPage) return undefined;
  const url = new URL(pages.accountPage, document.baseURI);
  url.searchParams.set('view', to);
  return url.href;
}

/**
 * Without a configured page, a `<bikeship-account>` on the same page shows the view (it emits its
 * own `bikeship:view`); the wizard has no such element, so Ship then only emits the event.
 */
export function showOnThisPage(to: UserMenuDestination): void {
  if (to === 'ship') return;
  document.querySelector('bikeship-account')?.setAttribute('view', to);
}
