import { UserMenu, type UserMenuPages } from '@bikeship/account-widget';
import { WidgetFrame } from './WidgetFrame';

/**
 * Where the user menu's links go on this site: each destination has its route (shell §2 User
 * menu: Edit → /youraccount, the account's pages, /ship). No `logoutPage`: the site follows a
 * logout and an expired session itself (services/SessionNavigation.tsx) — to /login by the
 * router, with the way back to the page for an expiry — instead of a full page load.
 */
export const USER_MENU_PAGES: UserMenuPages = {
  viewPages: {
    profile: '/youraccount',
    orders: '/yourorders',
    searches: '/yoursearches',
    boxes: '/yourboxes',
    addresses: '/youraddresses',
    payments: '/yourpayments',
    ship: '/ship',
    login: '/login',
    register: '/register',
    'forgot-password': '/forgotPassword',
  },
};

/** The account widget's user menu in a shadow root of its own (a lazy chunk: HeaderUserMenu). */
export default function UserMenuFrame() {
  return (
    <WidgetFrame className="site-user-menu-frame">
      {(host) => (
        <UserMenu
          pages={USER_MENU_PAGES}
          options={{
            apiBase: location.origin,
            events: host,
            reload: () => location.reload(),
            settings: { locale: 'en-US' },
          }}
        />
      )}
    </WidgetFrame>
  );
}
