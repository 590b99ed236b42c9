import type { Page } from '@playwright/test';

/**
 * Holds the site's entry script (the app) until the returned function is called: what a visitor
 * on a slow phone has between the first paint of the prerendered page and the app taking over.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
