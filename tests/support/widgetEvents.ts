import type { Page } from '@playwright/test';

export interface RecordedEvent {
  type: string;
  detail: unknown;
}

/**
 * Records every documented `bikeship:*` event the page's widgets dispatch (they bubble and are
 * composed, so `document` hears them). Call before `page.goto`.
 */
export async function recordWidgetEvents(page: Page): Promise<() => Promise<RecordedEvent[]>> {
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    Object.defineProperty(window, '__bikeshipEvents', { value: seen });
    for (const type of ['bikeship:step', 'bikeship:quote', 'bikeship:order', 'bikeship:error']) {
      document.addEventListener(type, (event) =>
        seen.push({ type, detail: (event as CustomEvent).detail }),
      );
    }
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __bikeshipEvents: RecordedEvent[] }).__bikeshipEvents,
    );
}
