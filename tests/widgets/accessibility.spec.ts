import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Serious and critical axe violations inside one element (axe sees into open shadow roots). */
async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  // A node inside a shadow root has a target path of more than one selector: proof that axe
  // checked the widget's content, not only its empty host element.
  const checkedInsideShadow = results.passes.some((rule) =>
    rule.nodes.some((node) => node.target.length > 1),
  );
  expect(checkedInsideShadow, 'axe checked nodes inside the shadow root').toBe(true);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test.describe('accessibility (issue 5: axe finds no serious or critical violation)', () => {
  test('the quote box on the bike-shop page', async ({ page }) => {
    await page.goto('/examples/bike-shop.html');
    await expect(
      page.locator('bikeship-quote-box [part="root"] :is(input, select, button)').first(),
    ).toBeEnabled();
    expect(await seriousViolations(page, 'bikeship-quote-box')).toEqual([]);
  });

  test("the wizard's step 1 on the event page", async ({ page }) => {
    await page.goto('/examples/event.html');
    const wizard = page.locator('bikeship-quote');
    await expect(wizard.getByRole('navigation', { name: 'Quote steps' })).toBeVisible();
    await expect(wizard.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await seriousViolations(page, 'bikeship-quote')).toEqual([]);
  });
});
