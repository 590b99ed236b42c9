import AxeBuilder from '@axe-core/playwright';
import { PACKAGE_PRESETS } from '@bikeship/core/shippingTables';
import { expect, test } from '@playwright/test';
import { TARIFF_SCHEDULES, type TariffArea } from '../../packages/api/src/referenceData/dutyRates';
import { CLAIM_FILE_MAX_BYTES } from '../../packages/core/src/constants';
import { dimensionalWeightLb } from '../../packages/core/src/rules/units';

/** The guide pages (issue "Guides and information, with pictures"), with their h1. */
const GUIDES = [
  { path: '/pack', heading: 'Packing guides' },
  { path: '/packing-guide', heading: 'How to pack a bike' },
  { path: '/assembly-guide', heading: 'Bike assembly guide' },
  { path: '/e-bike-shipping', heading: 'E-bike shipping' },
  { path: '/international_bicycle_shipping', heading: 'International bicycle shipping' },
  { path: '/claims', heading: 'Claims' },
] as const;

test.describe('guide pages', () => {
  for (const guide of GUIDES) {
    test(`${guide.path} is prerendered with its content: 200 and its h1 in the raw HTML`, async ({
      request,
    }) => {
      const response = await request.get(guide.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${guide.heading}</h1>`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      // The site's CSP has no 'unsafe-inline': a style attribute would be refused.
      expect(html).not.toMatch(/\sstyle="/);
    });

    test(`${guide.path}: every internal link answers 200 and every anchor exists`, async ({
      page,
      request,
    }) => {
      await page.goto(guide.path);
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

    test(`${guide.path}: every diagram is a sized image with a name, and axe finds no serious violation`, async ({
      page,
    }) => {
      await page.goto(guide.path);
      await expect(page.getByRole('heading', { level: 1, name: guide.heading })).toBeVisible();
      const diagrams = page.locator('svg.guide-diagram');
      const count = await diagrams.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const diagram = diagrams.nth(index);
        await expect(diagram).toHaveAttribute('role', 'img');
        await expect(diagram).toHaveAccessibleName(/^\S.{11,}$/);
        await expect(diagram).toHaveAttribute('width', /^\d+$/);
        await expect(diagram).toHaveAttribute('height', /^\d+$/);
      }
      // The content pages have no widget in a shadow root, so axe runs on the whole document
      // (tests/support/axe.ts insists on checking inside one).
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.map((n) => n.target),
        }));
      expect(serious).toEqual([]);
    });

    test(`${guide.path} fits a 390 px phone screen without sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(guide.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("/pack's box table lists the quote's bike box presets with their sizes and weights", async ({
    page,
  }) => {
    await page.goto('/pack');
    const table = page.getByRole('table', { name: 'Bike box and case presets' });
    const bikePresets = PACKAGE_PRESETS.filter((preset) =>
      ['BIKE', 'EBIKE', 'FRAME', 'WHEELS'].includes(preset.category ?? ''),
    );
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(bikePresets.length);
    for (const [index, preset] of bikePresets.entries()) {
      const cells = rows.nth(index).locator('th, td');
      await expect(cells.nth(0)).toHaveText(preset.name);
      await expect(cells.nth(1)).toHaveText(
        `${preset.length} × ${preset.width} × ${preset.height}`,
      );
      await expect(cells.nth(2)).toHaveText(String(preset.weight));
      await expect(cells.nth(3)).toHaveText(String(dimensionalWeightLb(preset)));
    }
  });

  test("the international page's duty figures are the landed-cost estimate's tariff tables", async ({
    page,
  }) => {
    await page.goto('/international_bicycle_shipping');
    const table = page.getByRole('table', { name: /Rates the estimate uses/ });
    const areas: Record<string, TariffArea> = {
      'European Union': 'EU',
      'United Kingdom': 'GB',
      'United States': 'US',
      Canada: 'CA',
      Australia: 'AU',
      Japan: 'JP',
      Switzerland: 'CH',
    };
    await expect(table.locator('tbody tr')).toHaveCount(Object.keys(TARIFF_SCHEDULES).length);
    for (const [name, area] of Object.entries(areas)) {
      const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
      const { dutyPercent } = TARIFF_SCHEDULES[area];
      await expect(row.locator('td').first()).toHaveText(
        `${dutyPercent.bicycle} % / ${dutyPercent.ebike} %`,
      );
    }
  });

  test("the claims page states the server's per-file size limit and links to the claim form", async ({
    page,
  }) => {
    await page.goto('/claims');
    await expect(
      page.getByText(`At most ${CLAIM_FILE_MAX_BYTES / 1024 / 1024} MB per file.`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'File a claim' }).first()).toHaveAttribute(
      'href',
      '/claimsform',
    );
  });
});
