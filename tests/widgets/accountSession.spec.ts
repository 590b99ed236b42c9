import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { type FreshServer, startFreshServer } from '../support/freshServer';
import { registerAndConfirm } from '../support/registerAndConfirm';
import { recordWidgetEvents } from '../support/widgetEvents';

/** A laptop and a phone (touch), the two layouts a customer meets. */
const LAYOUTS = {
  laptop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

/**
 * A new customer registered with `<bikeship-account>` on examples/account.html: the page's
 * `<bikeship-user-menu>` knows the session (the bundles share it).
 */
function register(page: Page, label: string, outboxDir?: string) {
  return registerAndConfirm(
    page,
    page.locator('bikeship-account'),
    `menu-${Date.now()}-${label}@example.com`,
    { outboxDir },
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

    // The page's clock runs ahead (Playwright's clock) with the server's 20-minute tokens: the
    // session manager reads the token's expiry against the page's clock. The same timeline in
    // real time, on a server issuing short tokens, is the test at the end of this file.
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

      // Continue: a new 20-minute token, the modal closes. The page's clock stands still until
      // the test has seen it close: the next session check (below) shows the warning again at
      // once, and on a busy machine it came before the test looked.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      const extended = page.waitForResponse('**/api/Authentication/extend-session');
      await warning.getByRole('button', { name: 'Continue' }).click();
      expect((await extended).ok()).toBe(true);
      await expect(warning).toBeHidden();
      await page.clock.resume();

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

/** The short session of the real-time test: 5 s until the warning, then its 60 s (shell §9). */
const SHORT_SESSION_S = 65;

test.describe('the session in real time, on a server with 65 s sessions (laptop)', () => {
  test.use(LAYOUTS.laptop);
  // A server of its own (≈ 10–30 s to start, beforeAll), then two sessions of real time: one
  // extended at its warning (≈ 10 s), one left to run out (65 s).
  test.setTimeout(180_000);
  let server: FreshServer;
  test.beforeAll(async () => {
    // Migrating and seeding a fresh database: 30 s measured on two busy cores.
    test.setTimeout(120_000);
    server = await startFreshServer({ SESSION_LIFETIME_SECONDS: String(SHORT_SESSION_S) });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the warning opens with its live countdown, Continue extends, and doing nothing logs out — no fake clock (shell §4, §8)', async ({
    page,
  }) => {
    const events = await recordWidgetEvents(page, ['bikeship:session', 'bikeship:logout']);
    await page.goto(`${server.url}/examples/account.html`);
    const menu = page.locator('bikeship-user-menu');
    await register(page, 'real-time', server.dataDir);
    await expect(menu.getByRole('button', { name: 'My Account' })).toBeVisible();

    // 60 s before the token's end, at the next 5-second check.
    const warning = menu.getByRole('dialog', { name: 'Your session is about to expire' });
    await expect(warning).toBeVisible({ timeout: 15_000 });
    const timer = warning.getByRole('timer');
    const first = Number(/(\d+) seconds?/.exec((await timer.textContent()) ?? '')?.[1]);
    expect(first).toBeLessThanOrEqual(60);
    // It counts down by itself, each second.
    await expect(timer).toHaveText(`You will be logged out in ${first - 2} seconds.`, {
      timeout: 5_000,
    });
    expect(await seriousViolations(page, 'bikeship-user-menu')).toEqual([]);
    await shot(menu, 'session-warning-real-time');

    const extended = page.waitForResponse('**/api/Authentication/extend-session');
    await warning.getByRole('button', { name: 'Continue' }).click();
    expect((await extended).ok()).toBe(true);
    await expect(warning).toBeHidden();

    // The new token's 65 s: the warning again, then the inactivity logout at its end.
    await expect(warning).toBeVisible({ timeout: 15_000 });
    const loggedOut = menu.getByRole('dialog', { name: 'You have been logged out' });
    await expect(loggedOut).toBeVisible({ timeout: (SHORT_SESSION_S + 5) * 1000 });
    await expect(warning).toBeHidden();
    await expect(
      loggedOut.getByText('For your security, you have been logged out due to inactivity.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('bikeship-session'))).toBe(null);
    expect(await seriousViolations(page, 'bikeship-user-menu')).toEqual([]);

    // What the page heard from the menu (the account element tells the same, README). The
    // customer signed in on the confirm link's page: this page found the session there.
    const heard = (await events()).filter((event) => event.from === 'bikeship-user-menu');
    expect(
      heard.map((event) => `${event.type} ${(event.detail as { change?: string }).change ?? ''}`),
    ).toEqual([
      'bikeship:session restored',
      'bikeship:session warning',
      'bikeship:session extended',
      'bikeship:session warning',
      'bikeship:session expired',
      'bikeship:logout ',
    ]);
    const [restored, , extendedTo] = heard.map(
      (event) => event.detail as { expiresAt: string | null },
    );
    expect(Date.parse(extendedTo?.expiresAt ?? '')).toBeGreaterThan(
      Date.parse(restored?.expiresAt ?? ''),
    );
    expect(
      (await events())
        .filter((event) => event.from === 'bikeship-account')
        .map((event) => event.type),
    ).toContain('bikeship:session');
  });
});
