// Writes one HTML file per route of the map into dist/client/pages, and the manifest the server
// routes by (dist/client/pages.json). A route without parameters is rendered at its own path WITH
// its content; a route with parameters (an order, an event) at its pattern's fixed part, without
// them, and the browser renders it afresh; the 404 page is rendered for a path the map lacks.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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

export async function prerender(siteRoot) {
  const clientDir = join(siteRoot, 'dist/client');
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const { renderPath, SITE_ROUTES } = await import(
    pathToFileURL(join(siteRoot, 'dist/server/entry-server.js')).href
  );

  const page = ({ title, description, html, exact }) =>
    template
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
    writeFileSync(
      join(clientDir, file),
      page({ title: route.title, description: route.description, html, exact }),
    );
    manifest.routes.push({ name: route.name, path: route.path, file, kind: route.kind });
  }
  const notFound = await renderPath('/this-page/does-not-exist');
  writeFileSync(
    join(clientDir, manifest.notFound),
    page({
      title: 'Page not found — bikeship',
      description: 'This page could not be found.',
      html: notFound.html,
      exact: false,
    }),
  );
  writeFileSync(join(clientDir, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
