import { UserMenu, type UserMenuPages } from '@bikeship/account-widget';
import { WidgetFrame } from './WidgetFrame';

/**
 * Where the user menu's links go on this site: each destination has its route (shell §2 User
 * menu: Edit → /youraccount, the account's pages, /ship; Log Out → /login).
 */
export const USER_MENU_PAGES: UserMenuPages = {
  logoutPage: '/login',
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
