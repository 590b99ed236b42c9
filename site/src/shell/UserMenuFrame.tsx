import { UserMenu, type UserMenuPages } from '@bikeship/account-widget';
import { useLayoutEffect } from 'react';
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

/** Tells, before the browser paints, that the menu's tree is in the page. */
function ShownSignal(props: { onShown: () => void }) {
  const { onShown } = props;
  useLayoutEffect(() => onShown(), [onShown]);
  return null;
}

/**
 * The account widget's user menu in a shadow root of its own (a lazy chunk: HeaderUserMenu),
 * its panel open at once when the visitor clicked the header's button before the menu was here.
 * `onShown` is called in the commit that puts the menu in the page: the header swaps its own
 * button for it in that same frame.
 */
export default function UserMenuFrame(props: { openAtStart: boolean; onShown: () => void }) {
  return (
    <WidgetFrame className="site-user-menu-frame">
      {(host) => (
        <>
          <ShownSignal onShown={props.onShown} />
          <UserMenu
            pages={USER_MENU_PAGES}
            openAtStart={props.openAtStart}
            options={{
              apiBase: location.origin,
              events: host,
              reload: () => location.reload(),
              settings: { locale: 'en-US' },
            }}
          />
        </>
      )}
    </WidgetFrame>
  );
}
