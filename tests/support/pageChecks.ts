import type { Page } from '@playwright/test';

/**
 * Everything a page reports about its Content-Security-Policy: `securitypolicyviolation` events
 * (listened for before any script of the page runs) and the browser's console errors about the
 * policy. Call before `page.goto`; read after.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      consoleReports.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
    ...consoleReports,
  ];
}

/**
 * Page errors, console errors and failed responses (with their URL, which the console's
 * "Failed to load resource" lacks), to assert that a page ran cleanly.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A request the browser dropped because the test navigated on (its answer no longer has a
    // page to go to) is not a failure of the page: net::ERR_ABORTED. A refused connection, a
    // route the test made fail, a chunk that cannot load are other codes and count.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`failed ${request.url()}`);
  });
  return errors;
}

/** The widget files the page requested, by file name (`quote-widget.js`, `CostsStep-….js`). */
export function watchWidgetFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/widgets/')) files.push(pathname.slice('/widgets/'.length));
  });
  return files;
}
