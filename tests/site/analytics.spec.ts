import { expect, type Page, type Request, test } from '@playwright/test';
import { withSavedConsent } from '../support/consentHelpers';

const PAGE_VIEW = '/api/Analytics/page-view';

/** Every page view the page sends, as the bodies it posted. */
function recordPageViews(page: Page): unknown[] {
  const views: unknown[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === PAGE_VIEW) views.push(request.postDataJSON());
  });
  return views;
}

/** Waits until the page has settled: its scripts loaded and nothing left in flight. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test.describe('shell §7 page-view analytics', () => {
  test('without analytics consent no page view is sent', async ({ page }) => {
    await withSavedConsent(page, { analytics: false, marketing: true });
    const views = recordPageViews(page);
    await page.goto('/aboutus');
    await page.getByRole('link', { name: 'bikeship' }).click();
    await expect(page).toHaveURL(/\/$/);
    await settled(page);
    expect(views).toEqual([]);
  });

  test('with consent: one per navigation, with the full path, the route name as title and the visitor type', async ({
    page,
  }) => {
    await withSavedConsent(page, { analytics: true, marketing: false });
    const views = recordPageViews(page);
    await page.goto('/aboutus?from=mail');
    await expect
      .poll(() => views)
      .toEqual([{ path: '/aboutus?from=mail', title: 'aboutus', visitorType: 'guest' }]);
    await page.getByRole('link', { name: 'bikeship' }).click();
    await expect
      .poll(() => views)
      .toEqual([
        { path: '/aboutus?from=mail', title: 'aboutus', visitorType: 'guest' },
        { path: '/', title: 'index', visitorType: 'guest' },
      ]);
    await settled(page);
    expect(views).toHaveLength(2);
  });

  test('none on /ship and on an event route (events-event, event, partners-event, ship)', async ({
    page,
  }) => {
    await withSavedConsent(page, { analytics: true, marketing: false });
    const views = recordPageViews(page);
    await page.goto('/ship');
    await settled(page);
    await page.goto('/events');
    await settled(page);
    await page.goto('/partners');
    await settled(page);
    expect(views).toEqual([]);
    // The same visitor on a counted page: the sender works, the routes above are excluded.
    await page.goto('/jobs');
    await expect
      .poll(() => views)
      .toEqual([{ path: '/jobs', title: 'jobs', visitorType: 'guest' }]);
  });

  test('DECISION: consent given on a page sends that page’s view, once', async ({ page }) => {
    const views = recordPageViews(page);
    await page.goto('/aboutus');
    await settled(page);
    expect(views).toEqual([]);
    await page
      .getByRole('region', { name: 'Cookie preferences' })
      .getByRole('button', { name: 'Accept All' })
      .click();
    await expect
      .poll(() => views)
      .toEqual([{ path: '/aboutus', title: 'aboutus', visitorType: 'guest' }]);
    await settled(page);
    expect(views).toHaveLength(1);
  });

  test('shell §8: a failed send is logged as an error, nothing is shown', async ({ page }) => {
    await withSavedConsent(page, { analytics: true, marketing: false });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`**${PAGE_VIEW}`, (route) =>
      route.fulfill({ status: 503, json: { message: 'down' } }),
    );
    await page.goto('/aboutus');
    await expect.poll(() => errors.join('\n')).toMatch(/The page view could not be recorded/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
