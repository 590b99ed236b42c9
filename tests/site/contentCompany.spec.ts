import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SITE_ROUTES } from '../../site/src/routes/routeTable';

/**
 * The company and policy pages (issue "Guides and information, with pictures"): each is
 * prerendered with its content — one h1, the route's title — links only to what answers, and
 * passes axe. The raw HTML is read with `request.get` so nothing here depends on JavaScript.
 */
const COMPANY_PAGES = [
  'privacypolicy',
  'termsofservice',
  'refundpolicy',
  'shippingpolicy',
  'guarantee',
  'accessibility',
  'aboutus',
  'staff',
  'jobs',
  'sustainability',
  'advocacy',
  'affiliate',
  'branding',
  'workwithus',
  'buckupforbikes',
] as const;

const routes = COMPANY_PAGES.map((name) => {
  const route = SITE_ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no route named ${name}`);
  return { name, path: route.path, heading: route.title.replace(/ — bikeship$/, '') };
});

/** The same-origin links of a page's HTML, without their fragment. */
function internalLinks(html: string): string[] {
  const links = [...html.matchAll(/href="(\/[^"#]*)/g)].map((match) => match[1] as string);
  return links.filter((link) => !link.startsWith('//') && !link.startsWith('/assets/'));
}

test.describe('company and policy pages', () => {
  for (const { name, path, heading } of routes) {
    test(`${path} is prerendered with one h1 "${heading}", real content and no inline style`, async ({
      request,
    }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).not.toContain('This page is being written');
      // The CSP of site pages has no 'unsafe-inline': a style attribute would be blocked.
      expect(html).not.toMatch(/\sstyle="/);
      // Every illustration has a text alternative.
      for (const svg of html.match(/<svg[^>]*role="img"[^>]*>/g) ?? []) {
        expect(svg, `${name}: ${svg}`).toMatch(/aria-label="[^"]+"/);
      }
      // Headings go down one level at a time.
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] as number)).toBeLessThanOrEqual(1);
      });
    });
  }

  test('every internal link on these pages answers 200', async ({ request }) => {
    const links = new Set<string>();
    for (const { path } of routes) {
      const html = await (await request.get(path)).text();
      for (const link of internalLinks(html)) links.add(link);
    }
    expect(links.size).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const link of links) {
      const status = (await request.get(link, { maxRedirects: 0 })).status();
      if (status !== 200) broken.push(`${link}: ${status}`);
    }
    expect(broken).toEqual([]);
  });

  for (const { path, heading } of routes) {
    test(`${path}: axe finds no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.flat().join(' >>> ')),
        }));
      expect(serious).toEqual([]);
    });
  }
});
