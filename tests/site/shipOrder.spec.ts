import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { orderMails } from '../support/outbox';
import { watchErrors } from '../support/pageChecks';
import { orderOnShipPage } from './shipFlow';

test.describe('a guest order on the site: /ship to /confirmation (quote §2 order completion)', () => {
  test('a guest pays on /ship, lands on /confirmation?order=<id> with the order, what was paid and each stage label to download; the order mail carries the labels; a reload shows it again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const email = `guest.${Date.now()}@example.com`;
    const orderId = await orderOnShipPage(page, { firstName: 'Ana', lastName: 'Rider', email });

    await expect(
      page.getByRole('heading', { level: 1, name: `Thank you — order #${orderId} is placed` }),
    ).toBeVisible();
    await expect(page.getByText(/^\$[\d,.]+ was charged to your card\.$/)).toBeVisible();
    await expect(
      page.getByText(/emailed your order confirmation with the shipping labels/),
    ).toBeVisible();

    const downloadButton = page.getByRole('button', { name: 'Download the labels for stage 1' });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe(`bikeship-order-${orderId}-stage-1-labels.pdf`);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // What the page promises: the confirmation mail, with the labels attached.
    const [mail] = await orderMails(email, `#${orderId}`);
    const labels = mail?.parts.filter((part) => part.filename?.startsWith('labels-')) ?? [];
    expect(labels.length).toBeGreaterThan(0);
    expect(labels[0]?.contentType).toBe('application/pdf');

    // The guest's order key cookie came with the order: a reload reads the order back.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: `Thank you — order #${orderId} is placed` }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("never shows another customer's order: a browser without the order's key reads it as not to be shown", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const orderId = await orderOnShipPage(page, {
      firstName: 'Ana',
      lastName: 'Rider',
      email: `guest.other.${Date.now()}@example.com`,
    });
    const stranger = await browser.newPage();
    await stranger.goto(`/confirmation?order=${orderId}`);
    await expect(stranger.getByText(`We cannot show order #${orderId} here.`)).toBeVisible();
    await expect(stranger.getByRole('button', { name: /Download the labels/ })).toHaveCount(0);
    await stranger.close();
  });

  test('/confirmation without an order says so and links to a quote', async ({ page }) => {
    await page.goto('/confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'get a shipping quote' })).toHaveAttribute(
      'href',
      '/ship',
    );
  });
});
