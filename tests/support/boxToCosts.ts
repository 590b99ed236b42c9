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
  const costs = box.getByRole('heading', { name: 'Costs', exact: true });
  await expect(costs).toBeVisible({ timeout: 20_000 });
  if (options.declaredValue) {
    await box.getByRole('button', { name: 'Back to search' }).click();
    await box.getByRole('textbox', { name: 'Declared value (USD)' }).fill(options.declaredValue);
    await box.getByRole('button', { name: 'Get rates' }).click();
    await expect(costs).toBeVisible({ timeout: 20_000 });
  }
  return box;
}
