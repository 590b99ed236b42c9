import { type FieldError, validationErrorResponseSchema } from '../schemas/validationError';

/**
 * Why a call failed:
 * - 'http': the server answered with a 4xx/5xx status;
 * - 'network': no answer at all (offline, CORS, DNS); `status` is 0;
 * - 'invalid-request': the input did not pass the endpoint's own schema, so nothing was sent
 *   (quote §8: "body-building failures");
 * - 'invalid-response': the server answered 2xx with a body that does not match the schema.
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-request' | 'invalid-response';

/** HTTP statuses the error catalogue (shell §8, quote §8) gives a meaning to. */
export const HTTP_BAD_REQUEST = 400;
export const HTTP_UNAUTHORIZED = 401;
export const HTTP_FORBIDDEN = 403;

/** The one error every API call throws (or hands to its policy, see `policies.ts`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer was received or nothing was sent. */
  readonly status: number;
  /** Field errors of a 400 answer, for marking form fields (shell §5). */
  readonly fieldErrors: FieldError[];
  /** The parsed error body as the server sent it. */
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    status = 0,
    fieldErrors: FieldError[] = [],
    body?: unknown,
  ) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Field errors of a 400 answer (`ValidationErrorResponse`); none when the body is another shape. */
export function readFieldErrors(body: unknown): FieldError[] {
  const parsed = validationErrorResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.errors : [];
}

/** The human message of an error body: a string body, or its `message`, `error` or `title`. */
export function readErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string' && body) return body;
  if (!isRecord(body)) return undefined;
  return [body.message, body.error, body.title].find(
    (m): m is string => typeof m === 'string' && m !== '',
  );
}
