import { expect, type Locator, test } from '@playwright/test';
import { ACCOUNT_VIEWPORTS } from '../support/accountOrder';
import { mailsTo } from '../support/outbox';
import { watchErrors } from '../support/pageChecks';
import {
  confirmLinkMailedTo,
  mailsWithSubject,
  openConfirmLink,
  registerThroughForm,
} from '../support/registerAndConfirm';
import { orderOnShipPage, siteWizard } from './shipFlow';

/** How tall a heading is drawn: a screen-reader-only heading is 1 px. */
const shownHeight = async (heading: Locator) => (await heading.boundingBox())?.height ?? 0;

for (const device of ACCOUNT_VIEWPORTS) {
  const size = `${device.viewport.width}×${device.viewport.height}`;
  test.describe(`a registered customer on the site at ${size}`, () => {
    test.use(device);

    test("signs up at /register, confirms by the mailed /registerthankyou link, orders on /ship, finds the order on /yourorders, opens /your-order-details/<id>, and Resume on /yoursearches requotes the search on /ship (issue 17: a registered customer's order)", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      const email = `site.rider.${Date.now()}.${device.viewport.width}@example.com`;

      await page.goto('/register');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create a free account' }),
      ).toBeVisible();
      await registerThroughForm(page.locator('.site-account'), { email });

      const link = await confirmLinkMailedTo(email);
      expect(link).toMatch(/^\/registerthankyou\?token=/);
      await openConfirmLink(page, link);

      const orderId = await orderOnShipPage(page);
      await expect(
        page.getByRole('heading', { level: 1, name: `Thank you — order #${orderId} is placed` }),
      ).toBeVisible();

      await page.goto('/yourorders');
      await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
      await page
        .getByRole('button', { name: `View order #${orderId}` })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/your-order-details/${orderId}$`));
      await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();

      // The view's way back and the browser's both return to the list.
      await page.getByRole('button', { name: 'All orders' }).click();
      await expect(page).toHaveURL(/\/yourorders$/);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/your-order-details/${orderId}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/yourorders$/);
      await expect(
        page.getByRole('button', { name: `View order #${orderId}` }).first(),
      ).toBeVisible();

      // Resume on /yoursearches opens /ship with the search, requoted, on Costs (quote §2).
      await page.goto('/yoursearches');
      const rates = page.waitForResponse(
        (response) =>
          response.url().includes('/api/Rates') && response.request().method() === 'POST',
      );
      await page
        .getByRole('button', { name: /^Resume San Francisco.* → Bend/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/ship$/);
      await rates;
      await expect(
        siteWizard(page).getByRole('heading', { name: 'Costs', exact: true }),
      ).toBeVisible({ timeout: 20_000 });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('the account pages of the site (shell §2)', () => {
  test('forgot password → the mailed /reset-password link sets a new password, and the customer logs in with it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `site.reset.${Date.now()}@example.com`;
    await page.goto('/register');
    await registerThroughForm(page.locator('.site-account'), { email });
    await openConfirmLink(page, await confirmLinkMailedTo(email));
    await page.evaluate(() => localStorage.clear());

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const [mail] = await mailsWithSubject(email, /Reset your bikeship password/);
    const found = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/);
    expect(found).not.toBeNull();
    const url = new URL(found?.[0] ?? '');

    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('a-brand-new-battery');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('a-brand-new-battery');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password has been changed. Log in with your new password.'),
    ).toBeVisible();
    const accountView = page.locator('.site-account');
    await accountView.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await accountView.getByLabel('Email').fill(email);
    await accountView.getByLabel('Password').fill('a-brand-new-battery');
    await accountView.getByRole('button', { name: 'Log In', exact: true }).click();
    // Shell §2: home after login is /profile.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    // The profile has no title of its own: the page's h1 is shown.
    expect(
      await shownHeight(page.getByRole('heading', { level: 1, name: 'Your profile' })),
    ).toBeGreaterThan(10);
    expect((await mailsTo(email)).length).toBeGreaterThan(1);
  });

  test('the views link to each other by the site routes and the browser goes back: Log in → Create Free Account → back', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('button', { name: 'Create Free Account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create a free account' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test("a view that shows its own title is not headed twice: the page's h1 is for screen readers there", async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('.site-account').getByRole('heading', { level: 2 })).toBeVisible();
    expect(await shownHeight(page.getByRole('heading', { level: 1, name: 'Log in' }))).toBeLessThan(
      2,
    );
  });

  test('/registerthankyou without a token says to check the email, and /auth/callback explains and links to /login', async ({
    page,
  }) => {
    await page.goto('/registerthankyou');
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'register again' })).toHaveAttribute(
      'href',
      '/register',
    );
    await page.goto('/auth/callback');
    await expect(page.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'log in here' })).toHaveAttribute('href', '/login');
  });

  test('/timeout shows the timeout view under its heading', async ({ page }) => {
    await page.goto('/timeout');
    await expect(page.getByRole('heading', { level: 1, name: 'Logged out' })).toBeVisible();
  });
});
