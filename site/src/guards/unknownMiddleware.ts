import type { ErrorResponse } from 'react-router';

/**
 * The route error of a guard name the site does not know (shell §8: "Unknown middleware" as a
 * 500). Shaped as React Router's error responses are, so the error page reads its status and
 * text (`isRouteErrorResponse`) as it reads any other.
 */
export class UnknownMiddlewareError implements ErrorResponse {
  readonly status = 500;
  readonly statusText = 'Internal Server Error';
  readonly internal = false;
  readonly data = 'Unknown middleware';
  constructor(readonly guardName: string) {}
}
