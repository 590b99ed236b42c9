import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteGuards } from '../guards/RouteGuards';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import { ShellServices } from '../services/ShellServices';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteLayout } from './SiteLayout';
import { usePageTitle } from './usePageTitle';
import { useScrollOnNavigation } from './useScrollOnNavigation';

/**
 * The frame of every page: the layout the route table names around the page, the guards of its
 * route, the error page when the page fails (the navigation bar red), the document's title and
 * description kept in step with the route, a new page shown from its top, and the services that run beside every page (consent,
 * version check, analytics).
 */
export function SiteShell() {
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const failed = failedAt === pathname;
  usePageTitle(route);
  useScrollOnNavigation();
  return (
    <SiteLayout layout={failed ? 'default' : (route?.layout ?? 'default')} failed={failed}>
      <RouteErrorBoundary key={pathname} onError={() => setFailedAt(pathname)}>
        <RouteGuards route={route}>
          <Outlet />
        </RouteGuards>
      </RouteErrorBoundary>
      <ShellServices />
    </SiteLayout>
  );
}
