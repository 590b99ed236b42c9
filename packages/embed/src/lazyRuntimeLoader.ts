/** What a widget's runtime offers its loader: a session to start, and a way to stop it all. */
export interface LoadableRuntime {
  session: { getState(): { start(): void } };
  dispose(): void;
}

/**
 * A widget's stores and data layer, imported after the element's first render (its first-load
 * budget): `load` imports them once — a failed import is tried again on the next call, a form's
 * submit — makes the runtime and starts its session. `dispose` stops the runtime and drops a load
 * still on its way, rejecting it with `removedMessage` (the element was removed; React's
 * StrictMode mounts, unmounts and mounts an effect again in development); a `load` after it
 * starts over. `importRuntime` holds the widget's own dynamic import, so each bundle splits it.
 */
export function createLazyRuntimeLoader<Runtime extends LoadableRuntime>(
  importRuntime: () => Promise<() => Runtime>,
  removedMessage: string,
) {
  let runtime: Runtime | null = null;
  let loading: Promise<Runtime> | undefined;
  // Bumped by dispose: a load of an earlier generation does not make a runtime.
  let generation = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const importFor = (ofGeneration: number): Promise<Runtime> =>
    importRuntime().then(
      (makeRuntime) => {
        if (ofGeneration !== generation) throw new Error(removedMessage);
        if (!runtime) {
          runtime = makeRuntime();
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
    load(): Promise<Runtime> {
      loading ??= importFor(generation);
      return loading;
    },
    /** The runtime once loaded (for useSyncExternalStore). */
    current: (): Runtime | null => runtime,
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
        notify();
      }
    },
  };
}
