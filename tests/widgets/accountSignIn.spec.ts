import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import {
  confirmLinkMailedTo,
  mailsWithSubject,
  openConfirmLink,
  registerThroughForm,
} from '../support/registerAndConfirm';

/** The two layouts a customer meets: a laptop and a phone. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

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

for (const viewport of VIEWPORTS) {
  test.describe(`signing in on the account page at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('register a new account, log out, and log in again, by labels', async ({ page }) => {
      // Two surfaces (the partner page and the site's /registerthankyou) and six axe scans.
      test.setTimeout(60_000);
      await listenForLogins(page);
      await page.goto('/examples/account.html');
      const account = page.locator('bikeship-account');
      await expect(account.getByRole('heading', { name: 'Log In' })).toBeVisible();
      // Both bundles joined the one window.bikeship queue.
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { bikeship?: { bundles?: string[] } }).bikeship?.bundles,
          ),
        )
        .toEqual(expect.arrayContaining(['quote-widget', 'account-widget']));
      await expect(page.locator('bikeship-quote-box').getByRole('button').first()).toBeVisible();
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);

      // Register: the thank-you view sends the customer to their inbox; nobody is signed in yet.
      await account.getByRole('button', { name: 'Create Free Account' }).click();
      await expect(account.getByRole('heading', { name: 'Create Free Account' })).toBeVisible();
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      const email = `rider-${Date.now()}-${viewport.width}@example.com`;
      const password = 'correct-horse-battery';
      await registerThroughForm(account, { email, password });
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      expect(await loginsOf(page)).toEqual([]);

      // The mailed link opens the site's /registerthankyou (the same account view, in the
      // site's page): confirming makes the account and signs the customer in there.
      const link = await confirmLinkMailedTo(email);
      expect(new URL(link, page.url()).pathname).toBe('/registerthankyou');
      await page.goto(link);
      const linkPage = page.locator('.site-account');
      await expect(linkPage.getByRole('heading', { name: 'Confirm your email' })).toHaveCount(2);
      expect(await seriousViolations(page, '.site-account')).toEqual([]);
      await openConfirmLink(page, link);
      expect(await seriousViolations(page, '.site-account')).toEqual([]);
      expect(await loginsOf(page)).toEqual([
        expect.objectContaining({ email, firstName: 'Ada', via: 'register' }),
      ]);
      // The link works once (confirming took the customer on to /profile: open it again).
      await page.goto(link);
      await linkPage.getByRole('button', { name: 'Confirm email and log in' }).click();
      await expect(
        linkPage.getByText(/This confirmation link is invalid, used or expired/),
      ).toBeVisible();

      // The session is kept (local storage): on the account page the login view says who is in.
      await page.goto('/examples/account.html');
      await expect(account.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
      await account.getByRole('button', { name: 'Log Out' }).click();
      await expect(account.getByRole('heading', { name: 'Log In' })).toBeVisible();

      // Registering the address again looks the same here; the owner's inbox gets "you already
      // have an account" instead of a second link.
      await registerThroughForm(account, { email, password: 'another-horse-battery' });
      const already = await mailsWithSubject(email, /You already have a bikeship account/);
      expect(already).toHaveLength(1);
      expect(already[0]?.text).toMatch(/https?:\/\/\S+\/login\b/);
      await page.goto('/examples/account.html');
      await expect(account.getByRole('heading', { name: 'Log In' })).toBeVisible();

      // A wrong password: the spec's message, both fields marked.
      await account.getByLabel('Email').fill(email);
      await account.getByLabel('Password').fill('not-my-password');
      await account.getByRole('button', { name: 'Log In' }).click();
      await expect(account.getByRole('alert')).toHaveText(
        'You have entered an invalid username or password',
      );
      await expect(account.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);

      // Log in.
      await account.getByLabel('Password').fill(password);
      await account.getByRole('button', { name: 'Log In' }).click();
      await expect(account.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
      expect(await loginsOf(page)).toEqual([expect.objectContaining({ email, via: 'login' })]);
    });
  });
}
