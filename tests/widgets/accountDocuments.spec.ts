import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { ACCOUNT_VIEWPORTS, quoteAndPay } from '../support/accountOrder';
import { seriousViolations } from '../support/axe';
import { registerAndConfirm } from '../support/registerAndConfirm';

/**
 * A stage's shipment documents on the partner account page (examples/account.html): a signed-in
 * customer with a paid order opens it, adds a PDF to its stage, sees it listed (beside the label
 * the server made, which offers no Delete), downloads the stage's documents as one PDF and
 * deletes the upload after confirming — on a laptop and on a phone, each state checked with axe.
 */

/** A one-page PDF the server accepts (it reads every upload before it keeps it). */
async function receiptPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText('Receipt: road bike, $1,200', { x: 72, y: 700 });
  return Buffer.from(await pdf.save());
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const layout of ACCOUNT_VIEWPORTS) {
  const size = `${layout.viewport.width}×${layout.viewport.height}`;
  test.describe(`a stage's documents on the account page at ${size}`, () => {
    test.use(layout);
    test.setTimeout(180_000);

    test('a customer with a paid order uploads a PDF, sees it listed, downloads and deletes it', async ({
      page,
    }) => {
      await page.goto('/examples/account.html');
      const account = page.locator('bikeship-account');
      const box = page.locator('bikeship-quote-box');
      await expect(account.getByRole('heading', { name: 'Log In' })).toBeVisible();
      await registerAndConfirm(
        page,
        account,
        `documents-${Date.now()}-${layout.viewport.width}@example.com`,
      );
      await quoteAndPay(box);

      await account.evaluate((element) => element.setAttribute('view', 'orders'));
      const open = account
        .getByRole('region', { name: 'Most recent' })
        .getByRole('button', { name: /^View order #\d+$/ });
      await expect(open).toHaveCount(1, { timeout: 20_000 });
      await open.click();
      const stage = account.getByRole('region', { name: /^Stage 1: / });
      await expect(stage).toBeVisible({ timeout: 20_000 });
      const documents = stage.getByRole('region', { name: 'Documents' });
      const list = documents.getByRole('list', { name: 'Documents of stage 1' });
      // Upload: through the labelled picker, as a customer's file dialog hands it over.
      await documents.getByLabel('Add a document').setInputFiles({
        name: 'receipt.pdf',
        mimeType: 'application/pdf',
        buffer: await receiptPdf(),
      });
      await expect(documents.getByRole('status')).toHaveText('receipt.pdf uploaded.', {
        timeout: 20_000,
      });
      const receipt = list.getByRole('listitem').filter({ hasText: 'receipt.pdf' });
      await expect(receipt).toContainText(/PDF · [\d.]+ kB · /);
      await expect(documents.getByRole('progressbar')).toHaveCount(0);
      // What the server made at payment (the label) is listed too, and offers no Delete.
      await expect(
        list.getByRole('listitem').filter({ hasText: 'made with the label' }).getByRole('button'),
      ).toHaveCount(0);
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await receipt.scrollIntoViewIfNeeded();
      await shot(page, `documents-${size}`);

      // Download: the stage's documents in one PDF (the label and the receipt).
      const download = page.waitForEvent('download');
      await documents.getByRole('button', { name: 'Download documents' }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toMatch(/^bikeship-order-\d+-stage-1-documents\.pdf$/);
      const merged = await readFile((await saved.path()) ?? '');
      expect(merged.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await PDFDocument.load(merged)).getPageCount()).toBeGreaterThanOrEqual(1);
      await expect(documents.getByRole('status')).toHaveText('Documents downloaded.');

      // Delete: asked first, in a dialog; then gone from the list.
      await receipt.getByRole('button', { name: 'Delete receipt.pdf' }).click();
      const dialog = account.getByRole('dialog', { name: 'Delete this document?' });
      await expect(dialog).toContainText('receipt.pdf will be removed from stage 1.');
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(documents.getByRole('status')).toHaveText('receipt.pdf deleted.');
      await expect(receipt).toHaveCount(0);
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
    });
  });
}
