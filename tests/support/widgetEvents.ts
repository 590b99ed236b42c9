import type { Page } from '@playwright/test';

export interface RecordedEvent {
  type: string;
  detail: unknown;
  /** The element that dispatched it (`bikeship-account`, `bikeship-user-menu`…). */
  from: string | null;
}

/** The quote widget's events: what a partner page of the wizard listens to. */
const QUOTE_EVENTS = ['bikeship:step', 'bikeship:quote', 'bikeship:order', 'bikeship:error'];

/**
 * Records the documented `bikeship:*` events of `types` the page's widgets dispatch (they bubble
 * and are composed, so `document` hears them). Call before `page.goto`.
 */
export async function recordWidgetEvents(
  page: Page,
  types: string[] = QUOTE_EVENTS,
): Promise<() => Promise<RecordedEvent[]>> {
  await page.addInitScript((names) => {
    const seen: RecordedEvent[] = [];
    Object.defineProperty(window, '__bikeshipEvents', { value: seen });
    for (const type of names) {
      document.addEventListener(type, (event) =>
        seen.push({
          type,
          detail: (event as CustomEvent).detail,
          from: event.target instanceof Element ? event.target.localName : null,
        }),
      );
    }
  }, types);
  return () =>
    page.evaluate(
      () => (window as unknown as { __bikeshipEvents: RecordedEvent[] }).__bikeshipEvents,
    );
}
