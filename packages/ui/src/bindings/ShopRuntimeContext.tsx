import type { ShopStores } from '@bikeship/core/runtime';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';

/**
 * What a surface gives its components: its light basics (API, settings, events — there from the
 * first render) and its stores, which may load after the first render (the quote box takes
 * input before its stores arrive). Each surface types its own basics and runtime through
 * `createRuntimeHooks`; the store hooks below need only the stores.
 */
interface RuntimeContextValue {
  basics: unknown;
  /** Null while the stores load. */
  runtime: ShopStores | null;
  /** The runtime, loading it when it is not there yet. */
  load(): Promise<ShopStores>;
}

const RuntimeContext = createContext<RuntimeContextValue | null>(null);

/**
 * Gives the components below one surface's runtime: either a runtime whose stores are there
 * (the wizard, the account widget, the site), or basics first and the stores once loaded.
 * @example <ShopRuntimeProvider runtime={runtime}><QuoteWizard /></ShopRuntimeProvider>
 */
export function ShopRuntimeProvider<Basics, Runtime extends ShopStores>(
  props: (
    | { runtime: Runtime & Basics }
    | { basics: Basics; runtime: Runtime | null; load(): Promise<Runtime> }
  ) & { children: ReactNode },
) {
  const basics = 'basics' in props ? props.basics : props.runtime;
  const { runtime } = props;
  const load = 'load' in props ? props.load : undefined;
  const value = useMemo<RuntimeContextValue>(
    () => ({
      basics,
      runtime,
      load: () =>
        runtime
          ? Promise.resolve(runtime)
          : (load?.() ?? Promise.reject(new Error('No shop runtime to load'))),
    }),
    [basics, runtime, load],
  );
  return <RuntimeContext.Provider value={value}>{props.children}</RuntimeContext.Provider>;
}

function useRuntimeContext(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('render inside <ShopRuntimeProvider>');
  return value;
}

/**
 * The typed accessors of one surface's runtime. The provider holds whatever the surface gave
 * it; these hooks restore the surface's own types — the one place they are asserted, because a
 * context cannot be generic over the surface that fills it.
 * @example export const { useBasics: useQuoteBasics, useRuntime: useQuoteRuntime } = createRuntimeHooks<QuoteBasics, QuoteRuntime>();
 */
export function createRuntimeHooks<Basics, Runtime extends ShopStores>() {
  return {
    /** The API, settings and events of this surface; there from the first render. */
    useBasics: (): Basics => useRuntimeContext().basics as Basics,
    /** The runtime once its stores are there; null before (the quote box's first moments). */
    useLoadedRuntime: (): Runtime | null => useRuntimeContext().runtime as Runtime | null,
    /** Answers the runtime once its stores are there, loading them if need be. */
    useLoadRuntime: (): (() => Promise<Runtime>) =>
      useRuntimeContext().load as () => Promise<Runtime>,
    /** The runtime of a component that only renders once the stores are there. */
    useRuntime: (): Runtime => {
      const { runtime } = useRuntimeContext();
      if (!runtime) throw new Error('the stores have not loaded yet');
      return runtime as Runtime;
    },
  };
}

function useStores(): ShopStores {
  const { runtime } = useRuntimeContext();
  if (!runtime) throw new Error('the stores have not loaded yet');
  return runtime;
}

type StateOf<K extends keyof ShopStores> = ReturnType<ShopStores[K]['getState']>;

/** A slice of the ship store (re-renders when the slice changes). */
export function useShip<T>(selector: (state: StateOf<'ship'>) => T): T {
  return useStore(useStores().ship, selector);
}

/** A slice of the session store. */
export function useSession<T>(selector: (state: StateOf<'session'>) => T): T {
  return useStore(useStores().session, selector);
}

/** A slice of the notices store. */
export function useNotices<T>(selector: (state: StateOf<'notices'>) => T): T {
  return useStore(useStores().notices, selector);
}

const noSubscription = () => () => {};

/**
 * A slice of a store that may not have loaded yet: `whileLoading` until it is there, then the
 * slice, re-rendering as it changes. The selector must answer the same value for the same state
 * (a field, not a new object).
 */
export function useStoreWhenLoaded<S, T, F>(
  store: { getState(): S; subscribe(listener: () => void): () => void } | undefined,
  selector: (state: S) => T,
  whileLoading: F,
): T | F {
  return useSyncExternalStore<T | F>(
    store ? store.subscribe : noSubscription,
    store ? () => selector(store.getState()) : () => whileLoading,
  );
}
