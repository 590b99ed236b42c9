import { expect, type Page, test } from '@playwright/test';
import { confirmLinkMailedTo, registerThroughForm } from '../support/registerAndConfirm';

/**
 * The header follows the session, and its menus close when the focus leaves them — found on a
 * keyboard and phone walk of the site (shell §2 Main menu, User menu; the disclosure-menu
 * pattern: a menu open over the page must not cover the control the focus moved to).
 */

const header = (page: Page) => page.getByRole('banner');
const myAccount = (page: Page) => header(page).getByRole('button', { name: 'My Account' });
const logInOrRegister = (page: Page) =>
  header(page).getByRole('button', { name: 'Log In or Register' });
const accountMenu = (page: Page) => page.getByRole('region', { name: 'Account menu' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuToggle = (page: Page) => mainMenu(page).getByRole('button', { name: 'Menu' });

/** Signs the demo customer the server seeds in on /login's own form; lands on /profile. */
async function signInAtLogin(page: Page): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email' }).fill('demo@bikeship.test');
  await form.getByLabel('Password').fill('ride-safe-2026');
  await form.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test.describe('the header follows the session, not the page’s first load (shell §2 User menu)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('signing in at /login shows My Account without a reload; Log Out shows Log In or Register again', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(logInOrRegister(page)).toBeVisible();
    // A page load would lose this mark: the header changed in the page that was open.
    await page.evaluate(() => Object.assign(window, { sessionMark: 'kept' }));
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Email' }).fill('demo@bikeship.test');
    await form.getByLabel('Password').fill('ride-safe-2026');
    await form.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(myAccount(page)).toBeVisible();
    await expect(logInOrRegister(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { sessionMark?: string }).sessionMark)).toBe(
      'kept',
    );

    await myAccount(page).click();
    await accountMenu(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(logInOrRegister(page)).toBeVisible();
    await expect(myAccount(page)).toHaveCount(0);
  });
});

test.describe('the header follows the session after a mailed confirm link (shell §2 User menu)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"Confirm email and log in" lands on /profile with My Account in the header, no reload', async ({
    page,
  }) => {
    const email = `header-${Date.now()}@example.com`;
    await page.goto('/register');
    await registerThroughForm(page.getByRole('main'), { email });
    const link = await confirmLinkMailedTo(email);
    await page.goto(link);
    await expect(logInOrRegister(page)).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sessionMark: 'kept' }));
    await page.getByRole('button', { name: 'Confirm email and log in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(myAccount(page)).toBeVisible();
    await expect(logInOrRegister(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { sessionMark?: string }).sessionMark)).toBe(
      'kept',
    );
  });
});

test.describe('an open menu closes when the focus leaves it', () => {
  test('desktop: Tab past Log Out closes My Account; the focused control is not under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAtLogin(page);
    await page.goto('/');
    await myAccount(page).focus();
    await page.keyboard.press('Enter');
    await expect(accountMenu(page)).toBeVisible();
    await accountMenu(page).getByRole('button', { name: 'Log Out' }).focus();
    await page.keyboard.press('Tab');
    await expect(accountMenu(page)).toBeHidden();
    await expect(myAccount(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('desktop: a guest’s login popup closes when Tab leaves it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await logInOrRegister(page).focus();
    await page.keyboard.press('Enter');
    await expect(accountMenu(page).getByRole('textbox', { name: 'Email' })).toBeFocused();
    // Back out of the menu, before its toggle: the page's logo link.
    await page.keyboard.press('Shift+Tab');
    await expect(accountMenu(page)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(accountMenu(page)).toBeHidden();
  });

  test('phone: Tab past Contact closes the hamburger menu; Escape on its toggle closes it too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const contact = mainMenu(page).getByRole('link', { name: 'Contact', exact: true });
    await menuToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(contact).toBeVisible();
    await contact.focus();
    await page.keyboard.press('Tab');
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();

    await menuToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(contact).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(contact).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });
});
