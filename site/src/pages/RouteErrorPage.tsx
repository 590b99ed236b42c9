import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SiteLayout } from '../shell/SiteLayout';
import { ErrorPage } from './ErrorPage';

/** What the router shows when a page throws or its chunk fails: the error page in the layout. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? String(error.data ?? '') : undefined;
  return (
    <SiteLayout layout="default">
      <ErrorPage status={status} {...(message ? { message } : {})} />
    </SiteLayout>
  );
}
