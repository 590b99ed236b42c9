import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, quoteAndPay } from '../support/accountOrder';
import { seriousViolations } from '../support/axe';
import { mailsTo } from '../support/outbox';
import { registerAndConfirm } from '../support/registerAndConfirm';

/**
 * Cancelling a stage from the account page (examples/account.html; quote §4: "refund or cancel
 * can act on … a label"): a paid order's stage cancelled behind a confirmation that states the
 * amount, the refund in the order's figures once confirmed, and the CANCELORDER mail the server
 * sends in its outbox.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const layout of ACCOUNT_VIEWPORTS) {
  const size = `${layout.viewport.width}×${layout.viewport.height}`;
  test.describe(`cancelling a stage of an order on the account page at ${size}`, () => {
    test.use(layout);
    test.setTimeout(180_000);

    test('the confirmation states the amount; confirmed, the refund shows and CANCELORDER is mailed', async ({
      page,
    }) => {
      const email = `cancel-${Date.now()}-${layout.viewport.width}@example.com`;
      await page.goto('/examples/account.html');
      const account = page.locator('bikeship-account');
      const box = page.locator('bikeship-quote-box');
      await expect(account.getByRole('heading', { name: 'Log In' })).toBeVisible();
      await registerAndConfirm(page, account, email);
      await quoteAndPay(box);

      // The page has no orders link yet: turn the element to its orders view, open the order.
      await account.evaluate((element) => element.setAttribute('view', 'orders'));
      const open = account
        .getByRole('region', { name: 'Most recent' })
        .getByRole('button', { name: /^View order #\d+$/ });
      await expect(open).toHaveCount(1, { timeout: 20_000 });
      const orderNumber = ((await open.textContent()) ?? '').replace('View order ', '');
      await open.click();
      await expect(account.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

      const stage = account.getByRole('region', { name: /^Stage 1: / });
      const money = account.getByRole('region', { name: 'Payment', exact: true });
      await expect(stage).toBeVisible({ timeout: 20_000 });
      await expect(money.getByText('Paid', { exact: true }).first()).toBeVisible();
      const paid = (await money.locator('dt:text-is("Paid") + dd').textContent()) ?? '';
      expect(paid).toMatch(/^\$\d+\.\d\d$/);
      await expect(money.locator('dt:text-is("Refunded") + dd')).toHaveText('$0.00');
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);

      // The only stage: voiding its label gives back everything paid, all of it to the card.
      await stage.getByRole('button', { name: 'Cancel stage 1' }).click();
      const dialog = account.getByRole('dialog', { name: 'Cancel stage 1?' });
      await expect(dialog).toBeVisible();
      // A modal over the page, not a block in the flow: its CSS is adopted in the shadow root.
      await expect(account.locator('.bs-modal-backdrop')).toHaveCSS('position', 'fixed');
      await expect(dialog.getByText(`You get ${paid} back:`)).toBeVisible();
      await expect(dialog.locator('dt:text-is("To your card") + dd')).toHaveText(paid);
      await expect(dialog.locator('dt:text-is("As credit") + dd')).toHaveText('$0.00');
      await expect(
        dialog.getByText("We email the cancellation to the order's email address."),
      ).toBeVisible();
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await shot(page, `cancel-confirmation-${size}`);

      await dialog.getByRole('button', { name: 'Yes, cancel stage 1' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        account.getByText(`Stage 1 is cancelled. ${paid} goes back to your card.`),
      ).toBeVisible();
      await expect(money.locator('dt:text-is("Refunded") + dd')).toHaveText(paid);
      await expect(money.locator('dt:text-is("Status") + dd')).toHaveText('Refunded');
      await expect(stage.locator('dt:text-is("Status") + dd')).toHaveText('Cancelled');
      await expect(account.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await shot(page, `cancelled-${size}`);

      // The server's outbox: the CANCELORDER mail to the customer, with the refund in it.
      const subject = new RegExp(`^Subject: Your bikeship order ${orderNumber} is cancelled`, 'im');
      await expect
        .poll(
          async () => (await mailsTo(email)).filter((mail) => subject.test(mail.headers)).length,
          {
            timeout: 15_000,
          },
        )
        .toBe(1);
      const [mail] = (await mailsTo(email)).filter((mail) => subject.test(mail.headers));
      expect(mail?.text).toContain(paid);
    });
  });
}
