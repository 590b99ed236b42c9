import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { registerAndConfirm } from '../support/registerAndConfirm';

/** A laptop and a phone (touch), the two layouts a customer meets. */
const LAYOUTS = {
  laptop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

/**
 * A new customer registered with `<bikeship-account>` on examples/account.html: the page's
 * `<bikeship-user-menu>` knows the session (the bundles share it).
 */
function register(page: Page, label: string) {
  return registerAndConfirm(
    page,
    page.locator('bikeship-account'),
    `menu-${Date.now()}-${label}@example.com`,
  );
}

const shot = (menu: Locator, name: string) =>
  menu.page().screenshot({ path: test.info().outputPath(`${name}.png`) });

for (const [label, layout] of Object.entries(LAYOUTS)) {
  test.describe(`the user menu and the session on the account page (${label})`, () => {
    test.use(layout);
    // The clock runs 20 minutes ahead on a busy machine: room for it.
    test.setTimeout(90_000);

    test('register → the menu shows the name → Log Out (shell §2)', async ({ page }) => {
      await page.goto('/examples/account.html');
      const menu = page.locator('bikeship-user-menu');
      const toggle = menu.getByRole('button', { name: 'Log In or Register' });
      await toggle.click();
      await expect(menu.getByText('Everyday discounts up to 80%')).toBeVisible();
      await expect(menu.getByRole('heading', { name: 'Log In' })).toBeVisible();
      await shot(menu, 'logged-out-popup');
      expect(await seriousViolations(page, 'bikeship-user-menu')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();

      await register(page, label);
      await menu.getByRole('button', { name: 'My Account' }).click();
      await expect(menu.getByRole('heading', { name: 'Ada Rider' })).toBeVisible();
      await shot(menu, 'logged-in-menu');
      expect(await seriousViolations(page, 'bikeship-user-menu')).toEqual([]);
      // Without account-page, a link shows its view in the <bikeship-account> of the page.
      await menu.getByRole('button', { name: 'Your Orders' }).click();
      await expect(page.locator('bikeship-account')).toHaveAttribute('view', 'orders');

      await menu.getByRole('button', { name: 'My Account' }).click();
      await menu.getByRole('button', { name: 'Log Out' }).click();
      await expect(menu.getByRole('button', { name: 'Log In or Register' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('bikeship-session'))).toBe(null);
    });

    // DECISION: the page's clock runs ahead (Playwright's clock) rather than the server issuing
    // short tokens: the session manager reads the token's expiry against the page's clock, so
    // this is the timeline a customer meets, with the server's 20-minute tokens unchanged.
    test('the warning counts down, Continue extends, and running out logs out (shell §4, §8)', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/examples/account.html');
      const menu = page.locator('bikeship-user-menu');
      await register(page, `${label}-clock`);
      await expect(menu.getByRole('button', { name: 'My Account' })).toBeVisible();

      // 60 s before the token's end (20 minutes): the warning, with its countdown.
      await page.clock.runFor('19:05');
      const warning = menu.getByRole('dialog', { name: 'Your session is about to expire' });
      await expect(warning).toBeVisible();
      const timer = warning.getByRole('timer');
      const before = await timer.textContent();
      await page.clock.runFor(2_000);
      await expect(timer).not.toHaveText(before ?? '');
      await expect(timer).toHaveText(/You will be logged out in \d+ seconds?\./);
      await shot(menu, 'session-warning');
      expect(await seriousViolations(page, 'bikeship-user-menu')).toEqual([]);

      // Continue: a new 20-minute token, the modal closes.
      const extended = page.waitForResponse('**/api/Authentication/extend-session');
      await warning.getByRole('button', { name: 'Continue' }).click();
      expect((await extended).ok()).toBe(true);
      await expect(warning).toBeHidden();

      // Doing nothing until the end: logged out, the inactivity modal with its Log In. The new
      // token's 20 minutes count on the server's clock, which the page's is 19 minutes ahead of:
      // its last minute comes at once, and the warning with it, at the next check.
      await page.clock.runFor(6_000);
      await expect(warning).toBeVisible();
      await page.clock.runFor(61_000);
      const loggedOut = menu.getByRole('dialog', { name: 'You have been logged out' });
      await expect(loggedOut).toBeVisible();
      await expect(
        loggedOut.getByText('For your security, you have been logged out due to inactivity.', {
          exact: false,
        }),
      ).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('bikeship-session'))).toBe(null);
      await shot(menu, 'inactivity-logout');
      expect(await seriousViolations(page, 'bikeship-user-menu')).toEqual([]);
      await loggedOut.getByRole('button', { name: 'Log In' }).click();
      await expect(menu.getByRole('heading', { name: 'Log In' })).toBeVisible();
    });
  });
}
