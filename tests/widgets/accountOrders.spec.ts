import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, quoteAndPay } from '../support/accountOrder';
import { seriousViolations } from '../support/axe';
import { registerAndConfirm } from '../support/registerAndConfirm';

/**
 * A customer's whole path on the partner account page (examples/account.html): a free account
 * made in `<bikeship-account>`, a trip quoted and paid in the quote box beside it, then the
 * order found in the account's orders view, its details opened and its label PDF downloaded
 * (labels are made when an order is paid).
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const layout of ACCOUNT_VIEWPORTS) {
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
