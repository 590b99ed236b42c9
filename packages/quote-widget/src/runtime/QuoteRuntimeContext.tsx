import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { QuoteRuntime } from './quoteRuntime';

const QuoteRuntimeContext = createContext<QuoteRuntime | null>(null);

/** Gives the components below one wizard's runtime (api + stores). */
export function QuoteRuntimeProvider(props: { runtime: QuoteRuntime; children: ReactNode }) {
  return (
    <QuoteRuntimeContext.Provider value={props.runtime}>
      {props.children}
    </QuoteRuntimeContext.Provider>
  );
}

/** The runtime of the wizard this component is in. */
export function useQuoteRuntime(): QuoteRuntime {
  const runtime = useContext(QuoteRuntimeContext);
  if (!runtime) throw new Error('useQuoteRuntime: render inside <QuoteRuntimeProvider>');
  return runtime;
}

type StateOf<K extends 'ship' | 'session' | 'payment' | 'notices'> = ReturnType<
  QuoteRuntime[K]['getState']
>;

/** A slice of the ship store (zustand's useStore: re-renders when the slice changes). */
export function useShip<T>(selector: (state: StateOf<'ship'>) => T): T {
  return useStore(useQuoteRuntime().ship, selector);
}

/** A slice of the session store. */
export function useSession<T>(selector: (state: StateOf<'session'>) => T): T {
  return useStore(useQuoteRuntime().session, selector);
}

/** A slice of the payment store. */
export function usePayment<T>(selector: (state: StateOf<'payment'>) => T): T {
  return useStore(useQuoteRuntime().payment, selector);
}

/** A slice of the notices store. */
export function useNotices<T>(selector: (state: StateOf<'notices'>) => T): T {
  return useStore(useQuoteRuntime().notices, selector);
}
