import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { costsToPayment } from '../support/boxToCosts';
import { pickPlace } from '../support/placeLookup';
import { registerAndConfirm } from '../support/registerAndConfirm';

/**
 * A customer's whole path on the partner account page (examples/account.html): a free account
 * made in `<bikeship-account>`, a trip quoted and paid in the quote box beside it, then the
 * order found in the account's orders view, its details opened and its label PDF downloaded
 * (labels are made when an order is paid).
 */

/** The two layouts a customer meets: a laptop, and a phone with touch. */
const VIEWPORTS = [
  { viewport: { width: 1280, height: 800 }, hasTouch: false },
  { viewport: { width: 390, height: 844 }, hasTouch: true },
];

/** San Francisco → Bend in the quote box, on to Payment, paid with the test gateway's Visa. */
async function quoteAndPay(box: Locator) {
  await pickPlace(box, 'From', '94103');
  await pickPlace(box, 'To', '97702');
  await box
    .getByRole('combobox', { name: 'Box' })
    .selectOption({ label: 'Bike shop box (standard)' });
  await box.getByRole('button', { name: 'Get rates' }).click();
  const costs = box.getByRole('heading', { name: 'Costs', exact: true });
  // A signed-in customer is not asked their name; a guest would be, in the box.
  const guestName = box.getByRole('textbox', { name: 'First name' });
  await expect(costs.or(guestName)).toBeVisible({ timeout: 20_000 });
  if (await guestName.isVisible()) {
    await guestName.fill('Ada');
    await box.getByRole('textbox', { name: 'Last name' }).fill('Rider');
    await box.getByRole('button', { name: 'Get rates' }).click();
    await expect(costs).toBeVisible({ timeout: 20_000 });
  }
  // The first speed, the boxes dropped off at the carrier.
  await box.getByRole('radiogroup').first().getByRole('radio').first().check();
  await box
    .getByRole('group', { name: /^Pickup for stage/ })
    .getByRole('radio', { name: /Drop off/ })
    .check();
  await costsToPayment(box);
  await box.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await box.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await box.getByRole('textbox', { name: 'Security code' }).fill('123');
  await box.getByRole('button', { name: /^Pay / }).click();
  await expect(box.getByRole('heading', { name: /order is placed/i })).toBeVisible({
    timeout: 30_000,
  });
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const layout of VIEWPORTS) {
  const size = `${layout.viewport.width}×${layout.viewport.height}`;
  test.describe(`the customer's orders on the account page at ${size}`, () => {
    test.use(layout);
    test.setTimeout(180_000);

    test('register, quote and pay, then find the order and download its labels', async ({
      page,
    }) => {
      await page.goto('/examples/account.html');
      const account = page.locator('bikeship-account');
      const box = page.locator('bikeship-quote-box');
      await expect(account.getByRole('heading', { name: 'Log In' })).toBeVisible();
      await registerAndConfirm(
        page,
        account,
        `orders-${Date.now()}-${layout.viewport.width}@example.com`,
      );
      await quoteAndPay(box);

      // The page has no orders link yet: turn the element to its orders view.
      await account.evaluate((element) => element.setAttribute('view', 'orders'));
      await expect(account.getByRole('heading', { name: 'Your orders' })).toBeVisible();
      const recent = account.getByRole('region', { name: 'Most recent' });
      const open = recent.getByRole('button', { name: /^View order #\d+$/ });
      await expect(open).toHaveCount(1, { timeout: 20_000 });
      const months = account.getByRole('region', { name: 'Orders by month' });
      const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
        new Date(),
      );
      await months.getByRole('button', { name: thisMonth }).click();
      const ofMonth = account.getByRole('region', { name: `Orders of ${thisMonth}` });
      await expect(ofMonth.getByRole('button', { name: /^View order #\d+$/ })).toHaveCount(1);
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await account.scrollIntoViewIfNeeded();
      await shot(page, `orders-${size}`);

      // The order's details: its stage, with labels made at payment.
      const orderName = (await open.textContent())?.replace('View order ', 'Order ') ?? '';
      await open.click();
      await expect(account).toHaveAttribute('view', 'order');
      await expect(account).toHaveAttribute('order-id', /^\d+$/);
      await expect(account.getByRole('heading', { name: orderName })).toBeVisible();
      const stage = account.getByRole('region', { name: /^Stage 1: / });
      await expect(stage).toBeVisible({ timeout: 20_000 });
      const downloadButton = stage.getByRole('button', { name: 'Download labels' });
      await expect(downloadButton).toBeVisible();
      await expect(stage.getByRole('button', { name: 'Email labels' })).toBeVisible();
      await expect(stage.getByRole('button', { name: 'Labels by post' })).toBeVisible();
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);

      const download = page.waitForEvent('download');
      await downloadButton.click();
      const saved = await download;
      expect(saved.suggestedFilename()).toMatch(/^bikeship-order-\d+-stage-1-labels\.pdf$/);
      const pdf = await readFile((await saved.path()) ?? '');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(stage.getByRole('status')).toHaveText('Labels downloaded.');
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await shot(page, `order-${size}`);
    });
  });
}
