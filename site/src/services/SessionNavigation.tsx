import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { homeAfterLogin, LOGIN_PATH, loginPathFor } from '../guards/loginRedirects';
import { noteLogoutByCustomer, noteSignIn } from '../guards/logoutByCustomer';
import type { SiteRoute } from '../routes/routeTable';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import {
  loadedSiteRuntime,
  loadSiteRuntime,
  subscribeSiteRuntime,
} from '../runtime/siteRuntimeLoader';
import { mayHoldCustomerSession } from '../runtime/storedSessionHint';

/**
 * The pages a sign-in leaves for the customer's home: the login pages (guests only) and the
 * pages that end in a sign-in (the inactivity page's Log In, the registration's thank-you).
 * DECISION: a sign-in anywhere else — the header's user menu on /ship halfway through a
 * quote — stays on its page: leaving it for /profile would lose the customer's work.
 */
const leavesAfterSignIn = (route: SiteRoute | undefined): boolean =>
  route !== undefined &&
  (route.access === 'guest' || route.name === 'timeout' || route.name === 'registerthankyou');

/** Two reports of one expiry (the user menu's event and the site's own session check). */
const EXPIRY_REPORTS_WINDOW_MS = 2_000;

/**
 * Where sign-in and sign-out take the visitor (shell §2 "Login and logout go to /login; home
 * after login is /profile"):
 * - `bikeship:login` (bubbling from any widget of the page) on a sign-in page: the login's
 *   `redirect` when it is a path of this site, else /profile;
 * - `bikeship:logout` (Log Out): /login;
 * - the session ran out (the site runtime's check, or the user menu's inactivity logout):
 *   DECISION — /login with `redirect` back to the page, not shell §4's "/": the spec's redirect
 *   rule names /login for logouts, the user menu shows the inactivity notice with its Log In
 *   over it, and signing in again returns the customer where they were.
 */
export function SessionNavigation() {
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const location = useLocation();
  const here = useRef({ route, location });
  here.current = { route, location };

  useEffect(() => {
    let live = true;
    let lastExpiry = 0;
    const afterExpiry = () => {
      const now = Date.now();
      const { route, location } = here.current;
      if (now - lastExpiry < EXPIRY_REPORTS_WINDOW_MS || route?.access === 'guest') return;
      lastExpiry = now;
      navigate(loginPathFor(location.pathname + location.search));
    };
    const onLogin = () => {
      noteSignIn();
      // The widget stored the session before it told; read it now, before the guards look —
      // or load the runtime now that there is a session to watch.
      const loaded = loadedSiteRuntime();
      if (loaded) loaded.catchUp();
      else {
        loadSiteRuntime().catch((error: unknown) =>
          console.error('The session could not be read', error),
        );
      }
      const { route, location } = here.current;
      if (!leavesAfterSignIn(route)) return;
      navigate(homeAfterLogin(location.search, window.location.origin), { replace: true });
    };
    const onLogout = (event: Event) => {
      const reason = (event as CustomEvent<{ reason?: string } | null>).detail?.reason;
      // Before the site runtime hears of it: the guard of a customer's page then sends the
      // customer to plain /login too.
      if (reason !== 'inactivity') noteLogoutByCustomer();
      loadedSiteRuntime()?.catchUp();
      if (reason === 'inactivity') afterExpiry();
      else navigate(LOGIN_PATH);
    };
    document.addEventListener('bikeship:login', onLogin);
    document.addEventListener('bikeship:logout', onLogout);

    // The store opens its inactivity modal when a session runs out: here, or in another runtime
    // of the page or another tab (it then re-reads the session and opens it too).
    let unsubscribe = () => {};
    const watchExpiry = () => {
      const runtime = loadedSiteRuntime();
      if (!live || !runtime) return;
      stopWaiting();
      unsubscribe = runtime.session.subscribe((state, previous) => {
        if (state.loggedOutModalOpen && !previous.loggedOutModalOpen) afterExpiry();
      });
    };
    // A browser without a stored session has no session to run out: the runtime is not loaded
    // for that (a guest's page stays light), and the expiry is watched once something of the
    // page loads it — a sign-in, a guard, an order page.
    const stopWaiting = subscribeSiteRuntime(watchExpiry);
    if (loadedSiteRuntime()) watchExpiry();
    else if (mayHoldCustomerSession()) {
      loadSiteRuntime().catch((error: unknown) =>
        console.error('The session could not be read', error),
      );
    }

    return () => {
      live = false;
      stopWaiting();
      unsubscribe();
      document.removeEventListener('bikeship:login', onLogin);
      document.removeEventListener('bikeship:logout', onLogout);
    };
  }, [navigate]);

  return null;
}
