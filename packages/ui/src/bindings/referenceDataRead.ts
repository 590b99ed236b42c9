// What the reference-data hooks share: the read a component gets, made from the cache's state.
// A module of its own so that each hook is one too: a bundle that reads single loads (the quote
// box's first chunk) does not carry the reader of lists (useReferenceDataAll.ts).
import type { ReferenceState } from '@bikeship/core/runtime';

/**
 * What a component reads of one load of reference data.
 * @example
 * const read: ReferenceDataRead<PaymentsConfig> = useReferenceData(runtime.api, PAYMENTS_CONFIG);
 * if (read.status === 'ready') show(read.value);
 */
export type ReferenceDataRead<Value> = (
  | { readonly status: 'loading'; readonly value: undefined }
  | { readonly status: 'ready'; readonly value: Value }
  | { readonly status: 'failed'; readonly value: undefined }
) & {
  /** Asks again after a failure (a Try again button); joins the load when there is one. */
  retry(): void;
};

/** The failure is shown through the read's status; the rejected promise has nothing to add. */
export const ignore = () => {};

export const LOADING_READ: ReferenceDataRead<never> = {
  status: 'loading',
  value: undefined,
  retry: ignore,
};

export const NO_LOADS: readonly never[] = [];

/** Whether a load would join this state rather than ask again (core `ReferenceData.load`). */
const isCurrent = (state: ReferenceState<unknown>): boolean =>
  state.status === 'loading' || (state.status === 'ready' && state.kept);

/**
 * The read of one state. A failed or unkept state that this component has not asked again for
 * is an old one its effect is about to ask again for: it reads as loading, rather than flashing
 * the old failure for a frame.
 */
export function readOf<Value>(
  state: ReferenceState<Value> | undefined,
  askedFor: boolean,
  retry: () => void,
): ReferenceDataRead<Value> {
  if (!state || (!askedFor && !isCurrent(state))) return { ...LOADING_READ, retry };
  if (state.status === 'ready') return { status: 'ready', value: state.value, retry };
  return { status: state.status, value: undefined, retry };
}
