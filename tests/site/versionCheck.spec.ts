import { expect, type Page, test } from '@playwright/test';
import { withSavedConsent } from '../support/consentHelpers';

const CLIENT_VERSION = '**/api/StoredValue/bykey/client-version';

/** Counts the page's document loads (the first one and every reload) and version requests. */
function watch(page: Page) {
  const counts = { documents: 0, versionChecks: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      counts.documents += 1;
    }
    if (request.url().endsWith('/api/StoredValue/bykey/client-version')) counts.versionChecks += 1;
  });
  return counts;
}

/** The tab is hidden, then shown again (as switching tabs does). */
async function hideAndShowTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/**
 * Runs `action` and waits for the version request it makes, and for it to be answered: checks
 * asked for while one is in flight share it.
 */
async function expectCheckAfter(
  page: Page,
  counts: { versionChecks: number },
  action: () => Promise<void>,
): Promise<void> {
  await page.waitForLoadState('networkidle');
  const before = counts.versionChecks;
  await action();
  await expect.poll(() => counts.versionChecks).toBe(before + 1);
  await page.waitForLoadState('networkidle');
}

test.describe('shell §4 version check', () => {
  test.beforeEach(async ({ page }) => {
    // A saved choice: the cookie banner stays closed and covers no link.
    await withSavedConsent(page, { analytics: false, marketing: false });
  });

  test('the server serves another version: the page reloads, exactly once (DECISION: once per version per tab)', async ({
    page,
  }) => {
    const counts = watch(page);
    await page.route(CLIENT_VERSION, (route) =>
      route.fulfill({ json: { key: 'client-version', value: '999.0.0' } }),
    );
    await page.goto('/aboutus');
    await expect.poll(() => counts.documents).toBe(2);
    await expect.poll(() => counts.versionChecks).toBe(2);
    // Checked again on the next route start and when the tab is shown: still no second reload.
    await expectCheckAfter(page, counts, () =>
      page.getByRole('link', { name: 'bikeship' }).click(),
    );
    await expectCheckAfter(page, counts, () => hideAndShowTab(page));
    expect(counts.documents).toBe(2);
  });

  test('the same version: no reload; checked again at route start and when the tab becomes visible', async ({
    page,
  }) => {
    const counts = watch(page);
    await page.goto('/aboutus');
    await expect.poll(() => counts.versionChecks).toBe(1);
    await expectCheckAfter(page, counts, () =>
      page.getByRole('link', { name: 'bikeship' }).click(),
    );
    await expect(page).toHaveURL(/\/$/);
    await expectCheckAfter(page, counts, () => hideAndShowTab(page));
    expect(counts.documents).toBe(1);
  });

  test('DECISION: a failed version request does nothing', async ({ page }) => {
    const counts = watch(page);
    await page.route(CLIENT_VERSION, (route) => route.abort('connectionfailed'));
    await page.goto('/aboutus');
    await expect.poll(() => counts.versionChecks).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(counts.documents).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('shell §4 chunk failures', () => {
  test.beforeEach(async ({ page }) => {
    await withSavedConsent(page, { analytics: false, marketing: false });
  });

  test('a page chunk that fails to load reloads the page at most once a minute; then the error page shows', async ({
    page,
  }) => {
    const counts = watch(page);
    await page.route(/\/assets\/ShipPage-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
    await page.goto('/');
    await page.getByRole('link', { name: 'Get a Shipping Quote' }).click();
    await expect.poll(() => counts.documents).toBe(2);
    // The reloaded /ship, its chunk failing again within the minute: the error page, no reload.
    await expect(page.getByText('Sorry, this page seems to give a 500 error.')).toBeVisible();
    expect(counts.documents).toBe(2);

    // Within the minute: the same failure shows the error page instead of reloading again.
    await page.goto('/');
    const documentsBefore = counts.documents;
    await page.getByRole('link', { name: 'Get a Shipping Quote' }).click();
    await expect(page.getByText('Sorry, this page seems to give a 500 error.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(counts.documents).toBe(documentsBefore);
  });
});
