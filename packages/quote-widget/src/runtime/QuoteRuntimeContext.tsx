import { createRuntimeHooks } from '@bikeship/ui';
import type { QuoteBasics } from './quoteBasics';
import type { QuoteRuntime } from './quoteRuntime';

/**
 * The wizard's typed view of the ui runtime bindings (`ShopRuntimeProvider`): its basics (API,
 * settings, events) from the first render, and its runtime once the stores are there.
 */
export const {
  /** The API, settings and events of the wizard this component is in. */
  useBasics: useQuoteBasics,
  /** The runtime once its stores are there: always in the wizard, null at first in the box. */
  useLoadedRuntime: useLoadedQuoteRuntime,
  /** Answers the runtime once its stores are there (at once in the wizard), loading them. */
  useLoadRuntime: useLoadQuoteRuntime,
  /** The runtime of the wizard this component is in (a component of the wizard's steps). */
  useRuntime: useQuoteRuntime,
} = createRuntimeHooks<QuoteBasics, QuoteRuntime>();
