import type { Page } from '@playwright/test';

/** The consent-preferences key of shell §3 (core's CONSENT_STORAGE_KEY). */
export const CONSENT_KEY = 'consent-preferences';

/** The page's `window.dataLayer` as arrays (gtag.js queues Arguments objects). */
export function dataLayerOf(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}

/** Starts the page with a consent already saved (a returning visitor), before any script runs. */
export async function withSavedConsent(
  page: Page,
  preferences: { analytics: boolean; marketing: boolean },
): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [CONSENT_KEY, JSON.stringify({ essential: true, ...preferences })] as const,
  );
}

/** Makes local storage throw, as a browser that blocks it does, before any page script runs. */
export async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Local storage is disabled', 'SecurityError');
      },
    });
  });
}
