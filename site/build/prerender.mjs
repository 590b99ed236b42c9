// Writes one HTML file per route of the map into dist/client/pages, and the manifest the server
// routes by (dist/client/pages.json). A route without parameters is rendered at its own path WITH
// its content; a route with parameters (an order, an event) at its pattern's fixed part, without
// them, and the browser renders it afresh; the 404 page is rendered for a path the map lacks.
//
// Each page names its page chunk (and what that chunk imports, and its CSS) as modulepreloads:
// the entry loads the matched page's chunk before it hydrates (src/entry-client.tsx), and named
// in the HTML the browser fetches it in parallel with the entry instead of after it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The prerender build's entry name of each page module (build/buildSite.mjs): `page-0`, … */
export const PAGE_ENTRY_PREFIX = 'page-';

/** The page the router shows for a path the map lacks (src/routes/SiteRoutes.tsx). */
const NOT_FOUND_PAGE = 'src/pages/NotFoundPage.tsx';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `/your-order-details/:id?` → `/your-order-details`; `/:event` → null (no fixed part). */
function fixedPartOf(path) {
  const fixed = path
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .join('/');
  return `/${fixed}`;
}

/**
 * What a page module needs in the browser beyond the entry: its chunk and the chunks it imports
 * (by Vite's manifest), and their CSS. `key` is the module's source path (`src/pages/X.tsx`).
 */
export function pageAssets(manifest, key) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set();
  const closure = (start, into) => {
    const walk = (name) => {
      const chunk = manifest[name];
      if (!chunk || into.has(name)) return;
      into.add(name);
      for (const imported of chunk.imports ?? []) walk(imported);
    };
    walk(start);
    return into;
  };
  const entryKey = Object.keys(manifest).find((name) => manifest[name] === entry);
  closure(entryKey, loaded);
  const scripts = [];
  const styles = [];
  for (const name of closure(key, new Set())) {
    if (loaded.has(name)) continue;
    scripts.push(manifest[name].file);
    styles.push(...(manifest[name].css ?? []));
  }
  return { scripts, styles: styles.filter((file) => !(entry.css ?? []).includes(file)) };
}

/**
 * Which page module each lazy page import is: the prerender build has every page module as an
 * entry of its own too (`page-N`), so a route's `page()` returns the same module object as one of
 * them. Answers the module's source path, the key of Vite's client manifest.
 */
async function pageModuleOf(siteRoot, pages) {
  const byComponent = new Map();
  for (const [entryName, key] of Object.entries(pages)) {
    const module = await import(pathToFileURL(join(siteRoot, `dist/server/${entryName}.js`)).href);
    byComponent.set(module.default, key);
  }
  return async (route) => {
    const key = byComponent.get((await route.page()).default);
    if (!key) throw new Error(`The page of the route ${route.name} is no page module of the build`);
    return key;
  };
}

export async function prerender(siteRoot, pages) {
  const clientDir = join(siteRoot, 'dist/client');
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifestOfClient = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const { renderPath, SITE_ROUTES } = await import(
    pathToFileURL(join(siteRoot, 'dist/server/entry-server.js')).href
  );
  const moduleOf = await pageModuleOf(siteRoot, pages);

  /** The page chunk's modulepreloads and stylesheets, beside the entry's Vite wrote. */
  const headOf = (key) => {
    const { scripts, styles } = pageAssets(manifestOfClient, key);
    return [
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ');
  };

  const page = ({ title, description, html, exact, module }) =>
    template
      .replace('<!--site-head-->', headOf(module))
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(description)}" />`,
      )
      .replace(
        '<div id="root"><!--site-root--></div>',
        `<div id="root"${exact ? ' data-prerendered="exact"' : ''}>${html}</div>`,
      );

  mkdirSync(join(clientDir, 'pages'), { recursive: true });
  const manifest = { routes: [], notFound: 'pages/404.html' };
  for (const route of SITE_ROUTES) {
    const exact = !route.path.includes(':');
    // The catch-all event route has no fixed part: it is rendered at a code no event has.
    const at = exact
      ? route.path
      : route.path === '/:event'
        ? '/event-page'
        : fixedPartOf(route.path);
    const { html } = await renderPath(at);
    const file = `pages/${route.name}.html`;
    const module = await moduleOf(route);
    writeFileSync(
      join(clientDir, file),
      page({ title: route.title, description: route.description, html, exact, module }),
    );
    manifest.routes.push({ name: route.name, path: route.path, file, kind: route.kind, module });
  }
  const notFound = await renderPath('/this-page/does-not-exist');
  writeFileSync(
    join(clientDir, manifest.notFound),
    page({
      title: 'Page not found — bikeship',
      description: 'This page could not be found.',
      html: notFound.html,
      exact: false,
      module: NOT_FOUND_PAGE,
    }),
  );
  writeFileSync(join(clientDir, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
