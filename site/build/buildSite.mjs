#!/usr/bin/env node
// Builds the site: the browser bundle (Vite), the prerender entry (Vite --ssr), then one HTML
// file per route of the map with its title, description and — for a content page — its content
// (build/prerender.mjs). The server (packages/api routes/site.ts) serves dist/client.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { compressBeside } from '../../scripts/widgetBuild/precompress.mjs';
import { PAGE_ENTRY_PREFIX, prerender } from './prerender.mjs';

const siteRoot = new URL('..', import.meta.url).pathname;
const version = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;
// The client-version the browser compares with the server's (shell §4 version check).
process.env.BIKESHIP_CLIENT_VERSION = version;

const quiet = { logLevel: 'warn' };

/**
 * Every page module of the client build, also as an entry of the prerender build: the prerender
 * tells which client chunk a route's page is by comparing the component its lazy import returns
 * with each of these (build/prerender.mjs pageModules), so it can preload that chunk.
 */
function pageInputs() {
  const manifest = JSON.parse(
    readFileSync(join(siteRoot, 'dist/client/.vite/manifest.json'), 'utf8'),
  );
  const pages = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && key.startsWith('src/pages/'),
  );
  return Object.fromEntries(pages.map((key, index) => [`${PAGE_ENTRY_PREFIX}${index}`, key]));
}

await build({ root: siteRoot, ...quiet });
const pages = pageInputs();
await build({
  root: siteRoot,
  ...quiet,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx', ...pages } },
  },
});
await prerender(siteRoot, pages);
await precompress(join(siteRoot, 'dist/client'));

/**
 * The brotli and gzip copies of every asset and page, made once here at the highest levels (as
 * the widgets' are, scripts/widgetBuild/precompress.mjs): the server sends the copy the request
 * accepts (packages/api routes/site.ts). Not pages.json: the server reads it, no browser does.
 */
async function precompress(clientDir) {
  const compressed = /\.(js|css|html|svg|txt)$/;
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => compressed.test(file) && !file.startsWith('.vite'),
  );
  await Promise.all(files.map((file) => compressBeside(join(clientDir, file))));
}
