import { expect, type Page, test } from '@playwright/test';
import { dataLayerOf, withSavedConsent } from '../support/consentHelpers';
import { type FreshServer, startFreshServer } from '../support/freshServer';
import { NEW_CUSTOMER_PASSWORD, registerAndConfirm } from '../support/registerAndConfirm';

const MEASUREMENT_ID = 'G-E2ETEST123';
/** A short session (past the 60 s warning), to see one run out in real time. */
const SHORT_SESSION_S = 65;

/** Answers Google's tag with an empty script (no internet here) and counts the requests. */
async function stubGoogleTag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return requested;
}

test.describe('a server with a GA4 measurement id and 65 s sessions', () => {
  test.setTimeout(150_000);
  let server: FreshServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startFreshServer({
      ANALYTICS_GA4_MEASUREMENT_ID: MEASUREMENT_ID,
      SESSION_LIFETIME_SECONDS: String(SHORT_SESSION_S),
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('shell §7 the configured provider: gtag.js from Google (CSP allows it) only with analytics consent, after the consent defaults', async ({
    page,
  }) => {
    const requested = await stubGoogleTag(page);
    const answer = await page.goto(`${server.url}/aboutus`);
    expect(answer?.headers()['content-security-policy']).toContain(
      "script-src 'self' https://www.googletagmanager.com",
    );
    // No consent yet: Google is not contacted.
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page
      .getByRole('region', { name: 'Cookie preferences' })
      .getByRole('button', { name: 'Accept All' })
      .click();
    await expect
      .poll(() => requested)
      .toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
    await expect
      .poll(async () => (await dataLayerOf(page)).map((entry) => entry.slice(0, 2)))
      .toEqual([
        ['consent', 'default'],
        ['consent', 'update'],
        ['js', expect.anything()],
        ['config', MEASUREMENT_ID],
        ['event', 'page_view'],
      ]);
    expect((await dataLayerOf(page)).at(-1)?.[2]).toEqual({
      page_location: `${server.url}/aboutus`,
      page_title: 'aboutus',
      visitor_type: 'guest',
    });
  });

  test('DECISION: the session running out on a page takes the customer to /login, and back after signing in', async ({
    page,
  }) => {
    await withSavedConsent(page, { analytics: false, marketing: false });
    await stubGoogleTag(page);
    const account = page.locator('.site-widget');
    const email = `expiry-${Date.now()}@example.com`;
    await page.goto(`${server.url}/register`);
    await registerAndConfirm(page, account, email, { outboxDir: server.dataDir });
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto(`${server.url}/aboutus`);
    await expect(page).toHaveURL(/\/login\?redirect=%2Faboutus$/, {
      timeout: (SHORT_SESSION_S + 15) * 1000,
    });
    // The user menu says why (shell §2 "logged out for inactivity"); its Log In, on the login
    // page already, closes it over the page's form.
    const inactivity = page.getByRole('dialog').filter({ hasText: 'logged out due to inactivity' });
    await expect(inactivity).toBeVisible();
    await inactivity.getByRole('button', { name: 'Log In' }).click();
    await expect(inactivity).toBeHidden();
    await expect(page).toHaveURL(/\/login\?redirect=%2Faboutus$/);
    await account.getByLabel('Email').fill(email);
    await account.getByLabel('Password').fill(NEW_CUSTOMER_PASSWORD);
    await account.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
  });
});
