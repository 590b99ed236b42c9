import { useLocation } from 'react-router';
import { routeOfPath } from './currentRoute';
import type { SiteRoute } from './routeTable';

/** The route-table entry of the page shown, or undefined on the 404 page. */
export function useCurrentRoute(): SiteRoute | undefined {
  return routeOfPath(useLocation().pathname);
}
