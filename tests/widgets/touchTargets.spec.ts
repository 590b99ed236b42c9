import { expect, type Locator, type Page, test } from '@playwright/test';
import { boxToCosts, costsToPayment } from '../support/boxToCosts';
import { MIN_TAP_TARGET, tooSmallToTap } from '../support/tapTargets';

/**
 * Tap targets of at least 44 px on a phone (WCAG 2.5.5), in the steps with the most choices:
 * Costs and Payment, walked as a new guest from the bike-shop page. Where the pointer is a finger
 * the wizard's step links, every radio's row (speeds, pickups, protections, saved cards), every
 * button, field and select, and a notice's close button are at least 44 px each way; a row that
 * spans the step is as wide as that anyway. Screenshots of both steps go to the test's output
 * folder.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A page notice for the ship flow that the customer may close (shell §3): it has a close button. */
const DISMISSABLE_NOTICE = {
  name: 'touch-targets',
  page: 'ship',
  type: 'info',
  message: 'Holiday pickups may take a day longer.',
  dismissable: true,
};

/**
 * What a finger taps in a step: its buttons, fields and selects, and each radio or checkbox by its
 * row — the label, which checks it as much as the box itself does.
 */
const tapTargetsOf = (step: Locator) =>
  step.locator(
    [
      'button',
      'select',
      'input:not([type="radio"]):not([type="checkbox"])',
      'label:has(input[type="radio"])',
      'label:has(input[type="checkbox"])',
    ].join(', '),
  );

/** What the phone's screen shows with each part scrolled to its top, to look at. */
async function phoneScreens(page: Page, step: string, parts: Locator[]): Promise<void> {
  for (const [index, part] of parts.entries()) {
    await part.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: test.info().outputPath(`${step}-phone-${index + 1}.png`) });
  }
}

/** The step links of the wizard's progress list: the steps already passed. */
const stepLinks = (box: Locator) =>
  box.getByRole('navigation', { name: 'Quote steps' }).getByRole('button');

/** Every page notice the wizard loads is the dismissable one above. */
async function withDismissableNotice(page: Page): Promise<void> {
  await page.route('**/api/Alerts/time/**', (route) =>
    route.fulfill({ json: [DISMISSABLE_NOTICE] }),
  );
}

test.describe('tap targets of at least 44 px on a phone (390×844, touch)', () => {
  test.use(PHONE);

  test('Costs and Payment: the step links, every choice row, every control and the notice’s close button are 44 px each way', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await withDismissableNotice(page);
    // A bike worth more than the included cover: the protection choices are offered.
    const box = await boxToCosts(page, { declaredValue: '2500' });
    const close = box.getByRole('button', { name: 'Dismiss' });
    await expect(close).toBeVisible();

    const costs = box.locator('.bs-costs');
    const costsTargets = tapTargetsOf(costs);
    // The speeds, the pickups and the protections of the $2,500 bike are all there.
    await expect(costs.getByRole('radio')).not.toHaveCount(0);
    expect(await costs.locator('label:has(input[type="radio"])').count()).toBeGreaterThan(8);
    expect.soft(await tooSmallToTap(costsTargets), 'Costs').toEqual([]);
    expect.soft(await tooSmallToTap(stepLinks(box)), 'step links on Costs').toEqual([]);
    expect.soft(await tooSmallToTap(close), 'close button on Costs').toEqual([]);
    await phoneScreens(page, 'costs', [
      stepLinks(box).first(),
      box.getByRole('group', { name: /^Pickup for stage/ }),
      box.getByRole('group', { name: /^Premium protection for / }),
    ]);

    await box.getByRole('radiogroup').first().getByRole('radio').first().check();
    await costsToPayment(box);
    await expect(stepLinks(box)).toHaveCount(4);
    expect.soft(await tooSmallToTap(stepLinks(box)), 'step links on Payment').toEqual([]);
    const payment = box.locator('.bs-payment');
    expect(await tapTargetsOf(payment).count()).toBeGreaterThan(6);
    expect.soft(await tooSmallToTap(tapTargetsOf(payment)), 'Payment').toEqual([]);
    expect.soft(await tooSmallToTap(close), 'close button on Payment').toEqual([]);
    // A guest has no saved cards: a row as SavedCards draws one, under the step's own CSS.
    const savedCardRow = await payment.evaluate((step) => {
      const row = step.ownerDocument.createElement('label');
      row.className = 'bs-payment-choice';
      row.innerHTML = '<input type="radio" name="saved-card"> Visa ending 4242, expires 12/28';
      step.querySelector('.bs-payment-method')?.append(row);
      const { height } = row.getBoundingClientRect();
      row.remove();
      return height;
    });
    expect.soft(savedCardRow, 'a saved card’s row').toBeGreaterThanOrEqual(MIN_TAP_TARGET);
    await phoneScreens(page, 'payment', [
      stepLinks(box).first(),
      box.getByRole('heading', { name: 'Boxes' }),
      box.getByRole('combobox', { name: 'Buck up for bikes' }),
    ]);
  });
});
