import { expect, type Page, test } from '@playwright/test';
import { SITE_ROUTES } from '../../site/src/routes/routeTable';
import { sampleUrl } from '../support/siteRoutes';

/**
 * Every internal link on every page answers 200 (the site's pages are a shop a customer trusts:
 * no link to a page that is not there). Each route is opened as a signed-out visitor sees it once
 * its data has loaded (lists from the API add links after hydration), and every same-origin link
 * on it — in the page and in the widgets' open shadow roots — is requested from the server.
 */

test.describe.configure({ mode: 'parallel' });

/** The same-origin links of the page (hash dropped), in the document and in open shadow roots. */
async function internalLinksOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const visit = (root: Document | ShadowRoot) => {
      for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const url = new URL(anchor.href, location.href);
        if (url.origin !== location.origin) continue;
        url.hash = '';
        found.add(url.pathname + url.search);
      }
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return [...found].sort();
  });
}

/** Answers already seen by this worker: the footer's links are on every page. */
const statusOf = new Map<string, number>();

for (const route of SITE_ROUTES) {
  test(`every internal link on ${route.path} answers 200`, async ({ page }) => {
    await page.goto(sampleUrl(route));
    await page.waitForLoadState('networkidle');
    const links = await internalLinksOf(page);
    // Every page has the header's and the footer's links: an empty list means none were read.
    expect(links.length, `links read on ${route.path}`).toBeGreaterThan(5);
    const broken: string[] = [];
    for (const link of links) {
      let status = statusOf.get(link);
      if (status === undefined) {
        status = (await page.request.get(link, { maxRedirects: 5 })).status();
        statusOf.set(link, status);
      }
      if (status !== 200) broken.push(`${link} → ${status}`);
    }
    expect(broken, `broken links on ${route.path}`).toEqual([]);
  });
}
