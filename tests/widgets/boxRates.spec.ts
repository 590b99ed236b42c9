import { expect, type Locator, type Page, test } from '@playwright/test';
import { watchErrors } from '../support/pageChecks';
import { pickPlace } from '../support/placeLookup';

/**
 * The quote box's Get rates on a partner's page (examples/bike-shop.html, the box in a sidebar):
 * it shows rates — the wizard opens on Costs, never on step 1 again — asking a guest only the
 * name and email the order needs; the wizard it opens is laid out for the box's width; the
 * wait for rates is told where the customer is looking; the ship flow's page notices show in
 * it as in `<bikeship-quote>`. On a desktop, where the sidebar is about 340 px wide, and on a
 * phone.
 */

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
] as const;

/** San Francisco to Bend in a bike shop box. */
async function fillTheBox(box: Locator): Promise<void> {
  await pickPlace(box, 'From', '94103');
  await pickPlace(box, 'To', '97702');
  await box
    .getByRole('combobox', { name: 'Box' })
    .selectOption({ label: 'Bike shop box (standard)' });
}

async function enterGuest(box: Locator): Promise<void> {
  await box.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await box.getByRole('textbox', { name: 'Last name' }).fill('Rider');
  await box.getByRole('textbox', { name: 'Email' }).fill('ana.rider@example.com');
}

/** Holds POST /api/Rates until the returned function is called. */
async function holdRates(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/Rates', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Step 1 again, through the wizard's step list. */
async function backToSearch(box: Locator): Promise<void> {
  await box
    .getByRole('navigation', { name: 'Quote steps' })
    .getByRole('button', { name: /Search/ })
    .click();
}

/** The distinct rows (top edges, to the pixel) the elements of a locator sit on. */
async function rowsOf(items: Locator): Promise<number> {
  const tops = await items.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  return new Set(tops).size;
}

for (const device of DEVICES) {
  test.describe(`the quote box's Get rates (${device.name})`, () => {
    test.use(device.use);

    test('shows rates: a guest gives name and email in the box, then the wizard opens on Costs with the search — not on step 1 asking it all again — laid out for its width', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await page.goto('/examples/bike-shop.html');
      const box = page.locator('bikeship-quote-box');
      await fillTheBox(box);
      await box.screenshot({ path: test.info().outputPath(`box-${device.name}.png`) });
      await box.getByRole('button', { name: 'Get rates' }).click();

      // The box asks the least it must: name and email, in place, nothing it already knew.
      await expect(box.getByRole('textbox', { name: 'First name' })).toBeFocused();
      await expect(box.getByRole('navigation', { name: 'Quote steps' })).toHaveCount(0);
      await enterGuest(box);
      await box.screenshot({ path: test.info().outputPath(`box-guest-${device.name}.png`) });
      await box.getByRole('button', { name: 'Get rates' }).click();

      await expect(box.getByRole('heading', { name: 'Costs', exact: true, level: 2 })).toBeVisible({
        timeout: 20_000,
      });
      await expect(box.locator('[aria-current="step"]')).toContainText('Costs');
      await expect(box.getByRole('heading', { level: 3 }).first()).toContainText('San Francisco');
      await expect(box.getByRole('textbox', { name: 'Declared value (USD)' })).toHaveCount(0);
      await box.screenshot({ path: test.info().outputPath(`box-wizard-${device.name}.png`) });

      // A narrow wizard: its five steps on one line, each still named for a screen reader.
      const steps = box.getByRole('navigation', { name: 'Quote steps' }).getByRole('listitem');
      await expect(steps).toHaveCount(5);
      expect(await rowsOf(steps)).toBe(1);
      await expect(steps.nth(3)).toHaveText(/Contents/);

      // Back on step 1, the trip types read as one question: one row, or one under another.
      await backToSearch(box);
      const tripTypes = box.getByRole('group', { name: 'Trip type' }).locator('label');
      await expect(tripTypes).toHaveCount(3);
      expect([1, 3]).toContain(await rowsOf(tripTypes));
      await box.screenshot({
        path: test.info().outputPath(`box-wizard-search-${device.name}.png`),
      });
      expect(errors).toEqual([]);
    });

    test('says "Getting rates…" where the customer is, in the box and in the wizard', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/examples/bike-shop.html');
      const box = page.locator('bikeship-quote-box');
      await fillTheBox(box);
      await box.getByRole('button', { name: 'Get rates' }).click();
      await enterGuest(box);
      let release = await holdRates(page);
      await box.getByRole('button', { name: 'Get rates' }).click();
      await expect(box.getByText('Getting rates…')).toBeInViewport();
      release();
      await expect(box.getByRole('heading', { name: 'Costs', exact: true, level: 2 })).toBeVisible({
        timeout: 20_000,
      });

      // Step 1 of the wizard, long on a phone: Get rates at its foot, the words beside it.
      await page.unrouteAll({ behavior: 'wait' });
      await backToSearch(box);
      release = await holdRates(page);
      const getRates = box.getByRole('button', { name: 'Get rates' });
      await getRates.scrollIntoViewIfNeeded();
      await getRates.click();
      await expect(box.getByText('Getting rates…')).toBeInViewport();
      await page.screenshot({
        path: test.info().outputPath(`box-wizard-getting-rates-${device.name}.png`),
      });
      release();
      await expect(box.getByRole('heading', { name: 'Costs', exact: true, level: 2 })).toBeVisible({
        timeout: 20_000,
      });
    });

    test("shows the ship flow's page notices in the wizard it opens, as <bikeship-quote> does", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.route('**/api/Alerts/time/**', (route) =>
        route.fulfill({
          json: [
            {
              name: 'holiday-pickups',
              page: 'ship',
              type: 'alert-warning',
              expletive: 'Heads up!',
              message: 'No pickups on Thanksgiving.',
              dismissable: true,
              active: true,
            },
          ],
        }),
      );
      await page.goto('/examples/bike-shop.html');
      const box = page.locator('bikeship-quote-box');
      await fillTheBox(box);
      await box.getByRole('button', { name: 'Get rates' }).click();
      await enterGuest(box);
      await box.getByRole('button', { name: 'Get rates' }).click();
      await expect(box.getByRole('heading', { name: 'Costs', exact: true, level: 2 })).toBeVisible({
        timeout: 20_000,
      });
      await expect(box.getByText('No pickups on Thanksgiving.')).toBeVisible();
    });
  });
}
