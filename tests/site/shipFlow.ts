import { expect, type Locator, type Page } from '@playwright/test';
import { costsToPayment } from '../support/boxToCosts';
import { pickPlace } from '../support/placeLookup';

/** The wizard on a site page: its component tree in the page's widget frame (open shadow root). */
export function siteWizard(page: Page): Locator {
  return page.locator('.site-widget').filter({
    has: page.getByRole('navigation', { name: 'Quote steps' }),
  });
}

/**
 * San Francisco → Bend on the site's /ship wizard, a bike shop box with a bicycle in it; a guest
 * (`guest` given) gives name and email on step 1, a signed-in customer is not asked. Then the
 * first speed, dropped off, through Details and Contents to Payment, paid with the test
 * gateway's Visa — the site goes on to /confirmation?order=<id>. Answers the order's id.
 */
export async function orderOnShipPage(
  page: Page,
  guest?: { firstName: string; lastName: string; email: string },
): Promise<number> {
  await page.goto('/ship');
  const wizard = siteWizard(page);
  await pickPlace(wizard, 'From', '94103');
  await pickPlace(wizard, 'To', '97702');
  await wizard
    .getByRole('combobox', { name: 'Box' })
    .selectOption({ label: 'Bike shop box (standard)' });
  await wizard.getByRole('combobox', { name: 'What is in it' }).selectOption({ label: 'Bicycle' });
  if (guest) {
    await wizard.getByRole('textbox', { name: 'First name' }).fill(guest.firstName);
    await wizard.getByRole('textbox', { name: 'Last name' }).fill(guest.lastName);
    await wizard.getByRole('textbox', { name: 'Email' }).fill(guest.email);
  }
  await wizard.getByRole('button', { name: 'Get rates' }).click();
  await expect(wizard.getByRole('heading', { name: 'Costs', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await wizard.getByRole('radiogroup').first().getByRole('radio').first().check();
  await wizard
    .getByRole('group', { name: /^Pickup for stage/ })
    .getByRole('radio', { name: /Drop off/ })
    .check();
  await costsToPayment(wizard);
  await wizard.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await wizard.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await wizard.getByRole('textbox', { name: 'Security code' }).fill('123');
  await wizard.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/confirmation\?order=\d+$/, { timeout: 30_000 });
  return Number(new URL(page.url()).searchParams.get('order'));
}
