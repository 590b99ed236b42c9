import { expect, type Locator } from '@playwright/test';
import { costsToPayment } from './boxToCosts';
import { pickPlace } from './placeLookup';

/** The two layouts a customer meets: a laptop, and a phone with touch. */
export const ACCOUNT_VIEWPORTS = [
  { viewport: { width: 1280, height: 800 }, hasTouch: false },
  { viewport: { width: 390, height: 844 }, hasTouch: true },
];

/** San Francisco → Bend in the quote box, on to Payment, paid with the test gateway's Visa. */
export async function quoteAndPay(box: Locator) {
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
