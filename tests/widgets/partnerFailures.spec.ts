import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';

/**
 * A partner's page on another origin than bikeship's (its own server), as a partner's developer first tries the embed: a failure is never silent
 * (DESIGN.md §5) — a message in place, `bikeship:error` with a code, one console hint.
 */

/**
 * The partner's own web server: another origin (its own port on 127.0.0.1) that answers every
 * path with the page the current test set, under the headers it set (a CSP).
 */
let partnerServer: Server;
let partnerOrigin = '';
let served: { html: string; headers: Record<string, string> } = { html: '', headers: {} };

test.beforeAll(async () => {
  partnerServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...served.headers });
    response.end(served.html);
  });
  await new Promise<void>((resolve) => partnerServer.listen(0, '127.0.0.1', resolve));
  partnerOrigin = `http://127.0.0.1:${(partnerServer.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => partnerServer.close(() => resolve())));

/** Opens a partner page whose body holds the given elements, with optional response headers. */
async function openPartnerPage(
  page: Page,
  baseURL: string | undefined,
  options: { body: string; headers?: Record<string, string> },
) {
  const bikeship = new URL(baseURL ?? '');
  served = {
    headers: options.headers ?? {},
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner shop</title>
<script async src="${bikeship.origin}/widgets/quote-widget.js"></script></head>
<body><h1>Velo Partner Shop</h1>${options.body}</body></html>`,
  };
  // Listened for before any script runs: what a partner's analytics would hear.
  await page.addInitScript(() => {
    const heard: { code: string; message: string }[] = [];
    Object.defineProperty(window, '__bikeshipErrors', { value: heard });
    document.addEventListener('bikeship:error', (event) =>
      heard.push((event as CustomEvent<{ code: string; message: string }>).detail),
    );
  });
  const hints: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('bikeship:')) hints.push(message.text());
  });
  await page.goto(`${partnerOrigin}/shop.html`);
  return {
    hints,
    errorsHeard: () =>
      page.evaluate(
        () => (window as unknown as { __bikeshipErrors: { code: string }[] }).__bikeshipErrors,
      ),
  };
}

/** Turns to the box and types a ZIP into From, as a visitor does. */
async function typeFrom(page: Page) {
  const box = page.locator('bikeship-quote-box');
  await box.getByRole('combobox', { name: 'From' }).click();
  await box.getByRole('combobox', { name: 'From' }).fill('94103');
  return box;
}

test.describe('a partner page: failures are never silent', () => {
  test('a wrong event-code: the box says the event was not found, emits unknown-event-code and hints how to fix the attribute', async ({
    page,
    baseURL,
  }) => {
    // The team hears of it too (POST /api/log), across origins like every call of the embed.
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/log'));
    const partner = await openPartnerPage(page, baseURL, {
      body: '<bikeship-quote-box event-code="tour-de-nowhere"></bikeship-quote-box>',
    });
    const box = page.locator('bikeship-quote-box');
    await expect(box.getByRole('status').filter({ hasText: 'tour-de-nowhere' })).toContainText(
      'We could not find the event',
    );
    await expect
      .poll(partner.errorsHeard)
      .toEqual([expect.objectContaining({ code: 'unknown-event-code' })]);
    expect(
      partner.hints.filter((hint) => hint.includes('event-code "tour-de-nowhere"')),
    ).toHaveLength(1);
    // The visitor can still quote with their own addresses.
    await expect(box.getByRole('combobox', { name: 'To' })).toBeEditable();
    const report = await reported;
    expect(report.status()).toBe(204);
    expect(JSON.parse(JSON.parse(report.request().postData() ?? '{}').jsonContent)).toMatchObject({
      kind: 'unknown-event-code',
      page: new URL(page.url()).origin,
    });
  });

  test('an unreachable api-base: the box says bikeship cannot be reached, emits api-unreachable and hints at api-base', async ({
    page,
    baseURL,
  }) => {
    const partner = await openPartnerPage(page, baseURL, {
      body: '<bikeship-quote-box api-base="http://127.0.0.1:9"></bikeship-quote-box>',
    });
    const box = await typeFrom(page);
    await expect(box.getByRole('alert')).toContainText('We cannot reach bikeship right now');
    await expect
      .poll(partner.errorsHeard)
      .toContainEqual(expect.objectContaining({ code: 'api-unreachable' }));
    const hints = partner.hints.filter((hint) => hint.includes('no answer from the API'));
    expect(hints).toHaveLength(1);
    expect(hints[0]).toContain('http://127.0.0.1:9');
    expect(hints[0]).toContain('api-base');
  });

  test('a page policy that blocks the API: the box says so, emits api-blocked-by-csp and hints at connect-src', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const partner = await openPartnerPage(page, baseURL, {
      body: '<bikeship-quote-box></bikeship-quote-box>',
      // The widget's script may load; its API calls may not.
      headers: {
        'content-security-policy': `default-src 'self'; script-src ${origin}; connect-src 'self'; style-src 'self'`,
      },
    });
    const box = await typeFrom(page);
    await expect(box.getByRole('alert')).toContainText('This page does not let us reach bikeship');
    await expect
      .poll(partner.errorsHeard)
      .toContainEqual(expect.objectContaining({ code: 'api-blocked-by-csp' }));
    expect(partner.hints.filter((hint) => hint.includes('connect-src'))).toHaveLength(1);
  });
});

test.describe('a partner page: changing event-code on a box already shown', () => {
  test('the box shows the new event venue, not the old one', async ({ page, baseURL }) => {
    await openPartnerPage(page, baseURL, {
      body: '<bikeship-quote-box event-code="cascade-gran-fondo"></bikeship-quote-box>',
    });
    const box = page.locator('bikeship-quote-box');
    const to = box.getByRole('combobox', { name: 'To' });
    await expect(to).toHaveValue(/Bend, OR 97702/);
    await box.evaluate((element) => element.setAttribute('event-code', 'flint-hills-gravel-200'));
    await expect(to).toHaveValue(/Emporia, KS 66801/);
    await expect(box).not.toContainText('Cascade Gran Fondo');
  });
});
