import { expect, type Locator, test } from '@playwright/test';
import { boxToCosts } from '../support/boxToCosts';
import { watchErrors } from '../support/pageChecks';

/**
 * Nothing typed is lost on step 4 Contents: what a guest types there (what is in the box, its
 * description) is in the session as it is typed, so after a reload in the same tab — which
 * resumes the search on Costs (quote §2) — going on to Contents shows it again, without
 * Continue or Back having been pressed before the reload.
 */

const STREETS: Record<string, string> = {
  'San Francisco': '200 Folsom St',
  Bend: '450 SW Powerhouse Dr',
};

/** From Costs through Details to Contents, as a guest who chose the cheapest speed. */
async function costsToContents(box: Locator): Promise<void> {
  await box.getByRole('radiogroup').first().getByRole('radio').first().check();
  await box.getByRole('button', { name: 'Continue to details' }).click();
  await expect(box.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  for (const address of await box.getByRole('group', { name: /^Stage \d, (from|to) / }).all()) {
    const city = await address.getByRole('textbox', { name: 'City' }).inputValue();
    await address
      .getByRole('textbox', { name: 'Street address' })
      .fill(STREETS[city] ?? '1 Main St');
    await address.getByRole('textbox', { name: 'Phone' }).fill('541-555-0110');
  }
  await box.getByRole('button', { name: 'Continue to contents' }).click();
  await expect(box.getByRole('heading', { name: 'Contents', exact: true })).toBeVisible();
}

test.describe('step 4 Contents after a reload in the same tab (nothing typed is lost)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the contents and description typed before a reload are there again on Contents', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const box = await boxToCosts(page);
    await costsToContents(box);
    const contents = box.getByRole('combobox', { name: 'What is in the box' });
    const description = box.getByRole('textbox', { name: 'Description' });
    await contents.selectOption({ label: 'Bike parts and accessories' });
    await description.fill('Two wheels and a saddle');

    await page.reload();
    await expect(box.getByRole('heading', { name: 'Costs', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await costsToContents(box);
    await expect(contents).toHaveValue('PARTS');
    await expect(description).toHaveValue('Two wheels and a saddle');
    expect(errors).toEqual([]);
  });
});
