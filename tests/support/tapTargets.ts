import type { Locator } from '@playwright/test';

/** WCAG 2.5.5 target size, the smallest a finger hits reliably. */
export const MIN_TAP_TARGET = 44;

/** The rendered size of each control, named, that is smaller than a finger in either direction. */
export async function tooSmallToTap(controls: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const size = await control.boundingBox();
    if (!size || (size.width >= MIN_TAP_TARGET && size.height >= MIN_TAP_TARGET)) continue;
    const name =
      (await control.getAttribute('aria-label')) ??
      (await control.evaluate((element) => {
        const input = element as HTMLInputElement;
        return input.labels?.[0]?.textContent ?? element.textContent ?? element.tagName;
      }));
    small.push(`${name.trim()}: ${Math.round(size.width)}×${Math.round(size.height)}`);
  }
  return small;
}
