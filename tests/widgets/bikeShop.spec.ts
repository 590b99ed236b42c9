import { expect, test } from '@playwright/test';
import { watchErrors, watchWidgetFiles } from '../support/pageChecks';

type Element = 'bikeship-quote-box' | 'bikeship-quote';
interface WidgetManifest {
  firstLoad: Record<Element, string[]>;
  afterFirstRender: Record<Element, string[]>;
  onAttention: Record<'bikeship-quote-box', string[]>;
  lazy: Record<Element, Record<string, string[]>>;
}

test.describe('the bike-shop example page (one script tag, shadow DOM, theming)', () => {
  test('loads the quote box from its one script tag and renders it in an open shadow root', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/examples/bike-shop.html');
    const scripts = page.locator('script');
    await expect(scripts).toHaveCount(1);
    await expect(scripts).toHaveAttribute('src', '/widgets/quote-widget.js');

    const box = page.locator('bikeship-quote-box');
    // Playwright's locators reach into open shadow roots: the box's first control is usable.
    const control = box.locator('[part="root"]').locator('input, select, button').first();
    await expect(control).toBeEnabled();
    const placement = await box.evaluate((element) => ({
      mode: element.shadowRoot?.mode,
      lightChildren: element.children.length,
      adoptedSheets: element.shadowRoot?.adoptedStyleSheets.length,
      globalStyles: document.querySelectorAll('style').length,
    }));
    // Nothing in the page's own DOM: no light children, no global <style>; CSS adopted inside.
    expect(placement).toMatchObject({ mode: 'open', lightChildren: 0, globalStyles: 0 });
    expect(placement.adoptedSheets).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('fetches its first-load files alone until the customer turns to it, then its stores and data layer: not the wizard, no later step, no card form', async ({
    page,
    request,
  }) => {
    const files = watchWidgetFiles(page);
    await page.goto('/examples/bike-shop.html');
    const root = page.locator('bikeship-quote-box [part="root"]');
    await expect(root.locator('input, select, button').first()).toBeEnabled();
    // With no user action the box fetches nothing by itself (manifest.afterFirstRender is
    // empty for it): wait until the network is idle, then nothing beyond its first load came.
    await page.waitForLoadState('networkidle');
    const manifest = (await (await request.get('/widgets/manifest.json')).json()) as WidgetManifest;
    const box = 'bikeship-quote-box';
    expect(files).toEqual(expect.arrayContaining(manifest.firstLoad[box]));
    const untouched = [...manifest.firstLoad[box], ...manifest.afterFirstRender[box]];
    expect(files.filter((file) => !untouched.includes(file))).toEqual([]);

    // A pointer over the box: its stores and the data layer come (manifest.onAttention).
    await root.hover();
    expect(manifest.onAttention[box].length).toBeGreaterThan(0);
    await expect
      .poll(() => manifest.onAttention[box].filter((file) => !files.includes(file)))
      .toEqual([]);
    await page.waitForTimeout(500);
    const expected = [...untouched, ...manifest.onAttention[box]];
    expect(files.filter((file) => !expected.includes(file))).toEqual([]);
    const wizardAndSteps = Object.values(manifest.lazy[box])
      .flat()
      .filter((file) => !expected.includes(file));
    expect(wizardAndSteps.length).toBeGreaterThan(0);
  });

  test('takes the shop theme: --bikeship-* custom properties and ::part(root)', async ({
    page,
  }) => {
    await page.goto('/examples/bike-shop.html');
    const box = page.locator('bikeship-quote-box');
    await expect(box.locator('[part="root"]')).toHaveCSS('border-top-color', 'rgb(36, 97, 63)');
    const tokens = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        primary: style.getPropertyValue('--bs-color-primary').trim(),
        radius: style.getPropertyValue('--bs-radius').trim(),
      };
    });
    expect(tokens).toEqual({ primary: '#24613f', radius: '10px' });
  });
});
