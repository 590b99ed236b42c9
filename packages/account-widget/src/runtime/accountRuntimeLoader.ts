import type { AccountBasics, AccountRuntimeOptions } from './accountBasics';
import type { AccountRuntime } from './accountRuntime';

/**
 * The element's stores and data layer, imported after its first render (the first-load budget):
 * `load` imports them once — a failed import is tried again on the next call, a form's submit —
 * and starts the session. `dispose` stops the runtime and drops a load still on its way (the
 * element was removed; React's StrictMode mounts an effect twice in development).
 */
export function createAccountRuntimeLoader(options: AccountRuntimeOptions, basics: AccountBasics) {
  let runtime: AccountRuntime | null = null;
  let loading: Promise<AccountRuntime> | undefined;
  let generation = 0;
  const listeners = new Set<() => void>();
  const importFor = (ofGeneration: number): Promise<AccountRuntime> =>
    import('./accountRuntime').then(
      ({ createAccountRuntime }) => {
        if (ofGeneration !== generation) throw new Error('The account element was removed');
        if (!runtime) {
          runtime = createAccountRuntime(options, basics);
          runtime.session.getState().start();
          for (const listener of listeners) listener();
        }
        return runtime;
      },
      (error: unknown) => {
        if (ofGeneration === generation) loading = undefined;
        throw error;
      },
    );
  return {
    load(): Promise<AccountRuntime> {
      loading ??= importFor(generation);
      return loading;
    },
    /** The runtime once loaded (for useSyncExternalStore). */
    current: (): AccountRuntime | null => runtime,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose(): void {
      generation += 1;
      loading = undefined;
      if (runtime) {
        runtime.dispose();
        runtime = null;
        for (const listener of listeners) listener();
      }
    },
  };
}
