/**
 * Reference data — form lists, box presets, protection prices, the payments configuration — is
 * asked for by several components of one surface, often at the same moment (the quote box and
 * step 1 both want the box presets) and again whenever a step is opened anew. This cache asks
 * once per source and shares the answer, after stripe-js `src/shared.ts` (DESIGN.md §9): the
 * promise is memoised, and forgotten when the load fails, so that the next read asks again.
 *
 * Components read it through a binding (`@bikeship/ui` `useReferenceData`); the settled state
 * is readable synchronously (`peek`), so a component that mounts after the data arrived shows it
 * on its first render.
 */

/**
 * What a read of one load finds.
 * @example
 * const state = referenceDataOf(api).peek(PICKUP_OPTIONS);
 * if (state?.status === 'ready') show(state.value);
 */
export type ReferenceState<Value> =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly value: Value;
      /** False when the next `load` asks again (`ReferenceLoad.keep` turned the value down). */
      readonly kept: boolean;
    }
  | { readonly status: 'failed'; readonly error: unknown };

/**
 * One named load of reference data from a source (the API object).
 *
 * The key names the data: two loads with one key are one load, so a key holds every parameter
 * of the call (`form-data:states:CA`), and data of one user holds that user
 * (`user:42:payment-methods`) so that it is never served to another.
 *
 * @example
 * const PICKUP_OPTIONS: ReferenceLoad<QuoteApi, PickupOption[]> = {
 *   key: 'form-data:pickup-options',
 *   load: (api) => api.formData.getPickupOptions(),
 *   keep: keepNonEmpty,
 * };
 */
export interface ReferenceLoad<Source extends object, Value> {
  /** The name of the data in its source's cache, with every parameter of the call. */
  readonly key: string;
  /** Asks the source; rejects when the data could not be had. */
  readonly load: (source: Source) => Promise<Value>;
  /**
   * Whether an answer is kept for later reads (default: always). An answer that is not kept is
   * still shown to whoever asked, but the next `load` asks again: for a list call that fails to
   * an empty list (`keepNonEmpty`), or data that changes while the surface is open (a
   * customer's saved cards).
   * @example keep: (list) => list.length > 0
   */
  readonly keep?: (value: Value) => boolean;
}

/** The cache of one source's reference data. */
export interface ReferenceData<Source extends object> {
  /**
   * The data of `reference`: the load under way or the kept answer when there is one, else a
   * new load (a failed or unkept one is asked again). Rejects as the load does.
   * @example const presets = await referenceDataOf(api).load(BOX_PRESETS);
   */
  load<Value>(reference: ReferenceLoad<Source, Value>): Promise<Value>;
  /**
   * What a read of `reference` finds now, without asking: undefined when it was never asked for.
   * @example const state = referenceDataOf(api).peek(BOX_PRESETS); // { status: 'ready', value, kept }
   */
  peek<Value>(reference: ReferenceLoad<Source, Value>): ReferenceState<Value> | undefined;
  /**
   * Calls `listener` whenever a state of this cache changes; answers the unsubscribe. One
   * listener for the whole cache: reference data changes a few times per visit.
   * @example const stop = referenceDataOf(api).subscribe(() => render());
   */
  subscribe(listener: () => void): () => void;
}

/**
 * `keep` for a list call that answers an empty list on failure (core/api `orEmpty`, quote §8):
 * an empty list is shown, and asked for again by the next read, since it may be a failure.
 * @example { key: 'form-data:package-presets', load: (api) => api.formData.getPackagePresets(), keep: keepNonEmpty }
 */
export const keepNonEmpty = (list: readonly unknown[]): boolean => list.length > 0;

const LOADING = { status: 'loading' } as const;

interface Entry {
  state: ReferenceState<unknown>;
  /** The memoised load: under way, or settled and kept. Absent once it failed or was not kept. */
  promise?: Promise<unknown>;
}

/**
 * A new, empty cache of reference data for `source`. Most callers want the one cache of a
 * source, `referenceDataOf`; a fresh one is for tests and for a source of one's own.
 * @example
 * const cache = createReferenceData(api);
 * const options = await cache.load(PICKUP_OPTIONS);
 */
export function createReferenceData<Source extends object>(source: Source): ReferenceData<Source> {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();

  const settle = (entry: Entry, state: ReferenceState<unknown>) => {
    entry.state = state;
    for (const listener of [...listeners]) listener();
  };

  return {
    load<Value>(reference: ReferenceLoad<Source, Value>): Promise<Value> {
      const known = entries.get(reference.key);
      // One key holds one load's data, so its promise is of this load's value type.
      if (known?.promise) return known.promise as Promise<Value>;
      const entry: Entry = known ?? { state: LOADING };
      entries.set(reference.key, entry);
      // A loader that throws before it returns a promise fails like one that rejects.
      const promise = new Promise<Value>((resolve) => resolve(reference.load(source))).then(
        (value) => {
          const kept = reference.keep?.(value) ?? true;
          if (!kept) entry.promise = undefined;
          settle(entry, { status: 'ready', value, kept });
          return value;
        },
        (error: unknown) => {
          entry.promise = undefined;
          settle(entry, { status: 'failed', error });
          throw error;
        },
      );
      entry.promise = promise;
      settle(entry, LOADING);
      return promise;
    },

    peek<Value>(reference: ReferenceLoad<Source, Value>): ReferenceState<Value> | undefined {
      // One key holds one load's data, so its state is of this load's value type.
      return entries.get(reference.key)?.state as ReferenceState<Value> | undefined;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

// Keyed by the source object itself: the cache lives exactly as long as the surface's API, and
// nothing has to be added to a runtime to hold it.
const caches = new WeakMap<object, ReferenceData<object>>();

/**
 * The one reference-data cache of `source` (the surface's API object), made on first use. Every
 * component given the same source shares its loads; another source (another widget on the page)
 * has its own.
 * @example
 * const options = await referenceDataOf(runtime.api).load(PICKUP_OPTIONS);
 * referenceDataOf(runtime.api).peek(PICKUP_OPTIONS); // { status: 'ready', value: options, kept: true }
 */
export function referenceDataOf<Source extends object>(source: Source): ReferenceData<Source> {
  let cache = caches.get(source);
  if (!cache) {
    cache = createReferenceData(source);
    caches.set(source, cache);
  }
  // Made for this very source (above), so its loads are handed the source they expect.
  return cache as ReferenceData<Source>;
}
