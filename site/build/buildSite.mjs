#!/usr/bin/env node
// Builds the site: the browser bundle (Vite), the prerender entry (Vite --ssr), then one HTML
// file per route of the map with its title, description and — for a content page — its content
// (build/prerender.mjs). The server (packages/api routes/site.ts) serves dist/client.
import { readFileSync } from 'node:fs';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

const siteRoot = new URL('..', import.meta.url).pathname;
const version = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;
// The client-version the browser compares with the server's (shell §4 version check).
process.env.BIKESHIP_CLIENT_VERSION = version;

const quiet = { logLevel: 'warn' };
await build({ root: siteRoot, ...quiet });
await build({
  root: siteRoot,
  ...quiet,
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server', emptyOutDir: true, manifest: false },
});
await prerender(siteRoot);
