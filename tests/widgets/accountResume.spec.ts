import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { pickPlace } from '../support/placeLookup';
import { registerAndConfirm } from '../support/registerAndConfirm';
import { recordWidgetEvents } from '../support/widgetEvents';

/** A laptop and a phone (touch), the two layouts a customer meets. */
const LAYOUTS = {
  laptop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const [label, layout] of Object.entries(LAYOUTS)) {
  test.describe(`save a search, resume it from the account (${label})`, () => {
    test.use(layout);
    test.setTimeout(120_000);

    test('a search quoted in the box is saved, listed in Recent Searches, and Resume requotes it in the wizard on the page (quote §2)', async ({
      page,
    }) => {
      const events = await recordWidgetEvents(page, ['bikeship:step', 'bikeship:resume']);
      await page.goto('/examples/account.html');
      const account = page.locator('bikeship-account');
      const box = page.locator('bikeship-quote-box');
      const menu = page.locator('bikeship-user-menu');

      // A registered customer.
      await registerAndConfirm(page, account, `resume-${Date.now()}-${label}@example.com`);

      // They quote in the box; the wizard opens in place on Costs and the search is saved.
      await pickPlace(box, 'From', '94103');
      await pickPlace(box, 'To', '97702');
      await box
        .getByRole('combobox', { name: 'Box' })
        .selectOption({ label: 'Bike shop box (standard)' });
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/api/SavedSearch') && response.request().method() === 'POST',
      );
      await box.getByRole('button', { name: 'Get rates' }).click();
      const costs = box.getByRole('heading', { name: 'Costs', exact: true });
      await expect(costs).toBeVisible({ timeout: 20_000 });
      expect((await saved).ok()).toBe(true);

      // Recent Searches, from the menu: the search is there with Resume.
      await menu.getByRole('button', { name: 'My Account' }).click();
      await menu.getByRole('button', { name: 'Recent Searches' }).click();
      await expect(account).toHaveAttribute('view', 'searches');
      const resume = account.getByRole('button', { name: /^Resume San Francisco.* → Bend/ });
      await expect(resume).toBeVisible();
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await shot(page, `recent-searches-${label}`);

      // Resume: the wizard already on the page goes back to the search, requotes it and shows
      // Costs again — the customer did nothing in the wizard.
      const stepsBefore = (await events()).filter((event) => event.type === 'bikeship:step').length;
      const requoted = page.waitForResponse(
        (response) =>
          response.url().includes('/api/Rates') && response.request().method() === 'POST',
      );
      await resume.click();
      expect((await requoted).ok()).toBe(true);
      await expect
        .poll(async () =>
          (await events())
            .filter((event) => event.type === 'bikeship:step')
            .slice(stepsBefore)
            .map((event) => event.detail),
        )
        .toEqual([
          { step: 1, previousStep: 2 },
          { step: 2, previousStep: 1 },
        ]);
      await expect(costs).toBeVisible();
      await expect(box.getByText(/San Francisco/).first()).toBeVisible();
      expect((await events()).filter((event) => event.type === 'bikeship:resume')).toHaveLength(1);
      expect(await seriousViolations(page, 'bikeship-quote-box')).toEqual([]);
      await shot(page, `resumed-in-wizard-${label}`);
    });
  });
}
