import { type ReactNode, useEffect } from 'react';
import { type Location, Navigate, useLocation } from 'react-router';
import { requestPageView } from '../analytics/requestPageView';
import { GUARD_NAMES, type GuardName, type SiteRoute } from '../routes/routeTable';
import { type KnownVisitor, loadSiteRuntime, useVisitor } from '../runtime/siteRuntimeLoader';
import { requestVersionCheck } from '../version/requestVersionCheck';
import { GuardPending } from './GuardPending';
import { homeAfterLogin, LOGIN_PATH, loginPathFor } from './loginRedirects';
import { customerLoggedOut } from './logoutByCustomer';
import { UnknownMiddlewareError } from './unknownMiddleware';

const isGuardName = (name: string): name is GuardName =>
  (GUARD_NAMES as readonly string[]).includes(name);

/** What the auth guard makes of a page: show it, wait, or send the visitor elsewhere. */
type AuthVerdict = { show: true } | { show: false; redirectTo: string | null };

/**
 * Shell §2: account pages (`customer`) need a signed-in customer, else /login and back; login
 * pages (`guest`) are for guests, a signed-in customer goes where a login would take them.
 * Undecided (`redirectTo: null`) while the visitor is unknown.
 */
function authVerdict(route: SiteRoute, visitor: KnownVisitor, location: Location): AuthVerdict {
  if (route.access === 'anyone') return { show: true };
  if (visitor === 'unknown') return { show: false, redirectTo: null };
  if (route.access === 'customer' && visitor === 'guest') {
    const redirectTo = customerLoggedOut()
      ? LOGIN_PATH
      : loginPathFor(location.pathname + location.search);
    return { show: false, redirectTo };
  }
  if (route.access === 'guest' && visitor === 'customer') {
    return { show: false, redirectTo: homeAfterLogin(location.search, window.location.origin) };
  }
  return { show: true };
}

/**
 * Runs the guards the route table names for the page, in order (shell §2, §6, §7):
 * - `checkVersion`: the version request at route start (shell §7);
 * - `auth`: the access rule above; until it lets the page show, the page's loading state, and
 *   the guards after it wait (a page the visitor is sent away from is not counted as viewed);
 * - `analytics`: the page view (shell §7), sent with the visitor's analytics consent only.
 * A name the site does not know is the 500 "Unknown middleware" (shell §8).
 */
export function RouteGuards(props: { route: SiteRoute | undefined; children: ReactNode }) {
  const { route } = props;
  const location = useLocation();
  const visitor = useVisitor();
  const guards = route?.guards ?? [];
  for (const name of guards) if (!isGuardName(name)) throw new UnknownMiddlewareError(name);

  const authIndex = guards.indexOf('auth');
  const verdict: AuthVerdict =
    route && authIndex >= 0 ? authVerdict(route, visitor, location) : { show: true };
  const runs = (name: GuardName): boolean => {
    const index = guards.indexOf(name);
    return index >= 0 && (verdict.show || authIndex < 0 || index < authIndex);
  };
  const checksVersion = runs('checkVersion');
  const countsView = runs('analytics');
  // The runtime is loaded here only to tell who is looking: a browser without a stored session
  // is a guest's without it (runtime/siteRuntimeLoader.ts), and the page does not wait for it.
  const needsVisitor =
    route !== undefined && authIndex >= 0 && route.access !== 'anyone' && visitor === 'unknown';

  useEffect(() => {
    if (needsVisitor) loadSiteRuntime().catch((error: unknown) => console.error(error));
  }, [needsVisitor]);

  useEffect(() => {
    // The load itself is checked by the shell's version service (version/VersionCheck.tsx).
    if (checksVersion && location.key !== 'default') requestVersionCheck();
  }, [checksVersion, location.key]);

  useEffect(() => {
    if (countsView && route) {
      requestPageView({
        key: location.key,
        path: location.pathname + location.search,
        title: route.name,
      });
    }
  }, [countsView, route, location.key, location.pathname, location.search]);

  if (verdict.show) return <>{props.children}</>;
  return (
    <>
      {verdict.redirectTo ? <Navigate to={verdict.redirectTo} replace /> : null}
      <GuardPending />
    </>
  );
}
