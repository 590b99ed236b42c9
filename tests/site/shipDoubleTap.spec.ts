import { expect, type Locator, type Page, test } from '@playwright/test';
import { withSavedConsent } from '../support/consentHelpers';
import { pickPlace } from '../support/placeLookup';
import { siteWizard } from './shipFlow';

/**
 * A double tap on a phone (390×844, touch) never leaves the wizard on /ship: while the next
 * step's code loads, the step before stays under "Loading the next step…" (the page keeps its
 * height, so the second tap lands on the wizard, not on the footer's links below it), and the new
 * step starts at its top, its heading focused and in view. The steps' code comes slowly here,
 * as on a phone's network.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Two taps 150 ms apart, where the finger is: the middle of `target`. */
async function doubleTap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(150);
  await page.touchscreen.tap(x, y);
}

/**
 * The step `name` is shown from its top: its heading in the screen's upper part, and focused
 * when the step came after its code (the second tap fell on the overlay, not on the step; on a
 * step that is there at once it falls on the step, whose tap focuses what it touched).
 */
async function expectStepFromItsTop(
  page: Page,
  wizard: Locator,
  name: string,
  options: { focused: boolean } = { focused: true },
): Promise<void> {
  const heading = wizard.getByRole('heading', { name, exact: true, level: 2 });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  if (options.focused) await expect(heading).toBeFocused();
  const top = (await heading.boundingBox())?.y ?? -1;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(PHONE.viewport.height / 3);
  await expect(page).toHaveURL(/\/ship$/);
}

test.describe('a double tap on a phone stays in the wizard (/ship)', () => {
  test.use(PHONE);

  test('each step change — Get rates, Continue to details, contents and payment, and Back — keeps the page under the finger and starts the new step at its heading', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await withSavedConsent(page, { analytics: false, marketing: false });
    // Each later step's code comes a second late; Details' is held until the test has looked
    // at the page while it loads (a fixed delay was over before a loaded CI machine looked).
    let releaseDetails: () => void = () => {};
    const detailsHeld = new Promise<void>((resolve) => {
      releaseDetails = resolve;
    });
    await page.route(/(Costs|Details|Contents|Payment)Step-[^/]*\.js$/, async (route) => {
      if (/DetailsStep-/.test(route.request().url())) await detailsHeld;
      else await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/ship');
    const wizard = siteWizard(page);
    await pickPlace(wizard, 'From', '94103');
    await pickPlace(wizard, 'To', '97702');
    await wizard
      .getByRole('combobox', { name: 'Box' })
      .selectOption({ label: 'Bike shop box (standard)' });
    await wizard.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await wizard.getByRole('textbox', { name: 'Last name' }).fill('Rider');
    await wizard.getByRole('textbox', { name: 'Email' }).fill('ana.rider@example.com');
    await doubleTap(page, wizard.getByRole('button', { name: 'Get rates' }));
    await expectStepFromItsTop(page, wizard, 'Costs');

    await wizard.getByRole('radiogroup').first().getByRole('radio').first().check();
    await wizard
      .getByRole('group', { name: /^Pickup for stage/ })
      .getByRole('radio', { name: /Drop off/ })
      .check();
    await doubleTap(page, wizard.getByRole('button', { name: 'Continue to details' }));
    // 50 ms after the taps the step before is still there, under the overlay.
    await expect(wizard.getByText('Loading the next step…')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Continue to details' })).toBeInViewport();
    releaseDetails();
    await expectStepFromItsTop(page, wizard, 'Details');

    for (const address of await wizard
      .getByRole('group', { name: /^Stage \d, (from|to) / })
      .all()) {
      const city = await address.getByRole('textbox', { name: 'City' }).inputValue();
      const street = city === 'San Francisco' ? '200 Folsom St' : '450 SW Powerhouse Dr';
      await address.getByRole('textbox', { name: 'Street address' }).fill(street);
      await address.getByRole('textbox', { name: 'Phone' }).fill('541-555-0110');
    }
    await doubleTap(page, wizard.getByRole('button', { name: 'Continue to contents' }));
    await expectStepFromItsTop(page, wizard, 'Contents');

    await wizard
      .getByRole('combobox', { name: 'What is in the box' })
      .selectOption({ label: 'Bicycle' });
    await doubleTap(page, wizard.getByRole('button', { name: 'Continue to payment' }));
    await expectStepFromItsTop(page, wizard, 'Payment');

    // Back: the step is there at once; the second tap presses nothing of it (no way back further).
    await doubleTap(page, wizard.getByRole('button', { name: 'Back to contents' }));
    await expectStepFromItsTop(page, wizard, 'Contents', { focused: false });
    await expect(wizard.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  });
});
