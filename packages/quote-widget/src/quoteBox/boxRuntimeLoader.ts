import type { QuoteBasics, QuoteRuntimeOptions } from '../runtime/quoteBasics';
import type { QuoteRuntime } from '../runtime/quoteRuntime';

/**
 * The quote box's stores, loaded after the box has rendered (issue 5: the box accepts input
 * within its 30 KB first load; the stores bring zod's parsers and the core stores, ≈ 12 KB
 * gzip). `load` imports them once — a failed import is tried again on the next call — and
 * starts the session, as the wizard does when it mounts. Grows the box's basics into the
 * runtime (quoteBasics.ts), so what is keyed by them is kept.
 */
export function createBoxRuntimeLoader(options: QuoteRuntimeOptions, basics: QuoteBasics) {
  let runtime: QuoteRuntime | null = null;
  let loading: Promise<QuoteRuntime> | undefined;
  let disposed = false;
  const listeners = new Set<() => void>();
  return {
    load(): Promise<QuoteRuntime> {
      loading ??= import('../runtime/quoteRuntime').then(
        ({ createQuoteRuntime }) => {
          if (disposed) throw new Error('The quote box was removed');
          runtime ??= createQuoteRuntime(options, basics);
          runtime.session.getState().start();
          for (const listener of listeners) listener();
          return runtime;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
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
      disposed = true;
      runtime?.dispose();
    },
  };
}
