import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { registerAndConfirm } from '../support/registerAndConfirm';

/** The two layouts a customer meets: a laptop, and a phone held in the hand. */
const VIEWPORTS = [
  { viewport: { width: 1280, height: 800 }, hasTouch: false },
  { viewport: { width: 390, height: 844 }, hasTouch: true },
];

/** Turns the element to a view as a page with a route per view would: its `view` attribute. */
const showView = (page: Page, view: string) =>
  page.evaluate(
    (name) => document.querySelector('bikeship-account')?.setAttribute('view', name),
    view,
  );

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
};

for (const { viewport, hasTouch } of VIEWPORTS) {
  test.describe(`the customer's own data on the account page at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch });
    test.setTimeout(120_000);

    test('profile and saved addresses of a new account survive a reload; saving says so in view, editing is as wide as adding', async ({
      page,
    }) => {
      const tag = `${viewport.width}`;
      await page.goto('/examples/account.html');
      const account = page.locator('bikeship-account');
      await expect(account.getByRole('heading', { name: 'Log In' })).toBeVisible();
      await registerAndConfirm(page, account, `saved-${Date.now()}-${tag}@example.com`);

      // Profile: a new phone and the newsletter.
      await showView(page, 'profile');
      await expect(account.getByRole('heading', { name: 'Profile' })).toBeVisible();
      await expect(account.getByLabel('First name')).toHaveValue('Ada');
      await account.getByLabel('Phone (optional)').fill('720-555-0123');
      await account.getByRole('checkbox', { name: 'Send me the bikeship newsletter' }).check();
      await account.getByRole('button', { name: 'Save profile' }).click();
      await expect(account.getByRole('status')).toHaveText('Your profile is saved.');
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await shoot(page, `profile-saved-${tag}`);

      // After a reload the server still has them.
      await page.reload();
      await showView(page, 'profile');
      await expect(account.getByLabel('Phone (optional)')).toHaveValue('720-555-0123');
      await expect(
        account.getByRole('checkbox', { name: 'Send me the bikeship newsletter' }),
      ).toBeChecked();
      await expect(
        account.getByRole('checkbox', { name: 'Send me shipping deals and offers' }),
      ).not.toBeChecked();

      // Saved addresses: none yet, then one added and listed.
      await showView(page, 'addresses');
      await expect(account.getByText('You have no saved addresses yet.')).toBeVisible();
      await account.getByRole('button', { name: 'Add an address' }).click();
      const form = account.getByRole('group', { name: 'New address' });
      // Focus moves into the form, on its first field.
      await expect(form.getByLabel('Company (optional)')).toBeFocused();
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Last name').fill('Rider');
      await form.getByLabel('Street address').fill('1500 Pearl St');
      await form.getByLabel('City').fill('Boulder');
      await form.getByRole('combobox', { name: 'State' }).selectOption('CO');
      await form.getByLabel('ZIP code').fill('80302');
      await form.getByRole('textbox', { name: /^Phone/ }).fill('303-555-0199');
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await shoot(page, `address-form-${tag}`);
      const addWidth = (await form.boundingBox())?.width ?? 0;
      await account.getByRole('button', { name: 'Save address' }).click();
      await expect(account.getByRole('listitem')).toContainText('1500 Pearl St, Boulder, CO 80302');
      // "Address saved" is at the top: it takes the focus, and with it the scroll.
      const saved = account.getByRole('status').filter({ hasText: 'Address saved' });
      await expect(saved).toBeInViewport();
      expect(
        await saved.evaluate((notice) => {
          const root = notice.getRootNode() as ShadowRoot;
          return root.activeElement?.contains(notice) ?? false;
        }),
      ).toBe(true);
      expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      await shoot(page, `addresses-${tag}`);

      // The Edit form is laid out as the Add form: as wide, not a narrow column in the item.
      await account.getByRole('button', { name: /^Edit / }).click();
      const editForm = account.getByRole('group', { name: 'Edit address' });
      await expect(editForm).toBeVisible();
      const editWidth = (await editForm.boundingBox())?.width ?? 0;
      expect(editWidth).toBeGreaterThan(addWidth - 2 * 17);
      await shoot(page, `address-edit-${tag}`);
      await account.getByRole('button', { name: 'Cancel' }).click();

      await page.reload();
      await showView(page, 'addresses');
      await expect(account.getByRole('listitem')).toContainText('1500 Pearl St, Boulder, CO 80302');

      // The other lists of a new account say they are empty, and pass axe.
      for (const [view, empty] of [
        ['boxes', /You have no saved boxes yet/],
        ['payments', /You have no saved cards/],
        ['searches', /You have no saved searches yet/],
      ] as const) {
        await showView(page, view);
        await expect(account.getByText(empty)).toBeVisible();
        expect(await seriousViolations(page, 'bikeship-account')).toEqual([]);
      }
    });
  });
}
