import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SITE_ROUTES } from '../../site/src/routes/routeTable';
import { sampleUrl } from '../support/siteRoutes';

/**
 * axe on every route of the map (shell §Tests: no serious or critical violation), as a
 * signed-out visitor sees it at 1280 px: a customer's page is scanned where its guard lands.
 * The whole page, the widgets' open shadow roots included (axe reaches into them).
 */
test.use({ viewport: { width: 1280, height: 900 } });
// Each route is its own test: the machine's two browsers share them.
test.describe.configure({ mode: 'parallel' });

for (const route of SITE_ROUTES) {
  test(`${route.path}: axe finds no serious or critical violation`, async ({ page }) => {
    await page.goto(sampleUrl(route));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.flat().join(' >>> ')),
      }));
    expect(serious, `at ${new URL(page.url()).pathname}`).toEqual([]);
    // Proof the scan saw the page: axe ran its rules on the page's content.
    expect(results.passes.length).toBeGreaterThan(0);
  });
}
