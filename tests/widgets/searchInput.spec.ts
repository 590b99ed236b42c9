import { expect, test } from '@playwright/test';

/**
 * What the customer types into the search is never lost, and the lookup's messages say what to
 * do: a ZIP that matches nothing says so, an exact ZIP that names one place is taken without a
 * pick from the list, one suggestion is "1 place found"; a trip type picked while the event of
 * `event-code` is still on its way stays picked. The quote box on the bike-shop page and the
 * whole wizard on the event page (examples/).
 */

test.describe('the place lookup (the quote box on a partner page)', () => {
  test('a ZIP that matches nothing says so under the field', async ({ page }) => {
    await page.goto('/examples/bike-shop.html');
    const box = page.locator('bikeship-quote-box');
    await box.getByRole('combobox', { name: 'From' }).fill('00000');
    await expect(
      // The field's error (the lookup's live region says it too, unseen).
      box.getByText('No place found for “00000”. Check the ZIP, or type the town.').last(),
    ).toBeVisible();
    await expect(box.getByRole('combobox', { name: 'From' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('an exact ZIP typed but not picked is taken when it names one place: on leaving the field, and on pressing Get rates', async ({
    page,
  }) => {
    await page.goto('/examples/bike-shop.html');
    const box = page.locator('bikeship-quote-box');
    const from = box.getByRole('combobox', { name: 'From' });
    await from.fill('94103');
    // One place found, said in the singular.
    await expect(box.getByText('1 place found', { exact: true })).toHaveCount(1);
    await from.press('Tab');
    await expect(from).toHaveValue(/San Francisco, CA 94103/);

    await box
      .getByRole('combobox', { name: 'Box' })
      .selectOption({ label: 'Bike shop box (standard)' });
    const to = box.getByRole('combobox', { name: 'To' });
    await to.fill('97702');
    await expect(box.getByRole('listbox', { name: 'To suggestions' })).toBeVisible();
    // Straight from the field to Get rates: the ZIP is taken and the box goes on.
    await box.getByRole('button', { name: 'Get rates' }).click();
    await expect(to).toHaveValue(/Bend, OR 97702/);
    await expect(box.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expect(box.getByText('Choose where this stage goes from the list.')).toHaveCount(0);
  });
});

test.describe("the wizard on an event's page (event-code)", () => {
  test('a trip type picked before the event arrived stays picked (nothing typed is lost)', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/BicycleEvent/byurlcode/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/examples/event.html');
    const wizard = page.locator('bikeship-quote');
    await wizard.getByRole('radio', { name: 'Multi-City' }).check();
    await expect(wizard.getByRole('group', { name: /^Stage \d/ })).toHaveCount(3);
    release();
    const outbound = wizard.getByRole('group', { name: 'Stage 1' });
    await expect(outbound.getByRole('combobox', { name: 'To' })).toHaveValue(/Bend, OR 97702/);
    await expect(wizard.getByRole('radio', { name: 'Multi-City' })).toBeChecked();
    await expect(wizard.getByRole('group', { name: /^Stage \d/ })).toHaveCount(3);
  });
});

test.describe('the ship date typed with the keyboard (quote §4)', () => {
  test('a whole date typed digit by digit is kept — Chromium threw a half-typed date away when the field’s earliest date changed under it (year 0002, then an empty field)', async ({
    page,
  }) => {
    await page.goto('/examples/strict-csp.html');
    const wizard = page.locator('bikeship-quote');
    await wizard.getByRole('radio', { name: 'Round-Trip' }).check();
    const outbound = wizard.getByRole('group', { name: 'Stage 1' });
    await outbound.getByRole('combobox', { name: 'From' }).fill('80302');
    await wizard.getByRole('option', { name: /80302/ }).first().click();
    await outbound.getByRole('combobox', { name: 'To' }).fill('97201');
    await wizard.getByRole('option', { name: /97201/ }).first().click();
    const returnDate = wizard.getByRole('group', { name: /^Stage 2/ }).getByLabel(/Ship date/);
    await expect(returnDate).toHaveValue('');
    const year = new Date().getFullYear() + 1;
    await returnDate.click();
    // Month, day, year, as a customer types them, with a person's pace between keys.
    await page.keyboard.type(`0312${year}`, { delay: 120 });
    await expect(returnDate).toHaveValue(`${year}-03-12`);
  });
});
