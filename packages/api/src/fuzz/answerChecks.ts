import type { WireAnswer } from './httpClient';
import type { FuzzRequest } from './requestGenerator';
import type { RowChanges } from './rowLedger';

/** What a request's answer broke. */
export type FailureCheck =
  /** A 5xx answer: the server did not cope with the input. */
  | 'server-error'
  /** No HTTP answer at all: the connection was closed or the answer never came. */
  | 'no-answer'
  /**
   * The request was answered, but it left its kept-alive connection broken: the next request
   * on it got no answer (the client retried that one on a new connection).
   */
  | 'broken-connection'
  /** A 4xx whose body is not `{ message: string, errors?: [{ propertyName, message }] }`. */
  | 'error-shape'
  /** A refused request (4xx/5xx) that left rows behind or took rows away. */
  | 'partial-write'
  /** A JSON endpoint answered 2xx to a body sent as text/plain, a form, XML… */
  | 'non-json-accepted';

/**
 * Tables a refused request may change by design, and why. Anything else a refused request
 * changes is a partial write (DESIGN.md §7: "never a partial write").
 */
export const TABLES_WRITTEN_ON_REFUSAL: Readonly<Record<string, string>> = {
  // A refused sign-in, email check or reset request is exactly what the limiter counts
  // (auth/rateLimiter.ts), and it sweeps expired windows on the way.
  rate_limits: 'the rate limiter counts refused attempts',
};

/** What the report keeps of a failed exchange (never the whole body: it may be 2 MiB). */
export interface Failure {
  check: FailureCheck;
  /** The request's position in the run (replay with the same seed). */
  index: number;
  operationId: string;
  kind: string;
  method: string;
  path: string;
  mutation: string;
  contentType: string;
  bodyBytes: number;
  bodyExcerpt: string;
  status: number;
  answerExcerpt: string;
  /** Net rows per table the request left (partial writes). */
  rowChanges?: Record<string, number>;
  /** What the server logged about it (5xx), e.g. the database's error. */
  serverLog?: string;
}

const EXCERPT_CHARS = 200;

function excerpt(text: string): string {
  return text.length > EXCERPT_CHARS
    ? `${text.slice(0, EXCERPT_CHARS)}… (${text.length} chars)`
    : text;
}

/**
 * A log line's start and end: a database error reads "Failed query: <the SQL> params: …:
 * <the cause>", and the cause, which says what went wrong, comes last.
 */
function headAndTail(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 2 * EXCERPT_CHARS
    ? `${flat.slice(0, EXCERPT_CHARS / 2)} … ${flat.slice(-EXCERPT_CHARS)}`
    : flat;
}

function bodyExcerptOf(request: FuzzRequest): { bytes: number; text: string } {
  const body = request.body;
  if (!body) return { bytes: 0, text: '' };
  if (body.type === 'form') {
    const parts = [...body.form.entries()].map(([name, value]) =>
      typeof value === 'string'
        ? `${name}=${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`
        : `${name}=<file ${JSON.stringify(value.name)} ${value.size} B>`,
    );
    return { bytes: -1, text: excerpt(`multipart: ${parts.join(' ')}`) };
  }
  return {
    bytes: body.bytes.length,
    text: `${Buffer.from(body.bytes.subarray(0, EXCERPT_CHARS)).toString('utf8')}${body.bytes.length > EXCERPT_CHARS ? '…' : ''}`,
  };
}

/** `{ message: string, errors?: [{ propertyName: string, message: string }] }`, more allowed. */
export function isErrorShape(json: unknown): boolean {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return false;
  const { message, errors } = json as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return false;
  if (errors === undefined) return true;
  return (
    Array.isArray(errors) &&
    errors.every(
      (item) =>
        item !== null &&
        typeof item === 'object' &&
        typeof (item as { propertyName?: unknown }).propertyName === 'string' &&
        typeof (item as { message?: unknown }).message === 'string',
    )
  );
}

/** The rows a refused request changed outside the tables that record refusals. */
function partialWrites(changes: RowChanges): Record<string, number> | undefined {
  const left = [...changes].filter(([table]) => !(table in TABLES_WRITTEN_ON_REFUSAL));
  return left.length > 0 ? Object.fromEntries(left) : undefined;
}

/** The report's record of one failed exchange. */
export function failureOf(
  check: FailureCheck,
  index: number,
  request: FuzzRequest,
  answer: WireAnswer,
  extra: Partial<Failure> = {},
): Failure {
  const body = bodyExcerptOf(request);
  return {
    check,
    index,
    operationId: request.operation.id,
    kind: request.kind,
    method: request.method,
    path: excerpt(request.path),
    mutation: request.mutation,
    contentType:
      request.headers['content-type'] ??
      (request.body?.type === 'form' ? 'multipart/form-data' : ''),
    bodyBytes: body.bytes,
    bodyExcerpt: body.text,
    status: answer.status,
    answerExcerpt: excerpt(answer.error ?? answer.text),
    ...extra,
  };
}

/** Every way one exchange failed the fuzzer's checks (none: it passed). */
export function judge(
  index: number,
  request: FuzzRequest,
  answer: WireAnswer,
  changes: RowChanges,
  serverLog: string | undefined,
): Failure[] {
  const failure = (check: FailureCheck, extra: Partial<Failure> = {}) =>
    failureOf(check, index, request, answer, extra);
  const failures: Failure[] = [];
  const { status } = answer;
  if (status === 0) failures.push(failure('no-answer'));
  if (status >= 500) {
    failures.push(failure('server-error', serverLog ? { serverLog: headAndTail(serverLog) } : {}));
  }
  if (status >= 400 && status < 500 && !isErrorShape(answer.json)) {
    failures.push(failure('error-shape'));
  }
  if (status >= 400 || status === 0) {
    const rowChanges = partialWrites(changes);
    if (rowChanges) failures.push(failure('partial-write', { rowChanges }));
  }
  if (status >= 200 && status < 300 && request.nonJsonContentType) {
    failures.push(failure('non-json-accepted'));
  }
  return failures;
}
