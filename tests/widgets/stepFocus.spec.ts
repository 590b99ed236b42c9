import { expect, type Locator, test } from '@playwright/test';
import { watchErrors } from '../support/pageChecks';

/**
 * A keyboard and screen-reader user follows the wizard (WCAG 2.4.3 focus order, 4.1.3 status
 * messages, 3.1.1 language): on a step change the focus moves to the new step's heading and a
 * polite live region says which step it is; the widget's content carries the element's locale
 * as its `lang`. Loading a page takes no focus. Driven by the keyboard alone: no pointer.
 */

/** Types a postal code in a from/to lookup and picks the first suggestion with the keyboard. */
async function pickPlaceByKeyboard(box: Locator, label: 'From' | 'To', query: string) {
  const lookup = box.getByRole('combobox', { name: label });
  await lookup.pressSequentially(query);
  await expect(
    box
      .getByRole('listbox', { name: `${label} suggestions` })
      .getByRole('option')
      .first(),
  ).toBeVisible();
  await lookup.press('ArrowDown');
  await lookup.press('Enter');
  await expect(lookup).toHaveValue(/,/);
}

/** The wizard's announcement of a step change: its polite live region. */
const stepAnnouncement = (scope: Locator) =>
  scope.getByRole('status').filter({ hasText: /^Step \d of 5: / });

test.describe('a step change, for keyboard and screen-reader users', () => {
  test("after Get rates the Costs heading has the focus and the change is announced; Back to search moves the focus to the Search heading; the content carries the page's language", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await page.goto('/examples/bike-shop.html');
    const box = page.locator('bikeship-quote-box');
    await expect(box.locator('.bs-widget')).toHaveAttribute('lang', 'en');

    // The quote box, then Get rates: a guest gives name and email in the box (the focus on the
    // first), then the box turns into the wizard in place on Costs — its heading takes the focus
    // from the vanished Get rates.
    await pickPlaceByKeyboard(box, 'From', '94103');
    await pickPlaceByKeyboard(box, 'To', '97702');
    await box
      .getByRole('combobox', { name: 'Box' })
      .selectOption({ label: 'Bike shop box (standard)' });
    await box.getByRole('button', { name: 'Get rates' }).press('Enter');
    await expect(box.getByRole('textbox', { name: 'First name' })).toBeFocused();

    await box.getByRole('textbox', { name: 'First name' }).pressSequentially('Ana');
    await box.getByRole('textbox', { name: 'Last name' }).pressSequentially('Rider');
    await box.getByRole('textbox', { name: 'Email' }).pressSequentially('ana.rider@example.com');
    await box.getByRole('button', { name: 'Get rates' }).press('Enter');

    const costsHeading = box.getByRole('heading', { name: 'Costs', exact: true, level: 2 });
    await expect(costsHeading).toBeFocused({ timeout: 20_000 });
    await expect(stepAnnouncement(box)).toHaveText('Step 2 of 5: Costs');
    await expect(box.locator('.bs-widget')).toHaveAttribute('lang', 'en');
    // Focusable by script only: Tab does not stop on a heading.
    await expect(costsHeading).toHaveAttribute('tabindex', '-1');

    await box.getByRole('button', { name: 'Back to search' }).press('Enter');
    const searchHeading = box.getByRole('heading', { name: 'Get a shipping quote', level: 2 });
    await expect(searchHeading).toBeFocused();
    await expect(stepAnnouncement(box)).toHaveText('Step 1 of 5: Search');
    expect(errors).toEqual([]);
  });

  test("the whole wizard on an event's page takes no focus and announces nothing as it loads", async ({
    page,
  }) => {
    await page.goto('/examples/event.html');
    const wizard = page.locator('bikeship-quote');
    await expect(wizard.getByRole('combobox', { name: 'To' }).first()).toHaveValue(/Bend/);
    await expect(wizard.locator('.bs-widget')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(stepAnnouncement(wizard)).toHaveCount(0);
  });
});
