import {
  type ReferenceData,
  type ReferenceLoad,
  type ReferenceState,
  referenceDataOf,
} from '@bikeship/core/runtime';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ignore, NO_LOADS, type ReferenceDataRead, readOf } from './referenceDataRead';

/** The same array as long as the keys are the same, so that effects run when they change. */
function useStableKeys(keys: string[]): readonly string[] {
  const stable = useRef(keys);
  const previous = stable.current;
  if (previous.length !== keys.length || previous.some((key, index) => key !== keys[index])) {
    stable.current = keys;
  }
  return stable.current;
}

/**
 * Reads several loads of reference data from one source at once — one per country of a trip,
 * one per declared value — in the order given; see `useReferenceData` for one.
 * @example
 * const reads = useReferenceDataAll(runtime.api, codes.map(statesOf));
 * const states = reads.map((read) => read.value ?? []);
 */
export function useReferenceDataAll<Source extends object, Value>(
  source: Source,
  references: readonly ReferenceLoad<Source, Value>[],
): ReferenceDataRead<Value>[] {
  const cache = referenceDataOf(source);
  const keys = useStableKeys(references.map((reference) => reference.key));
  // The loads of the latest render: a caller builds them anew each time, with the same keys.
  const latest = useRef(references);
  latest.current = references;
  // The keys this component has asked its cache for (readOf).
  const asked = useRef<{ cache: ReferenceData<Source>; keys: Set<string> }>({
    cache,
    keys: new Set(),
  });
  if (asked.current.cache !== cache) asked.current = { cache, keys: new Set() };

  // The same array while every state is the same object: useSyncExternalStore compares snapshots
  // by identity.
  const snapshot = useRef<readonly (ReferenceState<Value> | undefined)[]>(NO_LOADS);
  const readStates = () => {
    const states = latest.current.map((reference) => cache.peek(reference));
    const before = snapshot.current;
    if (states.length !== before.length || states.some((state, index) => state !== before[index])) {
      snapshot.current = states;
    }
    return snapshot.current;
  };
  const states = useSyncExternalStore(cache.subscribe, readStates, readStates);

  useEffect(() => {
    for (const key of keys) {
      const reference = latest.current.find((candidate) => candidate.key === key);
      if (!reference) continue;
      asked.current.keys.add(key);
      cache.load(reference).catch(ignore);
    }
  }, [cache, keys]);

  return references.map((reference, index) =>
    readOf(states[index], asked.current.keys.has(reference.key), () => {
      asked.current.keys.add(reference.key);
      cache.load(reference).catch(ignore);
    }),
  );
}
