import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { withSavedConsent } from '../support/consentHelpers';
import { NEW_CUSTOMER_PASSWORD, registerAndConfirm } from '../support/registerAndConfirm';

/** The account widget's view on a site page (rendered in the WidgetFrame's shadow root). */
const accountOf = (page: Page) => page.locator('.site-widget');

async function logIn(page: Page, email: string): Promise<void> {
  const account = accountOf(page);
  await account.getByLabel('Email').fill(email);
  await account.getByLabel('Password').fill(NEW_CUSTOMER_PASSWORD);
  await account.getByRole('button', { name: 'Log In' }).click();
}

/** Logs out in another tab (a partner page's account element): this tab hears it by storage. */
async function logOutInAnotherTab(context: BrowserContext): Promise<void> {
  const other = await context.newPage();
  await other.goto('/examples/account.html');
  const account = other.locator('bikeship-account');
  await account.getByRole('button', { name: 'Log Out' }).click();
  await expect(account.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await other.close();
}

const hydrationErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
};

test.describe('shell §2 guards', () => {
  test('an account page is prerendered as a loading state, never its content', async ({
    request,
  }) => {
    const html = await (await request.get('/yourorders')).text();
    expect(html).toContain('Loading…');
    expect(html).not.toContain('site-widget');
  });

  test('account pages need a signed-in customer (→ /login and back); login pages are for guests (→ /profile); logout → /login', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await withSavedConsent(page, { analytics: true, marketing: false });
    const mismatches = hydrationErrors(page);
    const views: { path: string; visitorType: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/Analytics/page-view')) views.push(request.postDataJSON());
    });

    // Signed out, an account page sends the visitor to the login, naming where they were going.
    await page.goto('/yourorders?month=2026-11');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fyourorders%3Fmonth%3D2026-11$/);
    await expect(accountOf(page).getByRole('heading', { name: 'Log In' })).toBeVisible();
    // The page the visitor was sent away from is not counted as viewed.
    expect(views.map((view) => view.path)).not.toContain('/yourorders?month=2026-11');

    // A new customer (registered and confirmed; the confirm link signs them in).
    const email = `guard-${Date.now()}@example.com`;
    await page.goto('/register');
    await registerAndConfirm(page, accountOf(page), email);
    // Back on /register signed in: a login page is for guests, the customer goes home.
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
    await expect
      .poll(() => views.filter((view) => view.path === '/profile').map((view) => view.visitorType))
      .toContain('customer');

    // Signed out in another tab: the account page here follows (the runtimes agree).
    await logOutInAnotherTab(context);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);

    // Log in: back where they were going.
    await page.goto('/yourorders?month=2026-11');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/yourorders\?month=2026-11$/);

    // Signed out again; then on a public page the user menu's Log Out event (`bikeship:logout`,
    // bubbling from its host — dispatched here, the header's menu is not part of these pages yet)
    // takes the visitor to /login.
    await logOutInAnotherTab(context);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.goto('/aboutus');
    // The session's navigation listens from an idle moment after the hydration (a person's Log
    // Out takes opening the menu first): until then the event goes unheard — sent until heard.
    await expect(async () => {
      await page.evaluate(() =>
        document.body.dispatchEvent(
          new CustomEvent('bikeship:logout', {
            bubbles: true,
            composed: true,
            detail: { reason: 'user' },
          }),
        ),
      );
      await expect(page).toHaveURL(/\/login$/, { timeout: 1_000 });
    }).toPass();
    await expect(page).toHaveURL(/\/login$/);

    // A redirect to another site is refused: home after login is /profile.
    await page.goto('/login?redirect=//evil.example/steal');
    await logIn(page, email);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/profile$/);
    expect(mismatches).toEqual([]);
  });
});
