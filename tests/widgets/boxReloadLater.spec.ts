import { expect, type Locator, test } from '@playwright/test';
import { boxToCosts } from '../support/boxToCosts';
import { watchErrors } from '../support/pageChecks';

/**
 * The quote box on the bike-shop page (examples/bike-shop.html), opened into the wizard in place
 * and taken past Costs, after a reload in the same tab: nothing the customer entered is lost.
 * The box resumes the session's search as `<bikeship-quote>` does on its own page (quote §2): its
 * rates fetched again, back on Costs — a resumed search's step is capped at 2 — with the speed
 * chosen, and Details and Contents still hold what was typed there, also what was typed on
 * Details without pressing Continue. A paid search is done: a reload never offers it for
 * payment again.
 */

const SCREENS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

const STREETS: Record<string, string> = {
  'San Francisco': '200 Folsom St',
  Bend: '450 SW Powerhouse Dr',
};
const PHONE_NUMBER = '541-555-0110';
const DESCRIPTION = 'Road bike, pedals removed';

/** The sides of every stage on Details ("Stage 1, from San Francisco, CA"). */
const addressGroups = (box: Locator) => box.getByRole('group', { name: /^Stage \d, (from|to) / });

/** Costs with the second speed (not the cheapest, which a fresh Costs would not choose either). */
async function chooseSpeed(box: Locator): Promise<string> {
  const speed = box.getByRole('radiogroup').first().getByRole('radio').nth(1);
  await speed.check();
  return (await speed.getAttribute('value')) ?? '';
}

async function typeAddresses(box: Locator): Promise<void> {
  await expect(box.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  for (const address of await addressGroups(box).all()) {
    const city = await address.getByRole('textbox', { name: 'City' }).inputValue();
    await address.getByRole('textbox', { name: 'Street address' }).fill(STREETS[city] ?? '');
    await address.getByRole('textbox', { name: 'Phone' }).fill(PHONE_NUMBER);
  }
}

async function expectAddresses(box: Locator): Promise<void> {
  await expect(box.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  const groups = await addressGroups(box).all();
  expect(groups).toHaveLength(2);
  for (const address of groups) {
    const city = await address.getByRole('textbox', { name: 'City' }).inputValue();
    await expect(address.getByRole('textbox', { name: 'Street address' })).toHaveValue(
      STREETS[city] ?? 'unknown city',
    );
    await expect(address.getByRole('textbox', { name: 'Phone' })).toHaveValue(PHONE_NUMBER);
  }
}

/** The customer's Costs → Details → Contents → Payment from the box, as a guest. */
async function boxToPayment(box: Locator): Promise<string> {
  const speed = await chooseSpeed(box);
  await box.getByRole('button', { name: 'Continue to details' }).click();
  await typeAddresses(box);
  await box.getByRole('button', { name: 'Continue to contents' }).click();
  await expect(box.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible();
  await box
    .getByRole('combobox', { name: 'What is in the box' })
    .selectOption({ label: 'Bicycle' });
  await box.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
  await box.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(box.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(box.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  return speed;
}

/** After a reload: the wizard in place of the box, resumed on Costs with the speed chosen. */
async function expectResumedOnCosts(box: Locator, speed: string): Promise<void> {
  await expect(box.getByRole('heading', { name: 'Costs', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(box.locator('[aria-current="step"]')).toContainText('Costs');
  await expect(
    box.getByRole('radiogroup').first().locator(`input[value="${speed}"]`),
  ).toBeChecked();
}

for (const [screen, use] of Object.entries(SCREENS)) {
  test.describe(`the quote box reloaded past Costs on a ${screen} (${use.viewport.width} × ${use.viewport.height})`, () => {
    test.use(use);

    test('a reload on Payment resumes the search as <bikeship-quote> does: Costs with the speed chosen, then the addresses and contents entered, on to Payment', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const box = await boxToCosts(page);
      const speed = await boxToPayment(box);

      await page.reload();
      await expectResumedOnCosts(box, speed);
      await box.getByRole('button', { name: 'Continue to details' }).click();
      await expectAddresses(box);
      await box.getByRole('button', { name: 'Continue to contents' }).click();
      await expect(box.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible();
      await expect(
        box.getByRole('combobox', { name: 'What is in the box' }).locator('option:checked'),
      ).toHaveText('Bicycle');
      await expect(box.getByRole('textbox', { name: 'Description' })).toHaveValue(DESCRIPTION);
      await box.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(box.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
      await expect(box.getByRole('textbox', { name: 'Card number' })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a guest who reloads on Payment gives name and email there and pays: the trip is not asked again (quote §2 clears the guest on resume)', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const box = await boxToCosts(page);
      const speed = await boxToPayment(box);

      await page.reload();
      await expectResumedOnCosts(box, speed);
      await box.getByRole('button', { name: 'Continue to details' }).click();
      await box.getByRole('button', { name: 'Continue to contents' }).click();
      await box.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(box.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
      const details = box.getByRole('group', { name: 'Your details' });
      await expect(details).toBeVisible();
      await box.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
      await box.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
      await box.getByRole('textbox', { name: 'Security code' }).fill('123');
      // Pay with the fields empty: told beside them, focus on the first, nothing sent.
      let ordersPlaced = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/api\/Order\/?(\?|$)/.test(request.url())) {
          ordersPlaced += 1;
        }
      });
      await box.getByRole('button', { name: /^Pay / }).click();
      const firstName = details.getByRole('textbox', { name: 'First name' });
      await expect(firstName).toBeFocused();
      await expect(details).toContainText('Enter your first name.');
      await expect(details).toContainText('Enter your email address');
      await page.screenshot({
        path: test.info().outputPath(`payment-guest-${screen}.png`),
        fullPage: true,
      });
      await firstName.fill('Ana');
      await details.getByRole('textbox', { name: 'Last name' }).fill('Rider');
      await details.getByRole('textbox', { name: 'Email' }).fill('ana.rider@example.com');
      await box.getByRole('button', { name: /^Pay / }).click();
      await expect(box.getByRole('heading', { name: /order is placed/i })).toBeVisible({
        timeout: 20_000,
      });
      await expect(box).toContainText('ana.rider@example.com');
      expect(ordersPlaced).toBe(1);
      expect(errors).toEqual([]);
    });

    test('a reload on Details keeps the addresses typed there before Continue (nothing typed is lost)', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const box = await boxToCosts(page);
      const speed = await chooseSpeed(box);
      await box.getByRole('button', { name: 'Continue to details' }).click();
      await typeAddresses(box);

      await page.reload();
      await expectResumedOnCosts(box, speed);
      await box.getByRole('button', { name: 'Continue to details' }).click();
      await expectAddresses(box);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('a paid search from the quote box after a reload', () => {
  test.use(SCREENS.desktop);

  test('a paid search is done: the reload shows a fresh search, never Pay again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const box = await boxToCosts(page);
    await boxToPayment(box);
    await box.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await box.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await box.getByRole('textbox', { name: 'Security code' }).fill('123');
    await box.getByRole('button', { name: /^Pay / }).click();
    await expect(box.getByRole('heading', { name: /order is placed/i })).toBeVisible({
      timeout: 20_000,
    });

    await page.reload();
    const from = box.getByRole('combobox', { name: 'From' }).first();
    await expect(from).toBeVisible({ timeout: 20_000 });
    await expect(from).toHaveValue('');
    // Past the moment a resumed search would go on to Costs (1.5 s after its rates).
    await page.waitForTimeout(3_000);
    await expect(from).toHaveValue('');
    await expect(box.getByRole('heading', { name: /^(Costs|Payment)$/ })).toHaveCount(0);
    await expect(box.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expect(box.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  });
});
