import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SiteLayout } from '../shell/SiteLayout';
import { ErrorPage } from './ErrorPage';

/**
 * What the router shows when a page throws or its chunk fails to load: the error page in the
 * layout, with the navigation bar red (shell §2: the top progress bar turns red on failure).
 * A route's error response keeps its status; anything else is a 500 (shell §8).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return (
    <SiteLayout layout="default" failed>
      <ErrorPage status={status} {...(message ? { message } : {})} />
    </SiteLayout>
  );
}
