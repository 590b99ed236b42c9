import { type ReferenceData, type ReferenceLoad, referenceDataOf } from '@bikeship/core/runtime';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ignore, LOADING_READ, type ReferenceDataRead, readOf } from './referenceDataRead';

export type { ReferenceDataRead } from './referenceDataRead';
export { useReferenceDataAll } from './useReferenceDataAll';

/**
 * Reads one load of reference data (core `referenceDataOf(source)`), asking for it when the
 * component mounts: `loading`, then `ready` with the value, or `failed` with `retry`. Data that
 * is already there is read on the first render, with no loading state; every component reading
 * the same source and key shares one load. `null`: nothing to load (a guest has no saved cards)
 * — it reads as loading and asks nothing.
 *
 * Uses only hooks that React 19 and preact/compat both have (DESIGN.md §4).
 * @example
 * const read = useReferenceData(runtime.api, PICKUP_OPTIONS);
 * if (read.status === 'failed') return <Button onClick={read.retry}>Try again</Button>;
 * const options = read.value ?? [];
 */
export function useReferenceData<Source extends object, Value>(
  source: Source,
  reference: ReferenceLoad<Source, Value> | null,
): ReferenceDataRead<Value> {
  const cache = referenceDataOf(source);
  // The load of the latest render: a caller may build it anew each time, with the same key.
  const latest = useRef(reference);
  latest.current = reference;
  // The cache and key this component last asked for (readOf).
  const asked = useRef<{ cache: ReferenceData<Source>; key: string } | null>(null);
  const ask = (current: ReferenceLoad<Source, Value>) => {
    asked.current = { cache, key: current.key };
    cache.load(current).catch(ignore);
  };
  const readState = () => (latest.current ? cache.peek(latest.current) : undefined);
  const state = useSyncExternalStore(cache.subscribe, readState, readState);

  const key = reference?.key;
  useEffect(() => {
    if (key !== undefined && latest.current) ask(latest.current);
  }, [cache, key]);

  if (!reference) return LOADING_READ;
  const askedFor = asked.current?.cache === cache && asked.current.key === reference.key;
  return readOf(state, askedFor, () => ask(reference));
}
