import { useMatches } from 'react-router';
import type { SiteRouteHandle } from './createRoutes';
import type { SiteRoute } from './routeTable';

/** The route-table entry of the page shown, or undefined on the 404 and error pages. */
export function useCurrentRoute(): SiteRoute | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as SiteRouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
