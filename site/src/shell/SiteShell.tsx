import { Outlet } from 'react-router';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import { SiteLayout } from './SiteLayout';
import { usePageTitle } from './usePageTitle';

/**
 * The frame of every page: the layout the route table names around the page, the document's
 * title and description kept in step with the route.
 */
export function SiteShell() {
  const route = useCurrentRoute();
  usePageTitle(route);
  return (
    <SiteLayout layout={route?.layout ?? 'default'}>
      <Outlet />
    </SiteLayout>
  );
}
