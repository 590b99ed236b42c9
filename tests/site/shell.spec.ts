import { expect, type Page, test } from '@playwright/test';

const MAIN_MENU = [
  ['Shipping', '/ship'],
  ['Event Shipping', '/event-shipping'],
  ['Packing Guides', '/pack'],
  ['Tracking', '/tracking'],
  ['Bike Shop Finder', '/bicycleshops'],
  ['Work With Us', '/workwithus'],
  ['About Us', '/aboutus'],
  ['Contact', '/contact-us'],
] as const;

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuToggle = (page: Page) => mainMenu(page).getByRole('button', { name: 'Menu' });
const userMenuToggle = (page: Page) => page.getByRole('button', { name: 'Log In or Register' });
const userMenuPanel = (page: Page) => page.getByRole('region', { name: 'Account menu' });

test.describe('the main menu at 1280 px (shell §2 Main menu)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the spec entries and the logo home link, with aria-current on the page shown', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [name, path] of MAIN_MENU) {
      await expect(mainMenu(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }
    await expect(menuToggle(page)).toBeHidden();
    await mainMenu(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(mainMenu(page).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'bikeship home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ship your bike, not your worries',
    );
  });

  test("the popup's Create Free Account goes to the site's /register (shell §2 User menu)", async ({
    page,
  }) => {
    await page.goto('/');
    await userMenuToggle(page).click();
    await expect(userMenuPanel(page)).toBeVisible();
    await userMenuPanel(page).getByRole('button', { name: 'Create Free Account' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("signed in, the user menu's links are the site's routes, followed in the app; Log Out lands on /login", async ({
    page,
  }) => {
    await page.goto('/aboutus');
    await userMenuToggle(page).click();
    // The demo customer the server seeds (packages/api/src/db/seed/demoCustomer.ts).
    await userMenuPanel(page).getByRole('textbox', { name: 'Email' }).fill('demo@bikeship.test');
    await userMenuPanel(page).getByLabel('Password').fill('ride-safe-2026');
    await userMenuPanel(page).getByRole('button', { name: 'Log In', exact: true }).click();
    // Signed in, the open menu shows the customer.
    await expect(page.getByRole('button', { name: 'My Account' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const panel = userMenuPanel(page);
    for (const [name, path] of [
      ['Edit your profile', '/youraccount'],
      ['Ship a Bike', '/ship'],
      ['Your Orders', '/yourorders'],
      ['Recent Searches', '/yoursearches'],
      ['Saved Boxes', '/yourboxes'],
      ['Saved Addresses', '/youraddresses'],
      ['Saved Payment Methods', '/yourpayments'],
    ] as const) {
      await expect(panel.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    // A page load would lose this mark: the router followed the link.
    await page.evaluate(() => Object.assign(window, { shellMark: 'kept' }));
    await panel.getByRole('link', { name: 'Your Orders' }).click();
    await expect(page).toHaveURL(/\/yourorders$/);
    expect(await page.evaluate(() => (window as { shellMark?: string }).shellMark)).toBe('kept');
    await page.getByRole('button', { name: 'My Account' }).click();
    await userMenuPanel(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("the user menu's code comes when a guest reaches for it (DECISION in shell/HeaderUserMenu.tsx)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a guest gets the button and no account widget code; Enter on it opens the menu with the Email field focused', async ({
    page,
  }) => {
    const menuChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/UserMenuFrame-[^/]+\.js$/.test(request.url())) menuChunks.push(request.url());
    });
    await page.goto('/aboutus');
    await expect(userMenuToggle(page)).toBeVisible();
    // The page's other deferred parts have come (the footer's figure is the last of them).
    await expect(page.getByText(/customers served/i)).toBeVisible();
    expect(menuChunks).toEqual([]);

    await userMenuToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(userMenuPanel(page)).toBeVisible();
    await expect(userMenuPanel(page).getByRole('textbox', { name: 'Email' })).toBeFocused();
    expect(menuChunks).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(userMenuPanel(page)).toBeHidden();
    await expect(userMenuToggle(page)).toBeFocused();
  });

  test('a browser with a signed-in customer shows My Account without being asked', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Email' }).fill('demo@bikeship.test');
    await form.getByLabel('Password').fill('ride-safe-2026');
    await form.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/aboutus');
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
    await expect(userMenuToggle(page)).toHaveCount(0);
  });
});

test.describe('the main menu at 390 px (shell §2: a hamburger toggle serves small screens)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle opens and closes the menu; Escape closes it and gives the focus back', async ({
    page,
  }) => {
    await page.goto('/');
    const shipping = mainMenu(page).getByRole('link', { name: 'Shipping', exact: true });
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(shipping).toBeHidden();
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    for (const [name] of MAIN_MENU) {
      await expect(mainMenu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menuToggle(page).click();
    await expect(shipping).toBeHidden();

    await menuToggle(page).click();
    await shipping.focus();
    await page.keyboard.press('Escape');
    await expect(shipping).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('only one of the user menu and the main menu is open at a time', async ({ page }) => {
    await page.goto('/');
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await userMenuToggle(page).click();
    await expect(userMenuPanel(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(userMenuPanel(page)).toBeHidden();
  });

  test('choosing an entry navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await menuToggle(page).click();
    await mainMenu(page).getByRole('link', { name: 'Packing Guides' }).click();
    await expect(page).toHaveURL(/\/pack$/);
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page).getByRole('link', { name: 'Packing Guides' })).toBeHidden();
  });
});

test.describe('the footer (shell §1–§2 Footer)', () => {
  test('has the resources, company and terms groups, the customers served and © 2009–this year', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    const footer = page.getByRole('contentinfo');
    const group = (title: string) =>
      footer
        .getByRole('heading', { name: title, exact: true })
        .locator('xpath=..')
        .getByRole('link');
    await expect(group('Resources')).toHaveText([
      'Bike Shop Finder',
      'Dimensions and Rates',
      'International Bicycle Shipping',
      'E-Bike Shipping',
      'Branding',
      'Claims',
    ]);
    await expect(group('Company')).toHaveText([
      'About Us',
      'Advocacy',
      'Sustainability',
      'Buck Up for Bikes',
      'Ambassadors',
      'Staff',
      'Reviews',
      'Contact',
    ]);
    await expect(group('Terms')).toHaveText([
      'Best Way Guarantee',
      'Shipping Policy',
      'Refund Policy',
      'Privacy',
      'Terms of Service',
      'Accessibility',
      'Affiliate Program',
    ]);
    // The stored value the server is seeded with (packages/api/src/db/seed/storedValues.ts),
    // with en-US thousands separators.
    await expect(footer.getByText('148,327 customers served')).toBeVisible();
    await expect(footer.getByText(`© 2009–${new Date().getFullYear()} bikeship`)).toBeVisible();
  });

  test('a footer link opens the next page at its top, not at its footer (a phone walk found it opened scrolled down, as if nothing had happened)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/aboutus');
    const footer = page.getByRole('contentinfo');
    // The figure comes from the API once the app runs: the links are the router's from then on.
    await expect(footer.getByText('148,327 customers served')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { shellMark: 'kept' }));
    await footer.getByRole('link', { name: 'Staff', exact: true }).click();
    await expect(page).toHaveURL(/\/staff$/);
    expect(await page.evaluate(() => (window as { shellMark?: string }).shellMark)).toBe('kept');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the prerendered page has no figure yet and keeps its line (the figure comes from the API)', async ({
    request,
  }) => {
    const html = await (await request.get('/aboutus')).text();
    expect(html).toContain('class="site-footer-served"');
    expect(html).not.toContain('customers served');
    expect(html).not.toMatch(/\sstyle="/);
  });

  test('the contact layout adds the contact block; the home page has the service bar (shell §2 Layouts)', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const contact = page.getByRole('region', { name: 'Contact us' });
    await expect(contact.getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Contact us' })).toHaveCount(0);
    const serviceBar = page.getByRole('region', { name: 'Our service' });
    await expect(serviceBar.getByRole('heading')).toHaveText([
      'Guaranteed',
      'Less Costs',
      'Dedicated Support',
    ]);
  });
});

test.describe('the error page (shell §2 Error page, §8 unknown route)', () => {
  test('an unknown path answers 404 with the spec texts and links', async ({ page }) => {
    const response = await page.goto('/no-such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found',
    );
    await expect(page.getByText('does not appear to be here')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a Shipping Quote' })).toHaveAttribute(
      'href',
      '/ship',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(page).toHaveTitle('Page not found — bikeship');
  });
});

test('the skip link leads to the main content (keyboard users skip the header)', async ({
  page,
}) => {
  await page.goto('/aboutus');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
