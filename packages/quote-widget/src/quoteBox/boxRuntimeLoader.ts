import type { QuoteBasics, QuoteRuntimeOptions } from '../runtime/quoteBasics';
import type { QuoteRuntime } from '../runtime/quoteRuntime';

/**
 * The quote box's stores, loaded after the box has rendered — when the customer turns to it
 * (QuoteBoxWidget.tsx) — not with it (the box accepts input within its 30 KB first
 * load; the stores bring zod's parsers and the core stores, ≈ 12 KB gzip). `load` imports them
 * once — a failed import is tried again on the next call — and starts the session, as the
 * wizard does when it mounts. Grows the box's basics into the runtime (quoteBasics.ts), so what
 * is keyed by them is kept.
 *
 * `dispose` stops the runtime and drops a load still on its way; a `load` after it starts over
 * (React's StrictMode mounts, unmounts and mounts an effect again in development).
 */
export function createBoxRuntimeLoader(options: QuoteRuntimeOptions, basics: QuoteBasics) {
  let runtime: QuoteRuntime | null = null;
  let loading: Promise<QuoteRuntime> | undefined;
  // Bumped by dispose: a load of an earlier generation does not make a runtime.
  let generation = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const importFor = (ofGeneration: number): Promise<QuoteRuntime> =>
    import('../runtime/quoteRuntime').then(
      ({ createQuoteRuntime }) => {
        if (ofGeneration !== generation) throw new Error('The quote box was removed');
        if (!runtime) {
          runtime = createQuoteRuntime(options, basics);
          runtime.session.getState().start();
          notify();
        }
        return runtime;
      },
      (error: unknown) => {
        if (ofGeneration === generation) loading = undefined;
        throw error;
      },
    );
  return {
    load(): Promise<QuoteRuntime> {
      loading ??= importFor(generation);
      return loading;
    },
    /** The runtime once loaded (for useSyncExternalStore). */
    current: (): QuoteRuntime | null => runtime,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The element was removed: stop the session's timers; a load still on its way is dropped. */
    dispose(): void {
      generation += 1;
      loading = undefined;
      if (runtime) {
        runtime.dispose();
        runtime = null;
        notify();
      }
    },
  };
}
