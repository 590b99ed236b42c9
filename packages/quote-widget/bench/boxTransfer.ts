/**
 * What a partner page downloads for `<bikeship-quote-box>` with no user action, on the wire as
 * served: for every response the box caused — the widget files (`/widgets/*`) and its API calls
 * (`/api/*`), not the page's own HTML, CSS and images — the compressed body plus the response
 * headers, as Chromium received them (Playwright's `request.sizes()`, from the DevTools
 * protocol's encoded lengths). Headers are counted because each response costs ~300 B of them:
 * ten tiny chunks cost as much again in headers as in code.
 *
 * Shared by the end-to-end test that holds the budgets (tests/widgets/boxTransfer.spec.ts) and
 * the benchmark that prints the figures (bench/widgetBench.ts), so both count alike.
 */
import type { Page, Request } from 'playwright-core';

/** One response the box caused. */
export interface BoxResponse {
  /** The path on the server: `/widgets/quote-widget.js`, `/api/Date`. */
  path: string;
  /** Compressed body + response headers, in bytes. */
  bytes: number;
  /** When its last byte arrived, in the page's clock (ms from the navigation's start). */
  endMs: number;
}

export interface BoxTransfer {
  /** Every response the box caused until the network was idle. */
  total: number;
  /** Those whose last byte had arrived when the box first showed an enabled field. */
  beforeRender: number;
  /** When the box first showed an enabled field (ms from the navigation's start); null: never. */
  renderedMs: number | null;
  responses: BoxResponse[];
}

/** The box's own traffic: its files and its API calls (the page's own assets are not). */
export const isBoxTraffic = (path: string): boolean =>
  path.startsWith('/widgets/') || path.startsWith('/api/');

/**
 * Runs in the page before its own scripts: records the moment the box first shows an enabled
 * form field inside its shadow root (what "rendered" means for a box that takes input), in the
 * page's clock. Source text, not a function: tsx compiles functions with name helpers the page
 * does not have.
 */
const WATCH_RENDER = `(() => {
  const record = { renderedMs: null };
  Object.defineProperty(window, '__boxRender', { value: record });
  const field = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';
  function poll() {
    const box = document.querySelector('bikeship-quote-box');
    if (box && box.shadowRoot && box.shadowRoot.querySelector(field)) {
      record.renderedMs = performance.now();
      return;
    }
    requestAnimationFrame(poll);
  }
  requestAnimationFrame(poll);
})();`;

/**
 * Loads `url` in `page` (a fresh context: nothing cached), waits until the box rendered and the
 * network has been idle for 500 ms, touching nothing, and sums what the box caused.
 */
export async function measureBoxTransfer(page: Page, url: string): Promise<BoxTransfer> {
  const finished: Promise<BoxResponse | null>[] = [];
  const measure = async (request: Request): Promise<BoxResponse | null> => {
    const path = new URL(request.url()).pathname;
    if (!isBoxTraffic(path)) return null;
    const sizes = await request.sizes();
    const timing = request.timing();
    return {
      path,
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      // Playwright's timing: startTime is wall-clock ms, responseEnd is relative to it.
      endMs: timing.startTime + timing.responseEnd,
    };
  };
  const onFinished = (request: Request) => {
    finished.push(measure(request));
  };
  page.on('requestfinished', onFinished);
  try {
    await page.addInitScript(WATCH_RENDER);
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(
        () =>
          (window as unknown as { __boxRender: { renderedMs: number | null } }).__boxRender
            .renderedMs !== null,
        undefined,
        { timeout: 20_000, polling: 50 },
      )
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const { renderedMs, timeOrigin } = await page.evaluate(() => ({
      renderedMs: (window as unknown as { __boxRender: { renderedMs: number | null } }).__boxRender
        .renderedMs,
      timeOrigin: performance.timeOrigin,
    }));
    const responses = (await Promise.all(finished))
      .filter((response): response is BoxResponse => response !== null)
      // Into the page's clock: wall-clock ms minus the page's time origin.
      .map((response) => ({ ...response, endMs: Math.round(response.endMs - timeOrigin) }))
      .sort((a, b) => a.endMs - b.endMs);
    const sum = (list: BoxResponse[]) => list.reduce((total, { bytes }) => total + bytes, 0);
    return {
      total: sum(responses),
      beforeRender:
        renderedMs === null
          ? sum(responses)
          : sum(responses.filter((response) => response.endMs <= renderedMs)),
      renderedMs: renderedMs === null ? null : Math.round(renderedMs),
      responses,
    };
  } finally {
    page.off('requestfinished', onFinished);
  }
}
