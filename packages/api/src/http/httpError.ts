import type { FieldError } from '@bikeship/core/schemas';

/**
 * An error answer a service decides on. The app's error handler turns it into JSON:
 * `{ message }`, plus `errors` (field errors) for 400 and 409 answers.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly errors?: FieldError[],
    /** Extra fields of the body (e.g. the server's own figures on a 409). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** 404 for a thing that does not exist OR belongs to someone else: both look the same. */
export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found`);
}

/** 400 with one field error. */
export function badField(propertyName: string, message: string): HttpError {
  return new HttpError(400, message, [{ propertyName, message }]);
}
