import AxeBuilder from '@axe-core/playwright';
import { PACKAGE_PRESETS } from '@bikeship/core/shippingTables';
import { expect, type Page, test } from '@playwright/test';
import { watchErrors } from '../support/pageChecks';

/** axe's serious and critical findings on the page's own part (light DOM: no widget in it). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  // Proof the scan saw the page: axe ran its rules on the page's content.
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** A business day a week or so ahead, as the quote asks: the carrier moves it to a valid one. */
function shipDateAhead(): string {
  return new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
}

const [STANDARD_BOX] = PACKAGE_PRESETS;

/**
 * What the carrier quotes, over HTTP, for the standard bike box from New York to Los Angeles by
 * Ground (speed code 5), to a business address: about 2,450 miles apart, domestic zone 8 (the
 * published band "over 1,800 miles").
 */
async function groundQuoteNewYorkToLosAngeles(page: Page): Promise<number> {
  if (!STANDARD_BOX) throw new Error('no box preset');
  const created = await page.request.post('/api/Rates', {
    data: {
      stages: [
        {
          stage: 1,
          shipDate: shipDateAhead(),
          pickupOption: 1,
          from: { city: 'New York', state: 'NY', postalCode: '10001', countryCode: 'US' },
          to: { city: 'Los Angeles', state: 'CA', postalCode: '90012', countryCode: 'US' },
        },
      ],
      packages: [
        {
          name: STANDARD_BOX.name,
          length: STANDARD_BOX.length,
          width: STANDARD_BOX.width,
          height: STANDARD_BOX.height,
          weight: STANDARD_BOX.weight,
          linearUnit: 'IN',
          weightUnit: 'LB',
          value: 1500,
          coverage: 100,
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const answer = await page.request.get(`/api/Rates?id=${encodeURIComponent(id)}`);
  expect(answer.status()).toBe(200);
  const [stage] = (await answer.json()) as {
    rates: { code: number; residentialFee: number; packages: { rate: number }[] }[];
  }[];
  const ground = stage?.rates.find((rate) => rate.code === 5);
  expect(ground?.residentialFee).toBe(0);
  return ground?.packages[0]?.rate ?? Number.NaN;
}

const usd = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

for (const viewport of VIEWPORTS) {
  test.describe(`data pages (${viewport.name}, ${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('/dimensionsandrates prints, without JavaScript, the price the carrier quotes for a box, zone and speed; the chart has a name; axe and the console are clean', async ({
      page,
      browser,
    }) => {
      const errors = watchErrors(page);
      const quoted = await groundQuoteNewYorkToLosAngeles(page);
      expect(quoted).toBeGreaterThan(0);

      // The prerendered page, read with JavaScript off: the tables are in the HTML.
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: viewport.width, height: viewport.height },
      });
      const staticPage = await noScript.newPage();
      for (const reader of [staticPage, page]) {
        await reader.goto('/dimensionsandrates');
        const table = reader.getByRole('table', { name: 'Ground price of one box by zone' });
        const headers = await table.getByRole('columnheader').allTextContents();
        const zone8 = headers.indexOf('Zone 8');
        expect(zone8).toBeGreaterThan(0);
        const row = table.getByRole('row', { name: /^Bike shop box \(standard\)/ });
        // The row's cells after its header: billed weight, then one per zone.
        await expect(row.getByRole('cell').nth(zone8 - 1)).toHaveText(usd(quoted));
      }
      await noScript.close();

      await expect(page.getByRole('img', { name: /by service and zone/ })).toBeVisible();
      await expect(
        page.getByRole('table', { name: /by service and zone, within one country/ }),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Box and case presets' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath('rates.png'), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('/ambassadors lists the ambassadors from the API in name order (quote §3); axe and the console are clean', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const answer = await page.request.get('/api/Ambassador');
      const fromApi = ((await answer.json()) as { name: string }[]).map((item) => item.name);
      expect(fromApi.length).toBeGreaterThan(1);

      await page.goto('/ambassadors');
      const list = page.getByRole('list', { name: 'Ambassadors, by name' });
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(fromApi.length);
      const shown = await list.getByRole('heading', { level: 3 }).allTextContents();
      expect(shown).toEqual([...fromApi].sort((a, b) => a.localeCompare(b, 'en')));
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('/trustpilot-reviews shows the review count in thousands with one decimal (quote §5) and links out to the provider; axe and the console are clean', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const stored = await page.request.get('/api/StoredValue/bykey/reviewcount');
      const { value } = (await stored.json()) as { value: string };
      const expected = `${(Math.round(Number(value) / 100) / 10).toFixed(1)}k`;

      await page.goto('/trustpilot-reviews');
      await expect(page.getByText(`${expected} reviews of bikeship on Trustpilot`)).toBeVisible();
      const provider = page.getByRole('link', { name: /Trustpilot \(opens an external site\)/ });
      await expect(provider).toHaveAttribute('href', /^https:\/\/www\.trustpilot\.com\//);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('data pages when the API fails', () => {
  test('the ambassadors page says the list could not be loaded; the reviews page shows no figure', async ({
    page,
  }) => {
    await page.route('**/api/Ambassador', (route) => route.fulfill({ status: 503, body: '' }));
    await page.route('**/api/StoredValue/bykey/reviewcount', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );

    await page.goto('/ambassadors');
    await expect(page.getByText('Our ambassadors could not be loaded just now.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ambassadors, by name' })).toHaveCount(0);

    await page.goto('/trustpilot-reviews');
    await expect(page.getByText('The number of reviews cannot be shown just now')).toBeVisible();
    await expect(page.getByText(/\d\.\dk/)).toHaveCount(0);
  });
});

for (const path of ['/dimensionsandrates', '/ambassadors', '/trustpilot-reviews']) {
  test(`${path}: prerendered with its h1, no style attribute; every internal link answers 200 and every anchor exists`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // The site's CSP has no 'unsafe-inline': a style attribute would be refused.
    expect(html).not.toMatch(/\sstyle="/);
    await page.goto(path);
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of new Set(hrefs)) {
      if (href.startsWith('#')) {
        await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1);
      } else if (href.startsWith('/')) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    }
  });
}
