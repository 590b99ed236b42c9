import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  blockLocalStorage,
  CONSENT_KEY,
  dataLayerOf,
  withSavedConsent,
} from '../support/consentHelpers';
import { holdTheApp } from '../support/holdTheApp';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie preferences' });

const DEFAULT_DENIED = [
  'consent',
  'default',
  {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  },
];

const update = (analytics: 'granted' | 'denied', ad: 'granted' | 'denied') => [
  'consent',
  'update',
  { ad_storage: ad, ad_user_data: ad, ad_personalization: ad, analytics_storage: analytics },
];

const savedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_KEY);

test.describe('shell §4 cookie banner', () => {
  test('shown when nothing is saved; Accept All saves every category, closes it and grants both storages', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    await expect(banner(page)).toBeVisible();
    // Not blocking the page: the page under it stays usable.
    await expect(page.getByRole('link', { name: 'bikeship' })).toBeEnabled();
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await savedConsent(page)).toEqual({ essential: true, analytics: true, marketing: true });
    expect(await dataLayerOf(page)).toEqual([DEFAULT_DENIED, update('granted', 'granted')]);
  });

  test('shell §5 Save Preferences: essential shown checked and locked, the switches saved as chosen', async ({
    page,
  }) => {
    await page.goto('/');
    const essential = banner(page).getByRole('checkbox', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(essential).toHaveAccessibleDescription(/Always on/);
    const analytics = banner(page).getByRole('switch', { name: 'Analytics' });
    const marketing = banner(page).getByRole('switch', { name: 'Marketing' });
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    // Keyboard: the switch toggles with Space.
    await analytics.focus();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await savedConsent(page)).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
    });
    expect(await dataLayerOf(page)).toEqual([DEFAULT_DENIED, update('granted', 'denied')]);
  });

  test('not shown again after a choice: a return visit applies the saved choice after the denied default', async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await page.reload();
    await expect
      .poll(() => dataLayerOf(page))
      .toEqual([DEFAULT_DENIED, update('denied', 'denied')]);
    await expect(banner(page)).toHaveCount(0);
  });

  test('with local storage unavailable the choice is kept in a consent-preferences cookie', async ({
    page,
    context,
  }) => {
    await blockLocalStorage(page);
    await page.goto('/aboutus');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = (await context.cookies()).find((entry) => entry.name === CONSENT_KEY);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? 'null'))).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
    });
    await page.reload();
    await expect
      .poll(() => dataLayerOf(page))
      .toEqual([DEFAULT_DENIED, update('granted', 'granted')]);
    await expect(banner(page)).toHaveCount(0);
  });

  test('Cookie preferences (openCookiePreferences) reopens it focused, with the saved choices', async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('switch', { name: 'Marketing' }).check();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toBeHidden();
    // What the footer's "Cookie preferences" calls (consent/openCookiePreferences.ts).
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('bikeship:cookie-preferences')),
    );
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(banner(page).getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await expect(banner(page).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    expect(await savedConsent(page)).toEqual({ essential: true, analytics: true, marketing: true });
  });

  test('accessible: a labelled region, reachable by keyboard, with no serious or critical axe violation', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.site-consent').analyze();
    expect(results.passes.length).toBeGreaterThan(0);
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
    // Tab reaches Accept All from the page (the banner is not a trap and not skipped): it comes
    // after the page's own links, at the end of the document, as it shows at the bottom.
    const acceptAll = banner(page).getByRole('button', { name: 'Accept All' });
    for (
      let press = 0;
      press < 200 && !(await acceptAll.evaluate((el) => el === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(acceptAll).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
  });

  test('DECISION: a first visit sees the banner in the page’s first paint, its controls disabled until the app has loaded', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeDisabled();
    await expect(banner(page).getByRole('switch', { name: 'Analytics' })).toBeDisabled();
    release();
    // The same banner, now working.
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await savedConsent(page)).toEqual({ essential: true, analytics: true, marketing: true });
  });

  test('a returning visitor never sees it, not even before the app has loaded', async ({
    page,
  }) => {
    await withSavedConsent(page, { analytics: false, marketing: false });
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    // The page is there (its guard decides in the browser, so it shows "Loading…" until then).
    await expect(page.getByRole('main')).toBeAttached();
    await expect(banner(page)).toBeHidden();
    release();
    await expect(banner(page)).toHaveCount(0);
  });

  test('a returning visitor whose choice is in the cookie (local storage blocked) never sees it either', async ({
    page,
  }) => {
    await blockLocalStorage(page);
    await page.addInitScript((key) => {
      const choice = JSON.stringify({ essential: true, analytics: false, marketing: false });
      // biome-ignore lint/suspicious/noDocumentCookie: a saved cookie, there before any page script
      document.cookie = `${key}=${encodeURIComponent(choice)}; path=/`;
    }, CONSENT_KEY);
    const release = await holdTheApp(page);
    await page.goto('/aboutus', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(banner(page)).toBeHidden();
    release();
    await expect(banner(page)).toHaveCount(0);
  });

  test('DECISION: without JavaScript no banner (nothing is stored that would need a consent)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await context.close();
  });
});

test.describe('the cookie banner and the keyboard (a keyboard walk of the site)', () => {
  test('after Accept All the focus goes to the main content, not the page body', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    const acceptAll = banner(page).getByRole('button', { name: 'Accept All' });
    await expect(acceptAll).toBeEnabled();
    await acceptAll.focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('reopened and saved, the focus goes back where it was before the banner took it', async ({
    page,
  }) => {
    await withSavedConsent(page, { analytics: false, marketing: false });
    await page.goto('/aboutus');
    const home = page.getByRole('link', { name: 'bikeship home' });
    await home.focus();
    // What a "Cookie preferences" control calls (consent/openCookiePreferences.ts).
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('bikeship:cookie-preferences')),
    );
    await expect(banner(page)).toBeFocused();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(home).toBeFocused();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`a field focused by Tab is never under the banner (/register at ${viewport.width}×${viewport.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/register');
      await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeEnabled();
      const form = page.getByRole('main');
      const email = form.getByRole('textbox', { name: 'Email' });
      const fields = [email, form.getByRole('textbox', { name: 'Password', exact: true })];
      await expect(email).toBeVisible();
      // From the top of the page, as a keyboard user starts.
      await page.getByRole('link', { name: 'bikeship home' }).focus();
      for (const field of fields) {
        let presses = 0;
        while (!(await field.evaluate((element) => element.matches(':focus')))) {
          expect(presses++, 'the field is reached by Tab').toBeLessThan(40);
          await page.keyboard.press('Tab');
        }
        const fieldBox = await field.boundingBox();
        const bannerBox = await banner(page).boundingBox();
        expect(fieldBox && bannerBox).toBeTruthy();
        if (!fieldBox || !bannerBox) return;
        expect(fieldBox.y).toBeGreaterThanOrEqual(0);
        expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(bannerBox.y);
      }
    });
  }
});
