import { expect, test } from '@playwright/test';

test.describe('the window.bikeship command queue (DESIGN.md §5)', () => {
  test('a configure queued before the script loads sends the API calls to that origin (CORS)', async ({
    page,
    baseURL,
  }) => {
    // The same server under another origin name: a partner page calling a separate API origin.
    const apiBase = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await page.addInitScript((base) => {
      const host = window as unknown as { bikeship?: unknown[] };
      host.bikeship = host.bikeship || [];
      host.bikeship.push(['configure', { apiBase: base }]);
    }, apiBase);
    const apiAnswers: { origin: string; status: number }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && response.request().method() !== 'OPTIONS') {
        apiAnswers.push({ origin: url.origin, status: response.status() });
      }
    });
    await page.goto('/examples/event.html');
    await expect
      .poll(() => apiAnswers.length, { message: 'the wizard calls the API when it opens' })
      .toBeGreaterThan(0);
    expect(apiAnswers.every((answer) => answer.origin === new URL(apiBase).origin)).toBe(true);
    expect(apiAnswers.every((answer) => answer.status < 400)).toBe(true);
  });

  test('after loading, window.bikeship runs pushed commands at once', async ({ page }) => {
    await page.goto('/examples/bike-shop.html');
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { bikeship?: { started?: boolean } }).bikeship?.started,
        ),
      )
      .toBe(true);
    const reported = page.waitForEvent('console', (message) => message.type() === 'error');
    await page.evaluate(() =>
      (window as unknown as { bikeship: { push(command: unknown): void } }).bikeship.push([
        'no-such-command',
      ]),
    );
    expect((await reported).text()).toMatch(/unknown command.*configure, define/);
  });
});
