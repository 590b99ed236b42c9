import { expect, type Locator, type Page } from '@playwright/test';
import { pickPlace } from './placeLookup';

/**
 * A new guest on the bike-shop page (examples/bike-shop.html): San Francisco → Bend in the quote
 * box; Get rates asks their name and email in the box, then opens the wizard on Costs. With a
 * `declaredValue`, they go back to Search to declare it and get rates again.
 */
export async function boxToCosts(
  page: Page,
  options: { declaredValue?: string } = {},
): Promise<Locator> {
  await page.goto('/examples/bike-shop.html');
  const box = page.locator('bikeship-quote-box');
  await guestBoxToCosts(box);
  const costs = box.getByRole('heading', { name: 'Costs', exact: true });
  if (options.declaredValue) {
    await box.getByRole('button', { name: 'Back to search' }).click();
    await box.getByRole('textbox', { name: 'Declared value (USD)' }).fill(options.declaredValue);
    await box.getByRole('button', { name: 'Get rates' }).click();
    await expect(costs).toBeVisible({ timeout: 20_000 });
  }
  return box;
}

/**
 * A guest in `box` (a `<bikeship-quote-box>`): San Francisco → Bend in a bike shop box, Get
 * rates, their name and email asked in the box, Get rates again — the wizard opens on Costs.
 */
export async function guestBoxToCosts(box: Locator): Promise<void> {
  await pickPlace(box, 'From', '94103');
  await pickPlace(box, 'To', '97702');
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
}

/**
 * From Costs on to step 5 Payment, the speed and pickup chosen: each address's street and phone
 * (a trip from San Francisco, as boxToCosts makes it), a bicycle in the box.
 */
export async function costsToPayment(box: Locator): Promise<void> {
  await box.getByRole('button', { name: 'Continue to details' }).click();
  await expect(box.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  for (const address of await box.getByRole('group', { name: /^Stage \d, (from|to) / }).all()) {
    const city = await address.getByRole('textbox', { name: 'City' }).inputValue();
    const street = city === 'San Francisco' ? '200 Folsom St' : '450 SW Powerhouse Dr';
    await address.getByRole('textbox', { name: 'Street address' }).fill(street);
    await address.getByRole('textbox', { name: 'Phone' }).fill('541-555-0110');
  }
  await box.getByRole('button', { name: 'Continue to contents' }).click();
  await expect(box.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible();
  await box
    .getByRole('combobox', { name: 'What is in the box' })
    .selectOption({ label: 'Bicycle' });
  await box.getByRole('textbox', { name: 'Description' }).fill('Road bike, pedals removed');
  await box.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(box.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(box.getByRole('textbox', { name: 'Card number' })).toBeVisible();
}
