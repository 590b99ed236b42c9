import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { registerAndConfirm } from '../support/registerAndConfirm';

/** The two layouts a customer meets: a laptop, and a phone with touch. */
const VIEWPORTS = [
  { width: 1280, height: 800, hasTouch: false },
  { width: 390, height: 844, hasTouch: true },
];

const POPUPS_BLOCKED =
  'Popups are disabled, please check in your blocked popups list or enable them to use this feature';

/** The `bikeship:login` events the page heard, kept on `window` (they bubble out of the shadow root). */
async function listenForLogins(page: Page) {
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { bikeshipLogins: unknown[] }).bikeshipLogins = heard;
    document.addEventListener('bikeship:login', (event) =>
      heard.push((event as CustomEvent).detail),
    );
  });
}

const loginsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { bikeshipLogins: unknown[] }).bikeshipLogins);

/** Turns the element to another view, as a page with a route per view does. */
const showView = (account: Locator, view: string) =>
  account.evaluate((element, name) => element.setAttribute('view', name), view);

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const { hasTouch, ...viewport } of VIEWPORTS) {
  test.describe(`the account element at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch });
    // Sign-in popups, a fresh server and axe on a shared machine.
    test.setTimeout(90_000);

    test('social sign-in through the local stand-in provider, in its 500×600 popup', async ({
      page,
    }) => {
      await listenForLogins(page);
      await page.goto('/examples/account.html');
      const account = page.locator('bikeship-account');
      const google = account.getByRole('button', { name: 'Continue with Google' });
      await expect(google).toBeVisible();
      for (const name of ['Facebook', 'Apple']) {
        await expect(account.getByRole('button', { name: `Continue with ${name}` })).toBeVisible();
      }
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await screenshot(page, 'login-with-social-buttons');

      const popupOpened = page.waitForEvent('popup');
      await google.click();
      const popup = await popupOpened;
      await popup.waitForLoadState();
      expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
      await expect(popup.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
      await expect(account.getByRole('status')).toHaveText(
        'Finish signing in with Google in the window that opened.',
      );

      const email = `social-${Date.now()}-${viewport.width}@example.com`;
      await popup.getByLabel('Email').fill(email);
      await popup.getByLabel('First name').fill('Sol');
      await popup.getByLabel('Last name').fill('Rider');
      await popup.getByRole('button', { name: 'Continue as this Google user' }).click();

      await expect(account.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
      await expect(account.getByText(`Logged in as Sol Rider (${email}).`)).toBeVisible();
      expect(await loginsOf(page)).toEqual([
        expect.objectContaining({ email, firstName: 'Sol', lastName: 'Rider', via: 'google' }),
      ]);
      // The popup closes itself once it handed the token over.
      await expect.poll(() => popup.isClosed(), { timeout: 10_000 }).toBe(true);
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await screenshot(page, 'signed-in-with-google');

      // The session is the shared one: kept after a reload, like a login's.
      await page.reload();
      await expect(account.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
    });

    test('a blocked popup says so with the spec’s message', async ({ page }) => {
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto('/examples/account.html');
      const account = page.locator('bikeship-account');
      await account.getByRole('button', { name: 'Continue with Apple' }).click();
      await expect(account.getByRole('alert')).toHaveText(POPUPS_BLOCKED);
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await screenshot(page, 'popup-blocked');
    });

    test('change password: register, change it, log out, log in with the new one', async ({
      page,
    }) => {
      await page.goto('/examples/account.html');
      const account = page.locator('bikeship-account');
      const email = `changer-${Date.now()}-${viewport.width}@example.com`;
      const oldPassword = 'correct-horse-battery';
      const newPassword = 'staple-horse-correct';

      // Signed out, the view says so and links to the login.
      await showView(account, 'change-password');
      await expect(
        account.getByText('You are not logged in. Log in to change your password.'),
      ).toBeVisible();
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);

      await account.getByRole('button', { name: 'Log In' }).click();
      await registerAndConfirm(page, account, email, {
        firstName: 'Cam',
        lastName: 'Changer',
        password: oldPassword,
      });

      await showView(account, 'change-password');
      await expect(account.getByRole('heading', { name: 'Change password' })).toBeVisible();
      // A wrong current password stands against its field.
      await account.getByLabel('Current password').fill('not-my-password');
      await account.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
      await account.getByLabel('Confirm new password').fill(newPassword);
      await account.getByRole('button', { name: 'Change password' }).click();
      await expect(account.getByText('Your current password is not correct')).toBeVisible();
      await expect(account.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await screenshot(page, 'change-password-wrong-current');

      await account.getByLabel('Current password').fill(oldPassword);
      await account.getByRole('button', { name: 'Change password' }).click();
      await expect(
        account.getByText(
          'Your password has been changed. You stay logged in here; other devices must log in again.',
        ),
      ).toBeVisible();
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await screenshot(page, 'change-password-done');

      // Still signed in with the new session, after a reload too.
      await page.reload();
      await showView(account, 'login');
      await expect(account.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
      await account.getByRole('button', { name: 'Log Out' }).click();
      await expect(account.getByRole('heading', { name: 'Log In' })).toBeVisible();

      // The old password no longer works; the new one does.
      await account.getByLabel('Email').fill(email);
      await account.getByLabel('Password').fill(oldPassword);
      await account.getByRole('button', { name: 'Log In' }).click();
      await expect(account.getByRole('alert')).toHaveText(
        'You have entered an invalid username or password',
      );
      await account.getByLabel('Password').fill(newPassword);
      await account.getByRole('button', { name: 'Log In' }).click();
      await expect(account.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
    });
  });
}
