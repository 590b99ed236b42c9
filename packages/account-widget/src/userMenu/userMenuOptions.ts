import type { AccountRuntimeOptions } from '../runtime/accountBasics';
import type { UserMenuDestination } from './userMenuLinks';

/** The attributes of `<bikeship-user-menu>` (README), as camelCase option names. */
export const USER_MENU_OPTION_NAMES = [
  'apiBase',
  'locale',
  'theme',
  'accountPage',
  'shipPage',
  'logoutPage',
] as const;

export type UserMenuOptionName = (typeof USER_MENU_OPTION_NAMES)[number];

/** Where the menu's links and its logout lead: the partner's pages, each optional. */
export interface UserMenuPages {
  /** A page with `<bikeship-account>`: a link to a view goes to `${accountPage}?view=…`. */
  accountPage?: string;
  /** The page with the quote wizard (the Ship link). */
  shipPage?: string;
  /** Where a logout (by the customer or for inactivity) goes; unset: the page stays. */
  logoutPage?: string;
  /**
   * A page of its own per destination, before `accountPage`/`shipPage`: for a host with one
   * route per view (the bikeship site: `/yourorders`, `/login`…). A property of the component
   * only — an element's attributes name one account page.
   */
  viewPages?: Partial<Record<UserMenuDestination, string>>;
}

export interface ResolvedUserMenuOptions {
  runtime: AccountRuntimeOptions;
  pages: UserMenuPages;
  theme?: string;
}

const pageOf = (value: string | undefined) => value?.trim() || undefined;

/** Attributes → options; the runtime's part is resolved as `<bikeship-account>`'s. */
export function resolveUserMenuOptions(
  given: Partial<Record<UserMenuOptionName, string>>,
  host: HTMLElement,
  defaultApiBase: string,
): ResolvedUserMenuOptions {
  const pageLanguage = host.closest('[lang]')?.getAttribute('lang') || undefined;
  const pages: UserMenuPages = {};
  const accountPage = pageOf(given.accountPage);
  const shipPage = pageOf(given.shipPage);
  const logoutPage = pageOf(given.logoutPage);
  if (accountPage) pages.accountPage = accountPage;
  if (shipPage) pages.shipPage = shipPage;
  if (logoutPage) pages.logoutPage = logoutPage;
  return {
    theme: given.theme,
    pages,
    runtime: {
      apiBase: (given.apiBase || defaultApiBase).replace(/\/$/, ''),
      events: host,
      reload: () => location.reload(),
      settings: { locale: given.locale || pageLanguage || 'en-US' },
    },
  };
}
