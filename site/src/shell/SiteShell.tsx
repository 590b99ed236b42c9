import { Outlet } from 'react-router';
import { RouteGuards } from '../guards/RouteGuards';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import { ShellServices } from '../services/ShellServices';
import { SiteLayout } from './SiteLayout';
import { usePageTitle } from './usePageTitle';

/**
 * The frame of every page: the layout the route table names around the page, the guards of its
 * route, the document's title and description kept in step with the route, and the services that
 * run beside every page (consent, version check, analytics).
 */
export function SiteShell() {
  const route = useCurrentRoute();
  usePageTitle(route);
  return (
    <SiteLayout layout={route?.layout ?? 'default'}>
      <RouteGuards route={route}>
        <Outlet />
      </RouteGuards>
      <ShellServices />
    </SiteLayout>
  );
}
