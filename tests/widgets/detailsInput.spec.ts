import { expect, type Locator, type Page, test } from '@playwright/test';
import { boxToCosts } from '../support/boxToCosts';
import { watchErrors } from '../support/pageChecks';
import { MIN_TAP_TARGET, tooSmallToTap } from '../support/tapTargets';

/**
 * Step 3 Details as a new customer meets it, on a desktop and on a phone: what they type stays,
 * the layout holds together and the controls are big enough to tap, and a step change leaves
 * them at the top of the step with its heading focused.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** From the bike-shop page's quote box, one way San Francisco → Bend, as a guest, to step 3. */
async function reachDetails(page: Page, options: { tapContinue?: boolean } = {}): Promise<Locator> {
  const box = await boxToCosts(page);
  await box.getByRole('radiogroup').first().getByRole('radio').first().check();
  await box
    .getByRole('group', { name: /^Pickup for stage/ })
    .getByRole('radio', { name: /Drop off/ })
    .check();
  const toDetails = box.getByRole('button', { name: 'Continue to details' });
  // A thumb taps it at the bottom of the Costs step.
  if (options.tapContinue) await toDetails.tap();
  else await toDetails.click();
  await expect(box.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  return box;
}

const fromSide = (box: Locator) => box.getByRole('group', { name: /^Stage 1, from / });

test.describe('step 3 Details on a phone (390×844, touch)', () => {
  test.use(PHONE);

  test('nothing typed is lost: a phone number changed while the addresses are being verified is kept', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const box = await reachDetails(page);
    for (const [group, street] of [
      [fromSide(box), '200 Folsom St'],
      [box.getByRole('group', { name: /^Stage 1, to / }), '450 SW Powerhouse Dr'],
    ] as const) {
      await group.getByRole('textbox', { name: 'Street address' }).fill(street);
      await group.getByRole('textbox', { name: 'Phone' }).fill('415-555-0134');
    }
    // The verifier answers late: after the customer has corrected a phone number.
    let answerVerification = () => {};
    const held = new Promise<void>((resolve) => {
      answerVerification = resolve;
    });
    const asked = page.waitForRequest((request) => request.url().includes('/api/Avs'));
    await page.route('**/api/Avs?**', async (route) => {
      await held;
      await route.continue();
    });
    await box.getByRole('button', { name: 'Continue to contents' }).tap();
    await asked;
    const phone = fromSide(box).getByRole('textbox', { name: 'Phone' });
    await phone.tap();
    await phone.fill('415-555-0199');
    answerVerification();
    await expect(box.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await box.getByRole('button', { name: 'Back to details' }).tap();
    await expect(fromSide(box).getByRole('textbox', { name: 'Phone' })).toHaveValue('415-555-0199');
    expect(errors).toEqual([]);
  });

  // The walk dropped the number 5 of 5 times. Cause: after a step change the wizard
  // focused the new heading and let focus scroll it "somewhere into view"; the fields were
  // tapped while the page still sat where the old step's button had been, and Chromium's touch
  // input typed into nothing. A step change now scrolls the step to its top first
  // (useStepChange). Checked both where the step opens and with the street field at the bottom
  // edge of the screen, where a thumb reaches it after scrolling.
  for (const where of ['where the step opens', 'at the bottom edge of the screen'] as const) {
    test(`nothing typed is lost: a phone number typed right after leaving the street field is kept (${where})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      const box = await reachDetails(page);
      const from = fromSide(box);
      const street = from.getByRole('textbox', { name: 'Street address' });
      const phone = from.getByRole('textbox', { name: 'Phone' });
      if (where !== 'where the step opens') {
        await street.evaluate((field) => field.scrollIntoView({ block: 'end' }));
      }
      await street.tap();
      await page.keyboard.type('200 Folsom St');
      // At once, as a thumb does: no pause between leaving the street and typing the number.
      await phone.tap();
      await page.keyboard.type('415-555-0134');
      await expect(street).toHaveValue('200 Folsom St');
      await expect(phone).toHaveValue('415-555-0134');
      // Whatever answers late (verification, a re-render) has had its time: both are still there.
      await page.waitForTimeout(1_500);
      await expect(street).toHaveValue('200 Folsom St');
      await expect(phone).toHaveValue('415-555-0134');
      expect(errors).toEqual([]);
    });
  }
});

for (const [size, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`step 3 Details, ${size}`, () => {
    test.use(device);

    test('the error summary’s bullets sit with their text; the residential checkbox sits beside its label, in the theme’s colour', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const box = await reachDetails(page);
      await box.getByRole('button', { name: 'Continue to contents' }).click();
      const summary = box.getByRole('alert').filter({ hasText: 'Check these details' });
      await expect(summary).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`details-${size}.png`),
        fullPage: true,
      });
      await summary.screenshot({ path: test.info().outputPath(`details-${size}-summary.png`) });
      const residential = fromSide(box).getByRole('checkbox', { name: /residential/ });
      await residential
        .locator('..')
        .screenshot({ path: test.info().outputPath(`details-${size}-checkbox.png`) });
      await box
        .locator('.bs-step-actions')
        .screenshot({ path: test.info().outputPath(`details-${size}-actions.png`) });

      // An entry's first line starts at its bullet: at the start of its list item, at its top.
      const entries = summary.getByRole('listitem');
      await expect(entries).toHaveCount(4);
      for (const entry of await entries.all()) {
        const offset = await entry.evaluate((item) => {
          const words = document.createTreeWalker(item, NodeFilter.SHOW_TEXT).nextNode();
          const text = document.createRange();
          text.selectNodeContents(words ?? item);
          const firstLine = text.getClientRects()[0] as DOMRect;
          const itemBox = item.getBoundingClientRect();
          return { x: firstLine.left - itemBox.left, y: firstLine.top - itemBox.top };
        });
        expect(offset.x, `${await entry.textContent()}: text starts at its bullet`).toBeLessThan(2);
        expect(offset.y, `${await entry.textContent()}: first line at its bullet`).toBeLessThan(6);
      }

      // The checkbox on the row of its label, before it.
      const label = fromSide(box).getByText('This is a residential address (a home)');
      const boxOf = async (locator: Locator) => {
        const rect = await locator.boundingBox();
        if (!rect) throw new Error('not rendered');
        return rect;
      };
      const check = await boxOf(residential);
      const text = await boxOf(label);
      expect(check.x + check.width).toBeLessThanOrEqual(text.x);
      expect(check.y).toBeLessThan(text.y + text.height);
      expect(check.y + check.height).toBeGreaterThan(text.y);

      // Radios and checkboxes take the theme's primary colour.
      const colours = await residential.evaluate((input) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--bs-color-primary)';
        input.after(probe);
        const primary = getComputedStyle(probe).color;
        probe.remove();
        return { accent: getComputedStyle(input).accentColor, primary };
      });
      expect(colours.accent).toBe(colours.primary);
    });
  });
}

test.describe('step 3 Details on a phone: tap targets and the step change', () => {
  test.use(PHONE);

  test('every control of the step is at least 44 px each way, the step buttons and the summary’s entries included', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const box = await reachDetails(page);
    await box.getByRole('button', { name: 'Continue to contents' }).tap();
    await expect(box.getByRole('alert').filter({ hasText: 'Check these details' })).toBeVisible();
    const step = box.locator('.bs-details');
    // A checkbox is tapped by its label as much as by itself: the label is its target.
    const controls = step.locator(
      'button, select, input:not([type="checkbox"]), .bs-checkbox label',
    );
    expect(await controls.count()).toBeGreaterThan(20);
    expect(await tooSmallToTap(controls)).toEqual([]);
    for (const name of ['Back to costs', 'Continue to contents']) {
      const button = await box.getByRole('button', { name }).boundingBox();
      expect(button?.height, name).toBeGreaterThanOrEqual(MIN_TAP_TARGET);
    }
  });

  test('after the step change from Costs the Details heading has the focus and the top of the step is in view', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const box = await reachDetails(page, { tapContinue: true });
    const heading = box.getByRole('heading', { name: 'Details', exact: true, level: 2 });
    await expect(heading).toBeFocused();
    const top = await heading.boundingBox();
    // The step is read from its top: the heading at the top of the screen, 8 px below its edge
    // (the heading's scroll margin, so its focus ring shows whole).
    expect(Math.round(top?.y ?? Number.NaN), 'the heading is at the top of the screen').toBe(8);
    // It holds once the step's own content has come (its states, its saved addresses).
    await expect(fromSide(box).getByRole('combobox', { name: 'State' })).toBeVisible();
    await expect(heading).toBeFocused();
  });
});
