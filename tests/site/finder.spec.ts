import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { holdTheApp } from '../support/holdTheApp';
import { watchErrors } from '../support/pageChecks';

const box = (page: Page) => page.getByRole('textbox', { name: 'ZIP code or city' });
const find = (page: Page) => page.getByRole('button', { name: 'Find shops' });
const results = (page: Page) => page.locator('.site-finder-list > li');

/** axe's serious and critical findings on the page's own part (light DOM: no widget in it). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.site-finder').analyze();
  // Proof the scan saw the page: axe ran its rules on the page's content.
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

/** The errors of a run, but the 404 answers an unknown place is given on purpose. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/^404 .*\/api\/BicycleShop\?/.test(error));

/** Searches as a visitor does: types in the box and presses Find shops. */
async function searchFor(page: Page, place: string) {
  await box(page).fill(place);
  await find(page).click();
}

for (const viewport of [
  { name: 'phone (390 px)', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`the bike shop finder (/bicycleshops) on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a ZIP code and a city find the nearest shop first with its distance, on the map; reload and back keep the search', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto('/bicycleshops');
      await searchFor(page, '80302');
      await expect(page).toHaveURL(/\/bicycleshops\?near=80302$/);
      await expect(
        page.getByRole('heading', { name: 'Shops near Boulder, CO 80302' }),
      ).toBeVisible();
      await expect(results(page)).toHaveCount(10);
      await expect(results(page).first()).toContainText('Flatirons Wheelworks');
      await expect(results(page).first()).toContainText('less than 0.1 mile away');
      await expect(results(page).nth(1)).toContainText('Front Range Bicycle Depot');
      await expect(results(page).nth(1)).toContainText(/2\d\.\d miles away/);
      // The map: the place searched and the ten shops found, numbered as in the list.
      await expect(page.locator('.site-finder-place')).toHaveCount(1);
      await expect(page.locator('.site-finder-marker-found')).toHaveCount(10);
      await expect(page.locator('.site-finder-marker').first()).toBeAttached();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('zip.png'), fullPage: true });

      // A city, as people type it: no capitals, the state after a space.
      await searchFor(page, 'boulder co');
      await expect(page.getByRole('heading', { name: 'Shops near Boulder, CO' })).toBeVisible();
      await expect(results(page).first()).toContainText('Flatirons Wheelworks');
      await expect(page).toHaveURL(/near=boulder\+co$/);

      await page.reload();
      await expect(box(page)).toHaveValue('boulder co');
      await expect(page.getByRole('heading', { name: 'Shops near Boulder, CO' })).toBeVisible();
      await page.goBack();
      await expect(box(page)).toHaveValue('80302');
      await expect(
        page.getByRole('heading', { name: 'Shops near Boulder, CO 80302' }),
      ).toBeVisible();

      // Another city: its own shops, the nearest first.
      await searchFor(page, 'Austin, TX');
      await expect(results(page).first()).toContainText('Lone Star Velo');
      await expect(results(page).nth(1)).toContainText('Alamo Pedal Works');
      expect(unexpected(errors)).toEqual([]);
    });

    test('what a visitor typed before the page came alive is kept, and Find shops searches it', async ({
      page,
    }) => {
      const release = await holdTheApp(page);
      await page.goto('/bicycleshops', { waitUntil: 'commit' });
      await box(page).fill('Austin, TX');
      release();
      // The app has taken over once the cookie banner's buttons work.
      await expect(page.getByRole('button', { name: 'Accept All' })).toBeEnabled();
      await expect(box(page)).toHaveValue('Austin, TX');
      await find(page).click();
      await expect(results(page).first()).toContainText('Lone Star Velo');
    });

    test('an unknown place and an empty box are told at the field, which keeps the focus', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto('/bicycleshops');
      await searchFor(page, 'Atlantis, ZZ');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('We could not find "Atlantis, ZZ" in the United States');
      await expect(box(page)).toBeFocused();
      await expect(box(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(box(page)).toHaveAccessibleDescription(/could not find "Atlantis, ZZ"/);
      await expect(results(page)).toHaveCount(0);

      await searchFor(page, '   ');
      await expect(alert).toHaveText('Enter a ZIP code or a city, like 80302 or Boulder, CO.');
      await expect(box(page)).toBeFocused();
      await expect(page).toHaveURL(/near=Atlantis/);
      expect(await seriousViolations(page)).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
    });
  });
}

test.describe('the bike shop finder: a shop and its quote box', () => {
  test("a partner shop's link opens its page with its quote box, the shop as the destination; back returns to the search", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/bicycleshops?near=78704');
    await page.getByRole('link', { name: 'Lone Star Velo' }).click();
    await expect(page).toHaveURL(/near=78704&shop=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Lone Star Velo' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Ship your bike to Lone Star Velo' }),
    ).toBeVisible();
    const quoteBox = page.locator('.site-finder-quote');
    await expect(quoteBox.getByRole('heading', { name: 'Get a shipping quote' })).toBeVisible();
    await expect(quoteBox.getByRole('combobox', { name: 'To' })).toHaveValue(/Austin, TX 78704/);
    // The open shop is marked on the map.
    await expect(page.locator('.site-finder-marker-selected')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to the shops near 78704' }).click();
    await expect(page.getByRole('heading', { name: 'Shops near Austin, TX 78704' })).toBeVisible();
    await expect(box(page)).toHaveValue('78704');

    // A shop without a quote box says how to ship to it instead.
    await page.getByRole('link', { name: 'Alamo Pedal Works' }).click();
    await expect(page.getByText('This shop has no bikeship quote box yet.')).toBeVisible();
    await expect(page.locator('.site-finder-quote')).toHaveCount(0);
    expect(unexpected(errors)).toEqual([]);
  });

  test('the API out of reach: a message, and the search is kept in the box and the address', async ({
    page,
  }) => {
    await page.goto('/bicycleshops');
    await page.route('**/api/BicycleShop?near=*', (route) => route.abort('connectionrefused'));
    await searchFor(page, 'Chicago');
    await expect(page.getByRole('alert')).toHaveText(
      'The shop finder could not be reached just now. Check your connection and search again.',
    );
    await expect(box(page)).toHaveValue('Chicago');
    await expect(page).toHaveURL(/near=Chicago$/);
    await page.unroute('**/api/BicycleShop?near=*');
    await find(page).click();
    await expect(results(page).first()).toContainText('Lakefront Cycle Supply');
  });
});
