import { expect, type Page, test } from '@playwright/test';

/**
 * A new guest on the bike-shop page (examples/bike-shop.html) reaches a paid order with the
 * keyboard alone, on a slow network (every API answer 700 ms late), on a desktop and on a phone:
 * Tab to each control by its label, type, arrows in lists and radio groups, Enter on buttons.
 * Each step is photographed into the test's output folder.
 */

/** The focused element, inside shadow roots: `TAG:type|aria-label|label|text|value`. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return '';
    const h = el as HTMLElement;
    const labelled = h.getAttribute('aria-label') ?? '';
    const id = h.id;
    const root = h.getRootNode() as Document | ShadowRoot;
    const label =
      (id ? root.querySelector(`label[for="${id}"]`)?.textContent : undefined) ??
      h.closest('label')?.textContent ??
      '';
    return `${h.tagName}:${(h as HTMLInputElement).type ?? ''}|${labelled}|${label}|${(h.textContent ?? '').slice(0, 40)}|${(h as HTMLInputElement).value ?? ''}`;
  });
}

/** Presses Tab until the focused element matches (a keyboard user finds a control so). */
async function tabTo(page: Page, pattern: RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    const name = await focusedName(page);
    if (pattern.test(name)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${pattern}; at ${await focusedName(page)}`);
}

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

for (const [size, use] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use(use);
    test(`a new guest pays with the keyboard alone on a slow network (${size})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const shots = async (name: string) =>
        page.screenshot({ path: test.info().outputPath(`${size}-${name}.png`) });
      // Slow network: every API call answered 700 ms late.
      await page.route('**/api/**', async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto('/examples/bike-shop.html');
      await tabTo(page, /\|From\b/);
      await page.keyboard.type('94103', { delay: 60 });
      await page.waitForTimeout(2500);
      await shots('01-from-typed');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await tabTo(page, /\|To\b/);
      await page.keyboard.type('97702', { delay: 60 });
      await page.waitForTimeout(2500);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await tabTo(page, /^SELECT.*\|Box/);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await shots('02-box');
      await tabTo(page, /BUTTON.*Get rates/);
      await page.keyboard.press('Enter');
      await page.waitForTimeout(1500);
      await shots('03-guest-asked');
      await page.keyboard.type('Ana');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Rider');
      await page.keyboard.press('Tab');
      await page.keyboard.type('ana.walk@example.com');
      await tabTo(page, /BUTTON.*Get rates/);
      await page.keyboard.press('Enter');
      await page.waitForTimeout(400);
      await shots('04-getting-rates');
      const box = page.locator('bikeship-quote-box');
      await expect(box.getByRole('heading', { name: 'Costs', exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForTimeout(3000);
      await shots('05-costs');
      await tabTo(page, /INPUT:radio/);
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(3000);
      await shots('06-costs-speed');
      await tabTo(page, /BUTTON.*Continue to details/);
      await page.keyboard.press('Enter');
      await expect(box.getByRole('heading', { name: 'Details', exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await shots('07-details');
      for (const street of ['200 Folsom St', '450 SW Powerhouse Dr']) {
        await tabTo(page, /Street address/);
        await page.keyboard.type(street);
        await tabTo(page, /Phone/);
        await page.keyboard.type('541-555-0110');
        await page.keyboard.press('Tab');
      }
      await tabTo(page, /BUTTON.*Continue to contents/);
      await page.keyboard.press('Enter');
      await expect(box.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForTimeout(1500);
      await shots('08-contents');
      await tabTo(page, /SELECT.*What is in the box/);
      await page.keyboard.press('ArrowDown');
      await tabTo(page, /Description/);
      await page.keyboard.type('Road bike, pedals off');
      await tabTo(page, /BUTTON.*Continue to payment/);
      await page.keyboard.press('Enter');
      await expect(box.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForTimeout(2000);
      await shots('09-payment');
      await tabTo(page, /Card number/);
      await page.keyboard.type('4242424242424242');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1230');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
      await tabTo(page, /BUTTON.*Pay \$/);
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      await shots('10-paying');
      await expect(box.getByRole('heading', { name: /order is placed/i })).toBeVisible({
        timeout: 30_000,
      });
      await shots('11-paid');
      // The outcome has the focus, for a screen reader to announce; nothing broke on the way.
      expect(await focusedName(page)).toMatch(/^H2.*Thank you — your order is placed/);
      expect(errors).toEqual([]);
    });
  });
}
