import { expect, type Locator, type Page, test } from '@playwright/test';
import { watchErrors, watchWidgetFiles } from '../support/pageChecks';
import { pickPlace } from '../support/placeLookup';

/**
 * The quote box on a partner's page (examples/bike-shop.html) after a reload in the same tab.
 * The load-failure notice promises "your search is kept" (README, LoadFailureBoundary): a box
 * that had turned into the wizard in place comes back as that wizard, on the step the customer
 * was on, with the same search — its rates fetched again (quote §2: resuming a search). A box
 * the customer never opened comes back as the blank box, as light as on the first visit.
 */

interface WidgetManifest {
  onAttention: Record<'bikeship-quote-box', string[]>;
}

/** San Francisco to Bend in a bike shop box; Get rates asks a guest's name and email in the box. */
async function searchFromTheBox(box: Locator): Promise<void> {
  await pickPlace(box, 'From', '94103');
  await pickPlace(box, 'To', '97702');
  await box
    .getByRole('combobox', { name: 'Box' })
    .selectOption({ label: 'Bike shop box (standard)' });
  await box.getByRole('button', { name: 'Get rates' }).click();
  await expect(box.getByRole('textbox', { name: 'First name' })).toBeVisible();
}

/** The API calls the page makes, as `METHOD /path`. */
function watchApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

test.describe('the quote box after a reload in the same tab (quote §2: resuming a search)', () => {
  test('a guest who reached Costs in the box finds Costs again, with the same stages and places, rates fetched anew and the focus left alone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const calls = watchApiCalls(page);
    await page.goto('/examples/bike-shop.html');
    const box = page.locator('bikeship-quote-box');
    await searchFromTheBox(box);
    await box.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await box.getByRole('textbox', { name: 'Last name' }).fill('Rider');
    await box.getByRole('textbox', { name: 'Email' }).fill('ana.rider@example.com');
    await box.getByRole('button', { name: 'Get rates' }).click();
    const costs = box.getByRole('heading', { name: 'Costs', exact: true });
    await expect(costs).toBeVisible({ timeout: 20_000 });
    // Each stage's rates are headed by its places: "Stage 1: San Francisco, CA → Bend, OR".
    const stages = box.getByRole('heading', { level: 3 });
    await expect(stages.first()).toContainText('San Francisco');
    const stagesBefore = await stages.allTextContents();

    calls.length = 0;
    await page.reload();
    await expect(costs).toBeVisible({ timeout: 20_000 });
    await expect(box.locator('[aria-current="step"]')).toContainText('Costs');
    expect(await stages.allTextContents()).toEqual(stagesBefore);
    // Resumed, not kept: the rates of the search were asked again.
    expect(calls).toContain('POST /api/Rates');
    // The wizard came back by itself on load: the visitor's focus was not taken.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a box the customer never opened comes back blank, fetching neither its stores nor any API call', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/examples/bike-shop.html');
    const box = page.locator('bikeship-quote-box');
    const from = box.getByRole('combobox', { name: 'From' });
    // The customer begins — the box's stores and data layer come — but never asks for rates.
    await pickPlace(box, 'From', '94103');
    await expect(from).toHaveValue(/San Francisco/);
    // Pointer and focus leave the box, so nothing turns the reloaded box to its customer.
    await page.getByRole('heading', { level: 1 }).click();

    const files = watchWidgetFiles(page);
    const calls = watchApiCalls(page);
    await page.reload();
    await expect(from).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await expect(from).toHaveValue('');
    await expect(box.getByRole('navigation', { name: 'Quote steps' })).toHaveCount(0);
    const manifest = (await (await request.get('/widgets/manifest.json')).json()) as WidgetManifest;
    expect(
      files.filter((file) => manifest.onAttention['bikeship-quote-box'].includes(file)),
    ).toEqual([]);
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });
});
