import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { QuoteBasics } from './quoteBasics';
import type { QuoteRuntime } from './quoteRuntime';

interface QuoteRuntimeContextValue {
  basics: QuoteBasics;
  /** Null while the stores load (the quote box accepts input before: QuoteBoxWidget.tsx). */
  runtime: QuoteRuntime | null;
  /** The runtime, loading it when it is not there yet. */
  load(): Promise<QuoteRuntime>;
}

const QuoteRuntimeContext = createContext<QuoteRuntimeContextValue | null>(null);

/**
 * Gives the components below one wizard's runtime (api + stores). The quote box gives its
 * basics first and the runtime once its stores have loaded; the wizard always has its runtime.
 */
export function QuoteRuntimeProvider(
  props: (
    | { runtime: QuoteRuntime }
    | { basics: QuoteBasics; runtime: QuoteRuntime | null; load(): Promise<QuoteRuntime> }
  ) & { children: ReactNode },
) {
  const basics = 'basics' in props ? props.basics : props.runtime;
  const { runtime } = props;
  const load = 'load' in props ? props.load : undefined;
  const value = useMemo(
    () => ({
      basics,
      runtime,
      load: () =>
        runtime
          ? Promise.resolve(runtime)
          : (load?.() ?? Promise.reject(new Error('No quote runtime to load'))),
    }),
    [basics, runtime, load],
  );
  return (
    <QuoteRuntimeContext.Provider value={value}>{props.children}</QuoteRuntimeContext.Provider>
  );
}

function useRuntimeContext(): QuoteRuntimeContextValue {
  const value = useContext(QuoteRuntimeContext);
  if (!value) throw new Error('render inside <QuoteRuntimeProvider>');
  return value;
}

/** The API, settings and events of the wizard this component is in; there from the first render. */
export function useQuoteBasics(): QuoteBasics {
  return useRuntimeContext().basics;
}

/** The runtime once its stores are there: always in the wizard, null at first in the quote box. */
export function useLoadedQuoteRuntime(): QuoteRuntime | null {
  return useRuntimeContext().runtime;
}

/** Answers the runtime once its stores are there (at once in the wizard), loading them if need be. */
export function useLoadQuoteRuntime(): () => Promise<QuoteRuntime> {
  return useRuntimeContext().load;
}

/** The runtime of the wizard this component is in (a component of the wizard's steps). */
export function useQuoteRuntime(): QuoteRuntime {
  const { runtime } = useRuntimeContext();
  if (!runtime) throw new Error('useQuoteRuntime: the stores have not loaded yet');
  return runtime;
}

type StateOf<K extends 'ship' | 'session' | 'notices'> = ReturnType<QuoteRuntime[K]['getState']>;

/** A slice of the ship store (zustand's useStore: re-renders when the slice changes). */
export function useShip<T>(selector: (state: StateOf<'ship'>) => T): T {
  return useStore(useQuoteRuntime().ship, selector);
}

/** A slice of the session store. */
export function useSession<T>(selector: (state: StateOf<'session'>) => T): T {
  return useStore(useQuoteRuntime().session, selector);
}

/** A slice of the notices store. */
export function useNotices<T>(selector: (state: StateOf<'notices'>) => T): T {
  return useStore(useQuoteRuntime().notices, selector);
}

const noSubscription = () => () => {};

/**
 * A slice of a store that may not have loaded yet (the quote box's first moments): `whileLoading`
 * until it is there, then the slice, re-rendering as it changes. The selector must answer the
 * same value for the same state (a field, not a new object).
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
