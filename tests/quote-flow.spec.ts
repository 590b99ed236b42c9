import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { watchErrors } from './support/pageChecks';
import { pickPlace } from './support/placeLookup';
import { recordWidgetEvents } from './support/widgetEvents';

/**
 * The whole widget journey: from the bike-shop example page a guest quotes a two-stage trip, pays
 * with the Visa test card after a declined one, and the page hears the order id in a
 * `bikeship:order` event. On the way, axe scans each step of the wizard.
 */

const PLACES = {
  from: { query: '94103', city: 'San Francisco', street: '200 Folsom St' },
  to: { query: '97702', city: 'Bend', street: '450 SW Powerhouse Dr' },
};

/** Picks the first suggestion of a from/to lookup after typing a postal code. */

const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Gives the return stage a ship date a week after the first and asks for rates; a date the
 * carriers do not ship on (a holiday) is refused in place, and the next day is tried.
 */
async function requestRatesWithReturnDate(wizard: Locator): Promise<void> {
  const outbound = await wizard
    .getByRole('group', { name: 'Stage 1' })
    .getByRole('textbox', { name: 'Ship date' })
    .inputValue();
  const returnStage = wizard.getByRole('group', { name: /^Stage 2/ });
  const returnDate = returnStage.getByRole('textbox', { name: 'Ship date' });
  const refused = returnStage.locator('input[aria-invalid="true"]');
  const costs = wizard.getByRole('heading', { name: 'Costs', exact: true });
  for (let extra = 0; extra < 5; extra++) {
    await returnDate.fill(addDays(outbound, 7 + extra));
    await wizard.getByRole('button', { name: 'Get rates' }).click();
    await expect(costs.or(refused)).toBeVisible({ timeout: 20_000 });
    if (await costs.isVisible()) return;
  }
  throw new Error('no return ship date in the week after the outbound one was accepted');
}

async function payWith(box: Locator, cardNumber: string): Promise<void> {
  await box.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await box.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await box.getByRole('textbox', { name: 'Security code' }).fill('123');
  await box.getByRole('button', { name: /^Pay / }).click();
}

async function expectAccessible(page: Page, step: string): Promise<void> {
  expect(await seriousViolations(page, 'bikeship-quote-box'), step).toEqual([]);
}

test('a guest quotes a two-stage trip from the bike-shop page, is declined, then pays by Visa and gets an order id', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const events = await recordWidgetEvents(page);
  await page.goto('/examples/bike-shop.html');
  const box = page.locator('bikeship-quote-box');

  // The quote box: from, to, a box; Get rates asks the guest's name and email, then opens the
  // wizard in place on Costs with the search.
  await pickPlace(box, 'From', PLACES.from.query);
  await pickPlace(box, 'To', PLACES.to.query);
  await box
    .getByRole('combobox', { name: 'Box' })
    .selectOption({ label: 'Bike shop box (standard)' });
  await box.getByRole('button', { name: 'Get rates' }).click();
  await box.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await box.getByRole('textbox', { name: 'Last name' }).fill('Rider');
  await box.getByRole('textbox', { name: 'Email' }).fill('ana.rider@example.com');
  await box.getByRole('button', { name: 'Get rates' }).click();
  await expect(box.getByRole('heading', { name: 'Costs', exact: true })).toBeVisible({
    timeout: 20_000,
  });

  // Back to step 1 in the wizard: a round trip.
  await box
    .getByRole('navigation', { name: 'Quote steps' })
    .getByRole('button', { name: /Search/ })
    .click();
  await expect(box.getByRole('combobox', { name: 'From' }).first()).toHaveValue(/San Francisco/);
  await box.getByRole('radio', { name: 'Round-Trip' }).check();
  await requestRatesWithReturnDate(box);

  // Step 2 Costs: a speed per stage (the cheapest), drop off at the carrier.
  const stageRates = box.getByRole('radiogroup');
  await expect(stageRates).toHaveCount(2);
  // Round-Trip adds the return stage reversed (quote §2). Soft: the rest of the order still runs.
  await expect
    .soft(stageRates.nth(1))
    .toHaveAccessibleName(/^Stage 2: Bend, OR → San Francisco, CA/);
  await expectAccessible(page, 'step 2 Costs');
  for (const stage of await stageRates.all()) await stage.getByRole('radio').first().check();
  for (const pickup of await box.getByRole('group', { name: /^Pickup for stage/ }).all()) {
    await pickup.getByRole('radio', { name: /Drop off/ }).check();
  }
  await box.getByRole('button', { name: 'Continue to details' }).click();

  // Step 3 Details: a street and a phone for each address of each stage.
  await expect(box.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  await expectAccessible(page, 'step 3 Details');
  const addresses = box.getByRole('group', { name: /^Stage \d, (from|to) / });
  await expect(addresses).toHaveCount(4);
  for (const address of await addresses.all()) {
    const city = await address.getByRole('textbox', { name: 'City' }).inputValue();
    const street = city === PLACES.from.city ? PLACES.from.street : PLACES.to.street;
    await address.getByRole('textbox', { name: 'Street address' }).fill(street);
    await address.getByRole('textbox', { name: 'Phone' }).fill('541-555-0110');
  }
  await box.getByRole('button', { name: 'Continue to contents' }).click();

  // Step 4 Contents.
  await expect(box.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible();
  await expectAccessible(page, 'step 4 Contents');
  await box
    .getByRole('combobox', { name: 'What is in the box' })
    .selectOption({ label: 'Bicycle' });
  await box.getByRole('textbox', { name: 'Description' }).fill('Road bike, pedals removed');
  await box.getByRole('button', { name: 'Continue to payment' }).click();

  // Step 5 Payment: a declined card is shown in place; the Visa test card then pays.
  await expect(box.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expectAccessible(page, 'step 5 Payment');
  const total = (await box.getByRole('button', { name: /^Pay / }).textContent())?.replace(
    /^Pay /,
    '',
  );
  await payWith(box, '4000 0000 0000 0002');
  await expect(box.getByRole('alert')).toContainText(/declined/i);
  await expectAccessible(page, 'step 5 Payment, declined');
  await payWith(box, '4242 4242 4242 4242');
  await expect(box.getByRole('heading', { name: /order is placed/i })).toBeVisible();

  const seen = await events();
  const orders = seen.filter((event) => event.type === 'bikeship:order');
  expect(orders).toHaveLength(1);
  const order = orders[0]?.detail as { orderId: number; total: number; currency: string };
  expect(order.orderId).toEqual(expect.any(Number));
  expect(order.currency).toBe('USD');
  expect(`$${order.total.toFixed(2)}`).toBe(total);
  await expect(
    box.getByRole('status').filter({ hasText: `Order #${order.orderId}` }),
  ).toBeVisible();
  expect(seen.some((event) => event.type === 'bikeship:error')).toBe(true);
  expect(seen.filter((event) => event.type === 'bikeship:quote').at(-1)?.detail).toMatchObject({
    stages: 2,
  });
  expect(
    seen.filter((event) => event.type === 'bikeship:step').map((event) => event.detail),
  ).toContainEqual({
    step: 5,
    previousStep: 4,
  });
  // The declined payment answers 402: expected; nothing else may fail.
  expect(errors.filter((error) => !/^402 /.test(error))).toEqual([]);
});
