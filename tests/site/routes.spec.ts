import { expect, type Page, test } from '@playwright/test';
import { SITE_ROUTES, type SiteRoute } from '../../site/src/routes/routeTable';
import { watchErrors } from '../support/pageChecks';
import { routeAt, sampleUrl } from '../support/siteRoutes';

/**
 * Every route of the site's map (site/src/routes/routeTable.ts, pure data) as a signed-out
 * visitor meets it: loaded directly and reached by a client-side navigation, with its title and
 * no console error; the content pages as the server sends them, JavaScript or not.
 */

// Each route is its own test: the machine's two browsers share them.
test.describe.configure({ mode: 'parallel' });

/**
 * Where a signed-out visitor lands: a customer's page sends them to /login (shell §2 guards);
 * every other page stays where it was opened.
 */
async function expectLandedWithTitle(page: Page, route: SiteRoute) {
  // The auth guard decides once the session is read: wait for its redirect before reading where
  // the visitor is.
  if (route.access === 'customer') await expect(page).toHaveURL(/\/login\?redirect=/);
  const { pathname } = new URL(page.url());
  if (route.access !== 'customer')
    expect(pathname).toBe(new URL(sampleUrl(route), 'http://x').pathname);
  const landed = routeAt(pathname);
  expect(landed, `a route of the map at ${pathname}`).toBeDefined();
  await expect(page).toHaveTitle(landed?.title ?? '');
  await expect(page.locator('#root')).not.toBeEmpty();
}

// That the map has exactly the spec's 56 routes is the site's unit test
// (site/src/routes/routeTable.test.ts); here each route is opened.

for (const route of SITE_ROUTES) {
  test.describe(`${route.name} (${route.path})`, () => {
    test('renders with its title and no console error when loaded directly', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(sampleUrl(route));
      await expectLandedWithTitle(page, route);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test('renders with its title and no console error after a client-side navigation', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      // From a page that is not this one: the home page, or the about page for the home page.
      await page.goto(route.path === '/' ? '/aboutus' : '/');
      await page.waitForLoadState('networkidle');
      // The router listens once the page has hydrated; the cookie banner's buttons (a first
      // visit) are enabled only after that. On a busy machine the network went quiet before the
      // hydration ended.
      await expect(
        page
          .getByRole('region', { name: 'Cookie preferences' })
          .getByRole('button', { name: 'Accept All' }),
      ).toBeEnabled();
      // A marker a full page load would lose: the router, not the browser, changes the page.
      await page.evaluate(() => Object.assign(window, { __stayedOnPage: true }));
      // What a router link does: a history entry, then the router told of it.
      await page.evaluate((url) => {
        window.history.pushState({}, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, sampleUrl(route));
      await expectLandedWithTitle(page, route);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => '__stayedOnPage' in window)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test.describe('the public pages in the server answer, without JavaScript', () => {
  for (const route of SITE_ROUTES.filter((entry) => entry.kind === 'content')) {
    test(`${route.path} arrives as HTML with its h1, <title> and meta description`, async ({
      request,
    }) => {
      const response = await request.get(sampleUrl(route));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(route.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeHtml(route.description)}"`);
      expect(route.description.length).toBeGreaterThan(0);
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toMatch(/<h1[^>]*>[^<]+/);
    });
  }

  test('a content page reads with JavaScript disabled: its h1 and the footer', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const route of SITE_ROUTES.filter((entry) => entry.kind === 'content')) {
        await page.goto(sampleUrl(route));
        await expect(page.getByRole('heading', { level: 1 }), route.path).toBeVisible();
        await expect(page.getByRole('contentinfo'), route.path).toBeVisible();
        await expect(page).toHaveTitle(route.title);
      }
    } finally {
      await context.close();
    }
  });
});
