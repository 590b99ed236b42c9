import { isRouteErrorResponse } from 'react-router';
import { useChunkFailureReload } from '../version/useChunkFailureReload';
import { ErrorPage } from './ErrorPage';

/**
 * The error page for a page that threw or whose chunk failed to load (the shell's
 * RouteErrorBoundary shows it in the layout, with the navigation bar red: shell §2). An error
 * response keeps its status and text (a guard's "Unknown middleware"); anything else is a 500
 * (shell §8). After a chunk failure the page reloads once a minute at most; past that, this page
 * shows.
 */
export function RouteErrorPage(props: { error: unknown }) {
  const { error } = props;
  // A page's chunk that failed to load reloads the page, at most once a minute (shell §4).
  useChunkFailureReload(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return <ErrorPage status={status} {...(message ? { message } : {})} />;
}
