import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { guestBoxToCosts } from '../support/boxToCosts';

/**
 * A customer with an account on a partner page (examples/account.html: the user menu, a quote
 * box that opens the wizard in place, the account element): they sign in from the wizard, pick
 * one of their saved boxes, ask step 3 to save a new address, pay — and the address is in the
 * account's saved addresses. The demo customer (seeded: two saved boxes, "save addresses" on)
 * signs in; each layout saves its own street, so neither run reads the other's.
 */

const VIEWPORTS = [
  { viewport: { width: 1280, height: 800 }, hasTouch: false, street: '200 Folsom St' },
  { viewport: { width: 390, height: 844 }, hasTouch: true, street: '210 Folsom St' },
];
const DEMO = { email: 'demo@bikeship.test', password: 'ride-safe-2026' };
const BAD_LOGIN = 'You have entered an invalid username or password';

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The quote box as a guest, on to Costs (the wizard opens in place), then back to Search. */
async function guestBackAtSearch(box: Locator): Promise<void> {
  await guestBoxToCosts(box);
  await box.getByRole('button', { name: 'Back to search' }).click();
  await expect(box.getByRole('heading', { name: 'Get a shipping quote' })).toBeVisible();
}

for (const { viewport, hasTouch, street } of VIEWPORTS) {
  test.describe(`the customer's saved data in the wizard at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch });
    test.setTimeout(180_000);

    test('sign in from the wizard, a saved box, "Save this address", pay: the address is saved to the account', async ({
      page,
    }) => {
      const tag = `${viewport.width}`;
      await page.goto('/examples/account.html');
      const menu = page.locator('bikeship-user-menu');
      const box = page.locator('bikeship-quote-box');
      await expect(menu.getByRole('button', { name: 'Log In or Register' })).toBeVisible();
      await guestBackAtSearch(box);

      // Sign in from step 1: a refusal says the spec's text; the right password signs in.
      await box.getByRole('button', { name: 'Sign in', exact: true }).click();
      const signIn = box.getByRole('region', { name: 'Sign in to your bikeship account' });
      await expect(signIn.getByRole('textbox', { name: 'Email' })).toBeFocused();
      await signIn.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
      await signIn.getByLabel('Password').fill('not-my-password');
      await signIn.getByRole('button', { name: 'Log In' }).click();
      await expect(signIn.getByText(BAD_LOGIN)).toBeVisible();
      expect(await seriousViolations(page, 'bikeship-quote-box')).toEqual([]);
      await shoot(page, `sign-in-refused-${tag}`);
      await signIn.getByLabel('Password').fill(DEMO.password);
      await signIn.getByRole('button', { name: 'Log In' }).click();
      await expect(signIn.getByText(/^Signed in as /)).toBeVisible();
      // The user menu on the same page follows (the session channel between the bundles).
      await expect(menu.getByRole('button', { name: 'My Account' })).toBeVisible();
      await expect(box.getByRole('group', { name: 'Your details' })).toHaveCount(0);

      // A saved box fills the box.
      const saved = box.getByRole('combobox', { name: 'Your saved boxes' });
      await saved.selectOption({ label: 'Road bike box' });
      await expect(box.getByRole('combobox', { name: 'Box', exact: true })).toHaveValue(
        'Road bike box',
      );
      expect(await seriousViolations(page, 'bikeship-quote-box')).toEqual([]);
      await shoot(page, `saved-box-${tag}`);
      await box.getByRole('button', { name: 'Get rates' }).click();

      await expect(box.getByRole('heading', { name: 'Costs', exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await box.getByRole('radiogroup').first().getByRole('radio').first().check();
      for (const pickup of await box.getByRole('group', { name: /^Pickup for stage/ }).all()) {
        await pickup.getByRole('radio', { name: /Drop off/ }).check();
      }
      await box.getByRole('button', { name: 'Continue to details' }).click();

      // Details: a new street in San Francisco, saved; Bend as it comes, typed.
      await expect(box.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
      const from = box.getByRole('group', { name: /^Stage 1, from / });
      const to = box.getByRole('group', { name: /^Stage 1, to / });
      await from.getByRole('textbox', { name: 'Street address' }).fill(street);
      await from.getByRole('textbox', { name: 'Phone' }).fill('415-555-0110');
      await from.getByRole('checkbox', { name: 'Save this address' }).check();
      await to.getByRole('textbox', { name: 'Street address' }).fill('450 SW Powerhouse Dr');
      await to.getByRole('textbox', { name: 'Phone' }).fill('541-555-0110');
      expect(await seriousViolations(page, 'bikeship-quote-box')).toEqual([]);
      await shoot(page, `save-address-${tag}`);
      await box.getByRole('button', { name: 'Continue to contents' }).click();

      await expect(box.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible();
      await box
        .getByRole('combobox', { name: 'What is in the box' })
        .selectOption({ label: 'Bicycle' });
      await box.getByRole('textbox', { name: 'Description' }).fill('Road bike, pedals removed');
      await box.getByRole('button', { name: 'Continue to payment' }).click();

      await expect(box.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
      // The payment step turns to the customer's default saved card when their cards arrive
      // (an earlier run of this test saved one): give them the time to, then take a new card.
      const newCard = box.getByRole('radio', { name: 'A new card' });
      const cardsShown = await expect(newCard)
        .toBeVisible({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      if (cardsShown) await newCard.check();
      await box.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
      await box.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
      await box.getByRole('textbox', { name: 'Security code' }).fill('123');
      await box.getByRole('button', { name: /^Pay / }).click();
      await expect(box.getByRole('heading', { name: /your order is placed/ })).toBeVisible({
        timeout: 30_000,
      });

      // The account's saved addresses, on the same page, list the new street.
      await page.evaluate(() =>
        document.querySelector('bikeship-account')?.setAttribute('view', 'addresses'),
      );
      const account = page.locator('bikeship-account');
      await expect(account.getByText(street)).toBeVisible();
      await shoot(page, `address-saved-${tag}`);
    });
  });
}
