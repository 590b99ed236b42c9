import { expect, type Page, test } from '@playwright/test';

/**
 * Notices as GET /api/Alerts/time/{time} answers them. The server has no call that creates one
 * and seeds only the ship flow's holiday notices, each active the week before its holiday — none
 * may be active today — so the answer is given here, in the schema the server uses.
 */
function answerNotices(page: Page, notices: object[]) {
  return page.route('**/api/Alerts/time/**', (route) => route.fulfill({ json: notices }));
}

const HOME_NOTICES = [
  {
    name: 'home',
    page: 'home',
    key: 'home-holiday',
    type: 'alert-warning',
    expletive: 'Holiday schedule:',
    message: 'carriers do not pick up on {date}.',
    replacements: [{ key: '{date}', value: 'Friday, December 25' }],
    dismissable: true,
  },
  {
    name: 'home',
    page: 'home',
    key: 'home-info',
    type: 'info',
    message: 'Orders placed today ship with the new rates.',
    dismissable: false,
  },
  {
    name: 'ship',
    page: 'ship',
    key: 'ship-only',
    type: 'alert-danger',
    message: 'Only in the wizard.',
    dismissable: true,
  },
];

test.describe('page notices (shell §2 Page notices, §8 text replacements)', () => {
  test('the home page shows its notices with their replacements; a dismissable one closes', async ({
    page,
  }) => {
    await answerNotices(page, HOME_NOTICES);
    await page.goto('/');
    const holiday = page.getByRole('status').filter({ hasText: 'Holiday schedule:' });
    await expect(holiday).toContainText('carriers do not pick up on Friday, December 25.');
    const info = page.getByRole('status').filter({ hasText: 'Orders placed today' });
    await expect(info).toBeVisible();
    await expect(info.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    // A notice aimed at the ship flow is not the home page's.
    await expect(page.getByText('Only in the wizard.')).toHaveCount(0);
    await holiday.getByRole('button', { name: 'Dismiss' }).click();
    await expect(holiday).toHaveCount(0);
    await expect(info).toBeVisible();
  });

  test('the ship flow shows its notices inside the wizard on /ship', async ({ page }) => {
    await answerNotices(page, HOME_NOTICES);
    await page.goto('/ship');
    await expect(page.getByRole('alert').filter({ hasText: 'Only in the wizard.' })).toBeVisible();
    await expect(page.getByText('Orders placed today')).toHaveCount(0);
  });
});

test.describe('navigation feedback (shell §2: a top progress bar that turns red on failure)', () => {
  test("the bar runs while the next page's chunk loads, the overlay covers a long wait", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/BicycleShopsPage-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Bike Shop Finder' })
      .click();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    // After a second the whole page is covered (LOADING_OVERLAY_AFTER_MS).
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a bike shop');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('Loading the page…')).toHaveCount(0);
  });

  test('a chunk that fails turns the bar red and shows the error page (status 500)', async ({
    page,
  }) => {
    await page.goto('/');
    await page.route('**/assets/BicycleShopsPage-*.js', (route) => route.abort());
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Bike Shop Finder' })
      .click();
    await expect(page.getByRole('progressbar', { name: 'Loading failed' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page.getByText('Sorry, this page seems to give a 500 error.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a Shipping Quote' })).toHaveAttribute(
      'href',
      '/ship',
    );
  });
});
