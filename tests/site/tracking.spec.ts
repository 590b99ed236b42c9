import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { holdTheApp } from '../support/holdTheApp';
import { watchErrors } from '../support/pageChecks';
import { orderOnShipPage } from './shipFlow';

const box = (page: Page) => page.getByRole('textbox', { name: 'Tracking or order number' });
const track = (page: Page) => page.getByRole('button', { name: 'Track', exact: true });

/** axe's serious and critical findings on the page's own part (light DOM: no widget in it). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.site-tracking').analyze();
  // Proof the scan saw the page: axe ran its rules on the page's content.
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

/** The tracking number of the order's first box, read as its owner (this browser) reads it. */
async function firstTrackingNumber(page: Page, orderId: number): Promise<string> {
  const answer = await page.request.get(`/api/Order/detail?orderId=${orderId}`);
  expect(answer.ok()).toBe(true);
  const order = (await answer.json()) as {
    shipments: { packages: { trackingNumber?: string }[] }[];
  };
  const number = order.shipments[0]?.packages[0]?.trackingNumber;
  expect(number).toMatch(/^BS/);
  return number ?? '';
}

test.describe('tracking (/tracking, /track; quote §7 GET /api/PackageLocation/{code})', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a guest's order: its number lists the boxes' tracking numbers, one opens the timeline; back returns; a bad number and an empty box say what is wrong", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const orderId = await orderOnShipPage(page, {
      firstName: 'Tess',
      lastName: 'Tracker',
      email: `tracking.${Date.now()}@example.com`,
    });
    const code = await firstTrackingNumber(page, orderId);

    // The tracking number as people copy it from a label: lower case, spaced.
    await page.goto('/tracking');
    await box(page).fill(` ${code.toLowerCase().replace(/(.{6})/g, '$1 ')}`);
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/tracking\?number=/);
    await expect(page.getByRole('heading', { name: `Package ${code}` })).toBeVisible();
    const scans = page.getByRole('list', { name: 'Scans, newest first' });
    await expect(scans.getByText('Shipping label created')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('package.png'), fullPage: true });

    // The order number: the order's boxes, each with its tracking number.
    await box(page).fill(`#${orderId}`);
    await track(page).click();
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await page.getByRole('link', { name: code }).click();
    await expect(page.getByRole('heading', { name: `Package ${code}` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(box(page)).toHaveValue(`#${orderId}`);

    // A number no package has.
    await box(page).fill('BS1ZZZZZZZZZZZZZZZ');
    await track(page).click();
    await expect(
      page.getByText('No package has the tracking number BS1ZZZZZZZZZZZZZZZ'),
    ).toBeVisible();

    // Nothing typed: the box says so, and has the focus.
    await box(page).fill('  ');
    await track(page).click();
    await expect(page.getByRole('alert')).toHaveText('Enter a tracking number or an order number.');
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.filter((error) => !error.includes('/api/PackageLocation/'))).toEqual([]);
  });

  test('/track takes the number from the address; another browser cannot read an order that is not its own', async ({
    page,
    browser,
  }) => {
    await page.goto('/track?number=1');
    await expect(box(page)).toHaveValue('1');
    await expect(page.getByText('Order #1 is not one this browser can show')).toBeVisible();
    // A guest has no account to log in to: the tracking number is the way that works anywhere.
    await expect(
      page.getByText('Enter a tracking number from your order email instead'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'log in', exact: true })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ftracking%3Fnumber%3D1',
    );
    const other = await browser.newPage();
    await other.goto('/track?number=BS');
    await expect(other.getByText('No package has the tracking number BS')).toBeVisible();
    await other.close();
  });

  test('a number typed before the page came alive is kept, and Track looks it up', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/tracking', { waitUntil: 'commit' });
    await box(page).fill('BS1ZZZZZZZZZZZZZZZ');
    release();
    // The app has taken over once the cookie banner's buttons work.
    await expect(page.getByRole('button', { name: 'Accept All' })).toBeEnabled();
    await expect(box(page)).toHaveValue('BS1ZZZZZZZZZZZZZZZ');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(
      page.getByText('No package has the tracking number BS1ZZZZZZZZZZZZZZZ'),
    ).toBeVisible();
  });
});
