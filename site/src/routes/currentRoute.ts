import { matchRoutes } from 'react-router';
import { SITE_ROUTES, type SiteRoute } from './routeTable';

const ROUTE_OBJECTS = SITE_ROUTES.map((route) => ({ path: route.path, route }));

/**
 * The answers for the paths asked so far. matchRoutes ranks all 56 routes again on every call,
 * and the shell asks for the route of the path on every render of several components: on a
 * phone's CPU that was a sizeable part of the first render. A visit asks for few paths.
 */
const routeByPath = new Map<string, SiteRoute | undefined>();
const REMEMBERED_PATHS = 100;

/**
 * The route-table entry a path shows (as `<Routes>` ranks them: a named route before the
 * catch-all event route), or undefined for a path the map lacks.
 */
export function routeOfPath(pathname: string): SiteRoute | undefined {
  if (routeByPath.has(pathname)) return routeByPath.get(pathname);
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  const route = (matches?.at(-1)?.route as { route?: SiteRoute } | undefined)?.route;
  if (routeByPath.size >= REMEMBERED_PATHS) routeByPath.clear();
  routeByPath.set(pathname, route);
  return route;
}
