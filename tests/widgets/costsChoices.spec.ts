import { expect, type Locator, type Page, test } from '@playwright/test';
import { boxToCosts, costsToPayment } from '../support/boxToCosts';
import { watchErrors } from '../support/pageChecks';

/**
 * The choices of step 2 Costs as a new customer meets them, on the real server, at a desk and
 * on a phone: a pickup nobody chose is never charged (drop-off shows as chosen, and the server
 * prices a stage without a pickup choice as a drop-off); the ship date a pickup choice moves is
 * said beside the choice; premium protection says plainly what a box is covered for without
 * it and shows every option whole; choosing a pickup by keyboard leaves the focus where it was.
 */

const SCREENS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

/** A valuable bike: more than the carrier's included cover. */
const DECLARED_VALUE = '2500';

/** From the bike-shop page's quote box to step 2 Costs, as a guest with a $2,500 bike. */
async function openCosts(page: Page): Promise<Locator> {
  return boxToCosts(page, { declaredValue: DECLARED_VALUE });
}

/** The amount a charges list (`dt` then `dd`) gives a line. */
const lineAmount = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** The day the chosen speed of stage 1 ships, as its rate says ("Tue, Nov 24"). */
async function chosenRateShipDay(box: Locator): Promise<string> {
  const chosen = box
    .getByRole('radiogroup')
    .first()
    .locator('label', { has: box.page().locator('input:checked') });
  const text = (await chosen.textContent()) ?? '';
  const day = /ships ([^·]+?)\s*(·|$)/.exec(text)?.[1];
  if (!day) throw new Error(`no ship date in the chosen rate: ${text}`);
  return day;
}

/** Waits until new rates for a pickup choice are in and the step is ready again. */
async function rerated(box: Locator, choose: () => Promise<void>): Promise<void> {
  const rates = box
    .page()
    .waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/Rates',
    );
  await choose();
  await rates;
  await expect(box.locator('input[aria-disabled="true"], input:disabled')).toHaveCount(0);
}

for (const [screen, use] of Object.entries(SCREENS)) {
  test.describe(`step 2 Costs on a ${screen} (${use.viewport.width} × ${use.viewport.height})`, () => {
    test.use(use);

    test('a pickup nobody chose is never charged: drop-off shows as chosen; a pickup that moves the ship date says so beside the choice', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      const box = await openCosts(page);
      const pickup = box.getByRole('group', { name: 'Pickup for stage 1' });
      await expect(pickup.getByRole('radio', { name: /^Drop off/ })).toBeChecked();
      await expect(pickup.getByRole('radio', { name: /^Schedule a UPS pickup/ })).not.toBeChecked();
      await box.getByRole('radiogroup').first().getByRole('radio').first().check();
      const costs = box.getByRole('region', { name: 'Your costs' });
      await expect(lineAmount(costs, 'Pickup fee')).toHaveText('$0.00');

      // The day it ships, beside the choice, is the chosen rate's.
      const dropOffDay = await chosenRateShipDay(box);
      const shipDate = pickup.getByRole('status');
      await expect(shipDate).toHaveText(`Ships ${dropOffDay}.`);

      // A pickup cannot be booked for today: when that moves the date, it says so there.
      await rerated(box, () =>
        pickup.getByRole('radio', { name: /^Schedule a UPS pickup/ }).check(),
      );
      await expect(lineAmount(costs, 'Pickup fee')).toHaveText('$5.00');
      const pickupDay = await chosenRateShipDay(box);
      await expect(shipDate).toHaveText(
        pickupDay === dropOffDay
          ? `Ships ${pickupDay}.`
          : `Now ships ${pickupDay} instead of ${dropOffDay}.`,
      );
      await pickup.screenshot({ path: test.info().outputPath(`costs-${screen}-pickup.png`) });
      expect(errors).toEqual([]);
    });

    test('choosing a pickup with Space keeps the focus on that radio while the rates are fetched again', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const box = await openCosts(page);
      const pickup = box.getByRole('group', { name: 'Pickup for stage 1' });
      const scheduled = pickup.getByRole('radio', { name: /^Schedule a UPS pickup/ });
      await scheduled.focus();
      await rerated(box, () => scheduled.press('Space'));
      await expect(scheduled).toBeChecked();
      await expect(scheduled).toBeFocused();
      // And back by arrow key, as a radio group is used.
      const dropOff = pickup.getByRole('radio', { name: /^Drop off/ });
      await rerated(box, () => scheduled.press('ArrowUp'));
      await expect(dropOff).toBeChecked();
      await expect(dropOff).toBeFocused();
    });

    test('protection of a valuable bike: says what is covered without it, offers its whole declared value, every option whole', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const box = await openCosts(page);
      const protection = box.getByRole('group', { name: /^Premium protection for / });
      await expect(protection).toHaveAccessibleDescription(
        'Declared value $2,500.00. Without premium protection only $100.00 of it is covered.',
      );
      await expect(
        protection.getByRole('radio', {
          name: 'No premium protection: up to $100.00 covered at no charge',
        }),
      ).toBeChecked();
      const whole = protection.getByRole('radio', {
        name: /^\$2,500\.00 coverage, the whole declared value, for \$42\.00$/,
      });
      await expect(whole).toBeVisible();

      // Every option's text is on the screen in full: inside the viewport, nothing clipped.
      const choices = protection.locator('label');
      await expect(choices).toHaveCount(6);
      for (const choice of await choices.all()) {
        const fits = await choice.evaluate((label) => {
          const text = label.querySelector('span');
          const box = label.getBoundingClientRect();
          return (
            text !== null &&
            text.scrollWidth <= text.clientWidth + 1 &&
            box.left >= 0 &&
            box.right <= document.documentElement.clientWidth
          );
        });
        expect(fits, `${await choice.textContent()} is shown whole`).toBe(true);
      }

      await whole.check();
      const costs = box.getByRole('region', { name: 'Your costs' });
      await expect(lineAmount(costs, 'Premium protection')).toHaveText('$42.00');
      await box.getByRole('radiogroup').first().getByRole('radio').first().check();
      await box.screenshot({ path: test.info().outputPath(`costs-${screen}.png`) });
    });
  });
}

test.describe('the order of a new customer who chose no pickup', () => {
  test.use(SCREENS.desktop);

  test('the payment step and the server charge no pickup fee, and the payment goes through', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const box = await openCosts(page);
    await box.getByRole('radiogroup').first().getByRole('radio').first().check();
    await costsToPayment(box);
    await expect(
      lineAmount(box.getByRole('region', { name: 'Your order' }), 'Pickup fee'),
    ).toHaveText('$0.00');
    // The server prices the order itself: a fee list it disagreed with would be refused (409).
    const payment = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/Order/payment',
    );
    await box.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await box.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await box.getByRole('textbox', { name: 'Security code' }).fill('123');
    await box.getByRole('button', { name: /^Pay / }).click();
    const paid = await payment;
    expect(paid.status()).toBe(200);
    const fees = (paid.request().postDataJSON() as { fees: { pickupFee: number }[] }).fees;
    expect(fees.map((stage) => stage.pickupFee)).toEqual([0]);
    await expect(box.getByRole('heading', { name: /order is placed/i })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
