import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SiteLayout } from '../shell/SiteLayout';
import { useChunkFailureReload } from '../version/useChunkFailureReload';
import { ErrorPage } from './ErrorPage';

/**
 * What the router shows when a page throws or its chunk fails: the error page in the layout
 * (after a chunk failure, once the minute's reload has been spent).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // A page's chunk that failed to load reloads the page, at most once a minute (shell §4).
  useChunkFailureReload(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? String(error.data ?? '') : undefined;
  return (
    <SiteLayout layout="default">
      <ErrorPage status={status} {...(message ? { message } : {})} />
    </SiteLayout>
  );
}
