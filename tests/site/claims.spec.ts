import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { CLAIM_FILE_MAX_BYTES } from '../../packages/core/src/constants';
import { ACCOUNT_VIEWPORTS } from '../support/accountOrder';
import { watchCspViolations, watchErrors } from '../support/pageChecks';
import {
  confirmLinkMailedTo,
  mailsWithSubject,
  openConfirmLink,
  registerThroughForm,
} from '../support/registerAndConfirm';
import { orderOnShipPage } from './shipFlow';

/** axe's serious and critical findings on the page's own part (light DOM: no widget in it). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.claim-page').analyze();
  // Proof the scan saw the page: axe ran its rules on the page's content.
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND): the server checks pictures by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The page's own part (the header has a Log in link of its own). */
const form = (page: Page) => page.locator('.claim-page');
/** The picker of a list, by its label ("Add bill of sale files"). */
const picker = (page: Page, title: string) => page.getByLabel(`Add ${title} files`);
/** The chosen files of a list. */
const chosen = (page: Page, title: string): Locator =>
  page.getByRole('list', { name: `${title} files` }).getByRole('listitem');

test.describe('the claim form (/claimsform; quote §3 Claim, §7 POST /api/Claim, §9 limits)', () => {
  test('a visitor who is not signed in is told to log in first; an empty form says what is missing at each field and focuses the first', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/claims');
    await page.getByRole('link', { name: 'File a claim' }).first().click();
    await expect(page).toHaveURL(/\/claimsform$/);
    await expect(page.getByRole('heading', { level: 1, name: 'File a claim' })).toBeVisible();
    await expect(form(page).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fclaimsform',
    );

    await page.getByRole('button', { name: 'Send the claim' }).click();
    const order = page.getByRole('textbox', { name: 'Order number' });
    await expect(order).toBeFocused();
    await expect(order).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Enter the order number' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Add the bill of sale' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Add at least one picture of the damage' }),
    ).toBeVisible();
    await expect(picker(page, 'bill of sale')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const device of ACCOUNT_VIEWPORTS) {
    const size = `${device.viewport.width}×${device.viewport.height}`;
    test.describe(`a customer at ${size}`, () => {
      test.use(device);

      test('files a damage claim with pictures in all five lists — a text file and an oversize picture refused at their list before any upload — keeps everything through a failed send, and sees the claim number that the mail in the outbox carries', async ({
        page,
      }) => {
        test.setTimeout(240_000);
        const errors = watchErrors(page);
        const cspViolations = await watchCspViolations(page);
        const email = `claimant.${Date.now()}.${device.viewport.width}@example.com`;

        await page.goto('/register');
        await registerThroughForm(page.locator('.site-account'), { email });
        await openConfirmLink(page, await confirmLinkMailedTo(email));
        const orderId = await orderOnShipPage(page);

        await page.goto('/claimsform');
        await expect(page.getByRole('heading', { level: 1, name: 'File a claim' })).toBeVisible();
        // The signed-in customer's name and e-mail are filled in; no log-in note.
        await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Rider');
        await expect(form(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);

        await page.getByRole('textbox', { name: 'Order number' }).fill(`#${orderId}`);
        await page.getByRole('radio', { name: /^Damage/ }).check();
        await page
          .getByRole('textbox', { name: 'What happened' })
          .fill('The fork arrived bent and the box had a hole on the drive side.');
        await page.getByRole('textbox', { name: 'Amount claimed (US dollars)' }).fill('$1,200.50');

        // Five lists, each with a picture; the estimate also gets a text file, the outside list
        // a picture over the size limit: both are refused at their list, the others kept.
        await picker(page, 'bill of sale').setInputFiles([png('receipt.png')]);
        await picker(page, 'estimate').setInputFiles([
          png('estimate.png'),
          { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('fork bent') },
        ]);
        await picker(page, 'outside').setInputFiles([
          png('box-drive-side.png'),
          {
            name: 'huge.png',
            mimeType: 'image/png',
            buffer: Buffer.alloc(CLAIM_FILE_MAX_BYTES + 1),
          },
        ]);
        await picker(page, 'packing').setInputFiles([png('packing.png'), png('spare.png')]);
        await picker(page, 'inside').setInputFiles([png('fork.png')]);

        const estimate = page.getByRole('group', { name: 'Estimate' });
        await expect(estimate.getByRole('alert')).toHaveText(
          '"notes.txt" was not added: it is not a picture or a PDF. Choose a JPEG, PNG, WebP, HEIC or PDF file.',
        );
        const outside = page.getByRole('group', { name: 'Outside' });
        await expect(outside.getByRole('alert')).toContainText(
          '"huge.png" was not added: it is 20.0 MB, more than the 20 MB a file may be.',
        );
        await expect(chosen(page, 'Estimate')).toHaveCount(1);
        await expect(chosen(page, 'Outside')).toHaveCount(1);
        // A thumbnail from an object URL; a file removed with its button.
        await expect(chosen(page, 'Bill of sale').locator('img')).toHaveAttribute('src', /^blob:/);
        await page.getByRole('button', { name: 'Remove spare.png from packing' }).click();
        await expect(chosen(page, 'Packing')).toHaveCount(1);
        await expect(chosen(page, 'Packing')).toHaveText(/packing\.png/);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath('claim-form.png'), fullPage: true });

        // The first send fails on the way: nothing is lost, the page says so.
        const claimCalls: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/Claim') {
            claimCalls.push(request.headers().authorization ?? '');
          }
        });
        await page.route('**/api/Claim', (route) =>
          route.fulfill({ status: 503, json: { message: 'Down for a moment' } }),
        );
        await page.getByRole('button', { name: 'Send the claim' }).click();
        await expect(
          page.getByRole('alert').filter({ hasText: 'could not be filed just now (error 503)' }),
        ).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue(
          `#${orderId}`,
        );
        for (const title of ['Bill of sale', 'Estimate', 'Outside', 'Packing', 'Inside']) {
          await expect(chosen(page, title)).toHaveCount(1);
        }

        // The second send is held on its way, so its progress bars and the busy button show.
        await page.unroute('**/api/Claim');
        let release: () => void = () => undefined;
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/Claim', async (route) => {
          await released;
          await route.continue();
        });
        await page.getByRole('button', { name: 'Send the claim' }).click();
        await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
        await expect(page.getByRole('progressbar', { name: 'Sending the claim' })).toBeVisible();
        await expect(page.getByRole('progressbar', { name: 'Upload of fork.png' })).toBeVisible();
        await expect(
          page.getByRole('button', { name: 'Remove fork.png from inside' }),
        ).toBeDisabled();
        release();

        const filed = page.getByRole('heading', { name: /^Claim #\d+ is filed$/ });
        await expect(filed).toBeVisible({ timeout: 20_000 });
        await expect(filed).toBeFocused();
        const claimId = Number((await filed.textContent())?.match(/#(\d+)/)?.[1]);
        expect(claimId).toBeGreaterThan(0);
        await expect(page.getByText(`Your claim number is ${claimId}.`)).toBeVisible();
        await expect(page.getByText(`We emailed it to ${email}`)).toBeVisible();
        // Two sends, each with the session's token as the bearer token (shell §6).
        expect(claimCalls).toHaveLength(2);
        for (const authorization of claimCalls) expect(authorization).toMatch(/^Bearer \S+/);

        const [mail] = await mailsWithSubject(
          email,
          new RegExp(`Your claim #${claimId} on order #${orderId} is filed`),
        );
        expect(mail?.text).toContain(`Your claim number is ${claimId}`);
        expect(mail?.text).toContain('$1,200.50');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath('claim-filed.png'), fullPage: true });

        expect(await cspViolations()).toEqual([]);
        // The one refusal this test made on purpose: the first send's 503.
        expect(errors.filter((error) => !/^503 .*\/api\/Claim$/.test(error))).toEqual([]);
      });
    });
  }
});
