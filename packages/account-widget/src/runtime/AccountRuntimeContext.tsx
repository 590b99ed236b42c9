import { createRuntimeHooks } from '@bikeship/ui';
import type { AccountBasics } from './accountBasics';
import type { AccountRuntime } from './accountRuntime';

/**
 * The account widget's typed view of the ui runtime bindings (`ShopRuntimeProvider`): its basics
 * (settings, events) from the first render, and its runtime once the stores are there.
 */
export const {
  /** The settings and events of the element this component is in. */
  useBasics: useAccountBasics,
  /** The runtime once its stores are there; null for the first moments after the first render. */
  useLoadedRuntime: useLoadedAccountRuntime,
  /** Answers the runtime once its stores are there, loading them if need be (a form's submit). */
  useLoadRuntime: useLoadAccountRuntime,
} = createRuntimeHooks<AccountBasics, AccountRuntime>();
