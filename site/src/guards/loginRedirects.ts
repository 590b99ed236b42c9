import { matchPath } from 'react-router';
import { SITE_ROUTES } from '../routes/routeTable';

/** Shell §2: "home after login is /profile". */
export const HOME_AFTER_LOGIN = '/profile';
/** Shell §2: "Login and logout go to /login". */
export const LOGIN_PATH = '/login';

const GUEST_ONLY_PATHS = SITE_ROUTES.filter((route) => route.access === 'guest').map(
  (route) => route.path,
);

const isGuestOnly = (pathname: string): boolean =>
  GUEST_ONLY_PATHS.some((path) => matchPath({ path, caseSensitive: false }, pathname) !== null);

/** The login page that brings the visitor back to `pathAndSearch` once signed in. */
export function loginPathFor(pathAndSearch: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathAndSearch)}`;
}

/**
 * Where a customer goes once signed in: the login page's `redirect` when it is a path of this
 * site, else /profile. A redirect to another origin (`//evil.example`, `https://…`, `/\evil`)
 * is refused — the parameter is in a link anyone can craft — and so is one to a login page,
 * which would send a signed-in customer straight back.
 */
export function homeAfterLogin(search: string, origin: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  if (!wanted?.startsWith('/') || wanted.startsWith('//') || wanted.includes('\\')) {
    return HOME_AFTER_LOGIN;
  }
  let url: URL;
  try {
    url = new URL(wanted, origin);
  } catch {
    return HOME_AFTER_LOGIN;
  }
  if (url.origin !== origin || isGuestOnly(url.pathname)) return HOME_AFTER_LOGIN;
  return url.pathname + url.search + url.hash;
}
