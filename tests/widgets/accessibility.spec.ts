import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

// Steps 2–5 are scanned on the way through a whole order (quote-flow.spec.ts).
test.describe('accessibility (axe finds no serious or critical violation)', () => {
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
