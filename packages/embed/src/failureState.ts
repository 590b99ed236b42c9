/** The codes of failures a partner's developer must fix (failureReports.ts says each). */
export type WidgetFailureCode = 'api-unreachable' | 'api-blocked-by-csp' | 'unknown-event-code';

/** A failure as the element shows it in place: its code and the message, in the element's locale. */
export interface ShownFailure {
  code: WidgetFailureCode;
  message: string;
}

/**
 * What one element shows of its failures, from its first render: the current one, and a way to
 * be told of changes (for useSyncExternalStore). It is tiny on purpose — the reporter that
 * decides and words failures (failureReports.ts) comes with the element's data layer, the only
 * thing that meets them.
 * @example const failures = createFailureState(); failures.show({ code: 'api-unreachable', message });
 */
export function createFailureState() {
  const listeners = new Set<() => void>();
  let current: ShownFailure | null = null;
  return {
    current: (): ShownFailure | null => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows a failure (or none); listeners hear only a change. */
    show(failure: ShownFailure | null): void {
      if (failure?.code === current?.code && failure?.message === current?.message) return;
      current = failure;
      for (const listener of listeners) listener();
    },
  };
}

export type FailureState = ReturnType<typeof createFailureState>;
