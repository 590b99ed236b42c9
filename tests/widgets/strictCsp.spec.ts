import { expect, test } from '@playwright/test';
import { watchCspViolations, watchErrors, watchWidgetFiles } from '../support/pageChecks';

const firstControl = '[part="root"] :is(input, select, button)';

test.describe('a partner page with a strict Content-Security-Policy', () => {
  test('renders both quote elements with no CSP violation: no inline script or style, no eval', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const errors = watchErrors(page);
    const response = await page.goto('/examples/strict-csp.html');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator(`bikeship-quote-box ${firstControl}`).first()).toBeEnabled();
    await expect(
      page.locator('bikeship-quote').getByRole('navigation', { name: 'Quote steps' }),
    ).toBeVisible();
    // The adopted stylesheet applies (a constructed sheet is allowed by style-src 'self').
    await expect(page.locator('bikeship-quote [part="root"] .bs-widget').first()).toHaveCSS(
      'display',
      'block',
    );
    const fontFamily = await page
      .locator('bikeship-quote')
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(fontFamily).toMatch(/system-ui/);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a guest gets rates under the policy: the API calls and the lazy Costs chunk are allowed', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const files = watchWidgetFiles(page);
    await page.goto('/examples/strict-csp.html');
    const box = page.locator('bikeship-quote-box');
    for (const [label, query] of [
      ['From', '94103'],
      ['To', '97702'],
    ] as const) {
      await box.getByRole('combobox', { name: label }).fill(query);
      await box
        .getByRole('listbox', { name: `${label} suggestions` })
        .getByRole('option')
        .first()
        .click();
    }
    await box.getByRole('combobox', { name: 'Box' }).selectOption({ index: 1 });
    await box.getByRole('button', { name: 'Get rates' }).click();
    await box.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await box.getByRole('textbox', { name: 'Last name' }).fill('Rider');
    await box.getByRole('textbox', { name: 'Email' }).fill('ana.rider@example.com');
    await box.getByRole('button', { name: 'Get rates' }).click();
    await expect(box.getByRole('heading', { name: 'Costs', exact: true })).toBeVisible();
    expect(files.some((file) => file.startsWith('CostsStep-'))).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test('the page really enforces the policy: an inline style is refused (the check can fail)', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/examples/strict-csp.html');
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { color: red; }';
      document.head.append(style);
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  });
});

test.describe('two widgets on one page', () => {
  test('each element has its own shadow root and wizard; removing and re-adding one works', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/examples/strict-csp.html');
    const box = page.locator('bikeship-quote-box');
    const wizard = page.locator('bikeship-quote');
    await expect(box.locator(firstControl).first()).toBeEnabled();
    await expect(wizard.getByRole('navigation', { name: 'Quote steps' })).toBeVisible();
    const roots = await page.evaluate(() => {
      const [a, b] = [
        document.querySelector('bikeship-quote-box'),
        document.querySelector('bikeship-quote'),
      ];
      return {
        distinct: a?.shadowRoot !== b?.shadowRoot,
        both: Boolean(a?.shadowRoot && b?.shadowRoot),
      };
    });
    expect(roots).toEqual({ distinct: true, both: true });
    // Each has its own search: a place picked in the box is not the wizard's.
    await box.getByRole('combobox', { name: 'From' }).fill('94103');
    await box
      .getByRole('listbox', { name: 'From suggestions' })
      .getByRole('option')
      .first()
      .click();
    await expect(box.getByRole('combobox', { name: 'From' })).toHaveValue(/San Francisco/);
    await expect(wizard.getByRole('combobox', { name: 'From' }).first()).toHaveValue('');
    // A wizard in the box's root would be a shared tree: each renders its own.
    await expect(box.getByRole('navigation', { name: 'Quote steps' })).toHaveCount(0);

    await page.evaluate(() => {
      const element = document.querySelector('bikeship-quote');
      const parent = element?.parentElement;
      element?.remove();
      if (element && parent) parent.append(element);
    });
    await expect(wizard.getByRole('navigation', { name: 'Quote steps' })).toBeVisible();
    await expect(box.locator(firstControl).first()).toBeEnabled();

    // A third element added by script later renders too.
    await page.evaluate(() => document.body.append(document.createElement('bikeship-quote')));
    await expect(page.locator('bikeship-quote')).toHaveCount(2);
    await expect(
      page.locator('bikeship-quote').nth(1).getByRole('navigation', { name: 'Quote steps' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
