import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SiteLayout } from '../shell/SiteLayout';
import { useChunkFailureReload } from '../version/useChunkFailureReload';
import { ErrorPage } from './ErrorPage';

/**
 * What the router shows when a page throws or its chunk fails to load: the error page in the
 * layout, with the navigation bar red (shell §2: the top progress bar turns red on failure).
 * A route's error response keeps its status; anything else is a 500 (shell §8). After a chunk
 * failure the page reloads once a minute at most; past that, this page shows.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // A page's chunk that failed to load reloads the page, at most once a minute (shell §4).
  useChunkFailureReload(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return (
    <SiteLayout layout="default" failed>
      <ErrorPage status={status} {...(message ? { message } : {})} />
    </SiteLayout>
  );
}
