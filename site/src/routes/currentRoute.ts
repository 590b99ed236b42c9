import { matchRoutes } from 'react-router';
import { SITE_ROUTES, type SiteRoute } from './routeTable';

const ROUTE_OBJECTS = SITE_ROUTES.map((route) => ({ path: route.path, route }));

/**
 * The route-table entry a path shows (as `<Routes>` ranks them: a named route before the
 * catch-all event route), or undefined for a path the map lacks.
 */
export function routeOfPath(pathname: string): SiteRoute | undefined {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  return (matches?.at(-1)?.route as { route?: SiteRoute } | undefined)?.route;
}
