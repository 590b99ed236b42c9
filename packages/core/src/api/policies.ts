import { ApiError, HTTP_BAD_REQUEST, HTTP_FORBIDDEN } from './apiError';

/**
 * The error catalogue (shell §8, quote §8) as function wrappers: each turns a call that rejects
 * with `ApiError` into one that resolves to the row's fallback. Anything that is not an
 * `ApiError` is a bug in our code and still throws. Calls whose row says "passed to the caller"
 * are simply not wrapped.
 */
type AsyncCall<Args extends unknown[], Result> = (...args: Args) => Promise<Result>;

/** Contract drift (a request or an answer that does not match the schemas) is a developer's
 * problem: logged even where the user sees nothing. */
function logContractError(error: ApiError): void {
  if (error.kind === 'invalid-request' || error.kind === 'invalid-response') {
    console.error('[bikeship]', error);
  }
}

function recover<Args extends unknown[], Result, Fallback>(
  call: AsyncCall<Args, Result>,
  fallback: (error: ApiError) => Fallback,
): AsyncCall<Args, Result | Fallback> {
  return (...args) =>
    call(...args).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      logContractError(error);
      return fallback(error);
    });
}

/** "Failures return false" (quote §8). */
export const orFalse = <Args extends unknown[], Result>(call: AsyncCall<Args, Result>) =>
  recover(call, () => false as const);

/** "Failures return an empty list" (quote §8). */
export const orEmpty = <Args extends unknown[], Item>(
  call: AsyncCall<Args, Item[]>,
): AsyncCall<Args, Item[]> => recover(call, (): Item[] => []);

/** "Alert loading failures are only logged" (shell §8): logged, then an empty list. */
export const loggedOrEmpty = <Args extends unknown[], Item>(
  call: AsyncCall<Args, Item[]>,
): AsyncCall<Args, Item[]> =>
  recover(call, (error): Item[] => {
    console.error('[bikeship] alerts', error);
    return [];
  });

/** The outcome of a call whose failure is an answer too ("Claim failure returns the error
 * response", quote §8). */
export type CallResult<Value> = { ok: true; value: Value } | { ok: false; error: ApiError };

/** Resolves to `{ ok: true, value }` or `{ ok: false, error }`; never rejects with ApiError. */
export const asResult = <Args extends unknown[], Value>(
  call: AsyncCall<Args, Value>,
): AsyncCall<Args, CallResult<Value>> =>
  recover(
    (...args: Args) => call(...args).then((value): CallResult<Value> => ({ ok: true, value })),
    (error): CallResult<Value> => ({ ok: false, error }),
  );

/**
 * "403 gives a distinct forbidden result … other failures return false" (quote §8: order
 * creation, saving a paid order). `onBadRequest` receives a 400 before it becomes false
 * (order creation reports it to the error service).
 */
export const forbiddenOrFalse = <Args extends unknown[], Result>(
  call: AsyncCall<Args, Result>,
  onBadRequest?: (error: ApiError) => void,
) =>
  recover(call, (error) => {
    if (error.status === HTTP_FORBIDDEN) return HTTP_FORBIDDEN;
    if (error.status === HTTP_BAD_REQUEST) onBadRequest?.(error);
    return false as const;
  });

/** "Failed confirm-order is reported and returns false" (quote §8). */
export const reportedOrFalse = <Args extends unknown[], Result>(
  call: AsyncCall<Args, Result>,
  report: (error: ApiError) => void,
) =>
  recover(call, (error) => {
    report(error);
    return false as const;
  });

/** Adapts a call's answer (quote §7 "answer use", e.g. order dates "array, reversed"). */
export const mapAnswer =
  <Args extends unknown[], Result, Mapped>(
    call: AsyncCall<Args, Result>,
    map: (answer: Result) => Mapped,
  ): AsyncCall<Args, Mapped> =>
  (...args) =>
    call(...args).then(map);
