import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestServer, type TestServer } from '../testing/testServer';
import { routeModules } from './index';
import { createSiteRoutes, matchPattern, siteRoutes } from './site';

let server: TestServer;
let listener: ServerType;
/** The site's answers, over a real socket: the server's own routes with a site build of ours. */
let baseUrl: string;
/** The temporary folder holding the site build of these tests. */
let folder: string;

/** A route of the build's manifest (site/build/prerender.mjs), in the route table's order. */
const ROUTES = [
  { name: 'index', path: '/' },
  { name: 'aboutus', path: '/aboutus' },
  { name: 'QBPtopshop', path: '/QBPtopshop' },
  { name: 'ship', path: '/ship' },
  { name: 'login', path: '/login' },
  { name: 'your-order-details-id', path: '/your-order-details/:id?' },
  { name: 'events-event', path: '/events/:event?' },
  { name: 'partners-event', path: '/partners/:event?' },
  { name: 'event2-event-id', path: '/event2/:event?/:id?' },
  { name: 'event', path: '/:event' },
] as const;
const pageOf = (name: string) => `<!doctype html><html lang="en"><title>${name}</title></html>`;
const NOT_FOUND_PAGE = '<!doctype html><title>Page not found</title><h1>404</h1>';
/** A hashed asset of the build, with the compressed copies the build writes beside it. */
const ENTRY = `export function start(){}${' '.repeat(2000)}`;
const ENTRY_FILE = 'index-DGbRodwU.js';
/** A seeded event's url code (db/seed/events.ts). */
const SEEDED_EVENT = 'cascade-gran-fondo';

beforeAll(async () => {
  server = await createTestServer();
  folder = mkdtempSync(join(tmpdir(), 'bikeship-site-'));
  mkdirSync(join(folder, 'pages'));
  mkdirSync(join(folder, 'assets'));
  const routes = ROUTES.map((route) => ({ ...route, file: `pages/${route.name}.html` }));
  writeFileSync(join(folder, 'pages.json'), JSON.stringify({ routes, notFound: 'pages/404.html' }));
  for (const route of routes) writeFileSync(join(folder, route.file), pageOf(route.name));
  writeFileSync(join(folder, 'pages/404.html'), NOT_FOUND_PAGE);
  const index = pageOf('index');
  writeFileSync(join(folder, 'pages/index.html.br'), brotliCompressSync(index));
  writeFileSync(join(folder, 'pages/index.html.gz'), gzipSync(index, { level: 9 }));
  writeFileSync(join(folder, 'assets', ENTRY_FILE), ENTRY);
  writeFileSync(join(folder, 'assets', `${ENTRY_FILE}.br`), brotliCompressSync(ENTRY));
  writeFileSync(join(folder, 'assets', `${ENTRY_FILE}.gz`), gzipSync(ENTRY, { level: 9 }));
  writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(folder, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(folder, 'index.html'), '<!-- the template -->');
  // Every route module of the server, the site last with the build of these tests.
  const modules = [
    ...routeModules.filter((module) => module !== siteRoutes),
    createSiteRoutes(folder),
  ];
  listener = serve({
    fetch: createApp(server.deps, modules).fetch,
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise<void>((ready) => listener.once('listening', ready));
  baseUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => listener.close(() => done()));
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

describe('the site at / — its pages by the build manifest', () => {
  it('answers every route of the manifest with its page, 200, as HTML', async () => {
    const paths: Record<string, string> = {
      index: '/',
      'your-order-details-id': '/your-order-details',
      'events-event': '/events',
      'partners-event': '/partners',
      'event2-event-id': '/event2',
      event: `/${SEEDED_EVENT}`,
    };
    for (const route of ROUTES) {
      const response = await get(paths[route.name] ?? route.path);
      expect(response.status, route.name).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(pageOf(route.name));
    }
  });

  it('answers a route with its parameters given: an order, an event of the seed', async () => {
    expect(await (await get('/your-order-details/42')).text()).toBe(
      pageOf('your-order-details-id'),
    );
    expect(await (await get(`/events/${SEEDED_EVENT}`)).text()).toBe(pageOf('events-event'));
    expect(await (await get(`/partners/${SEEDED_EVENT}`)).text()).toBe(pageOf('partners-event'));
    expect(await (await get(`/event2/${SEEDED_EVENT}/7`)).text()).toBe(pageOf('event2-event-id'));
  });

  it('answers a path the map lacks with the 404 page and the 404 status', async () => {
    for (const path of ['/no/such/page', '/aboutus/more', '/your-order-details/1/2']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(NOT_FOUND_PAGE);
    }
  });

  it('answers an event code no event has with the 404 page and the 404 status, on every event route', async () => {
    for (const path of [
      '/no-such-event',
      '/events/no-such-event',
      '/partners/no-such-event',
      '/event2/no-such-event',
      '/event2/no-such-event/7',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(NOT_FOUND_PAGE);
    }
  });

  it('reads static segments without regard to case, as the router does', async () => {
    expect(await (await get('/qbptopshop')).text()).toBe(pageOf('QBPtopshop'));
    expect(await (await get('/AboutUs')).text()).toBe(pageOf('aboutus'));
  });

  it('revalidates every page on each load (no-cache), the 404 page too', async () => {
    expect((await get('/aboutus')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/no/such/page')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a page with the security headers of the site', async () => {
    const response = await get('/');
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors/);
    expect(response.headers.get('content-security-policy')).not.toMatch(
      /script-src[^;]*unsafe-inline/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the site at / — assets and public files', () => {
  it('caches a hashed asset for a year as immutable', async () => {
    const response = await get(`/assets/${ENTRY_FILE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ENTRY);
  });

  it('sends the brotli copy to a browser that takes brotli, else the gzip copy, with Vary', async () => {
    const brotli = await get(`/assets/${ENTRY_FILE}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    // fetch decodes what it is sent: the text is the asset, whichever copy travelled.
    expect(await brotli.text()).toBe(ENTRY);
    const gzip = await get(`/assets/${ENTRY_FILE}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(ENTRY);
    const plain = await get(`/assets/${ENTRY_FILE}`);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends a page as its brotli copy too, still revalidated (no-cache)', async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const raw = Buffer.from(await (await fetchRaw('/', 'br')).arrayBuffer());
    expect(brotliDecompressSync(raw).toString()).toBe(pageOf('index'));
  });

  it('answers an asset the build lacks with 404', async () => {
    expect((await get('/assets/missing-AbCdEfGh.js')).status).toBe(404);
    expect((await get('/assets/../pages.json')).status).toBe(404);
  });

  it('serves the public files: the icon and robots.txt', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('User-agent: *');
  });

  it('never serves the manifest or an HTML file by its name', async () => {
    for (const path of ['/pages.json', '/index.html', '/pages/index.html', '/pages/404.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(NOT_FOUND_PAGE);
    }
  });
});

describe('the site at / never shadows the other modules', () => {
  it('leaves /api, /widgets and /examples to their own routes', async () => {
    const api = await get('/api/no-such-endpoint');
    expect(api.headers.get('content-type')).toMatch(/json/);
    expect(await api.text()).not.toBe(NOT_FOUND_PAGE);
    const document = await get('/api/openapi.json');
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toMatch(/json/);
    for (const path of ['/widgets/no-such-file.js', '/examples/no-such-page.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/json/);
    }
  });
});

describe('matchPattern — a React Router pattern against a path', () => {
  it('matches static segments without regard to case', () => {
    expect(matchPattern('/QBPtopshop', '/qbptopshop')).toEqual({});
    expect(matchPattern('/aboutus', '/about')).toBeNull();
  });

  it('gives optional parameters when present and leaves them out when not', () => {
    expect(matchPattern('/event2/:event?/:id?', '/event2')).toEqual({});
    expect(matchPattern('/event2/:event?/:id?', '/event2/tour')).toEqual({ event: 'tour' });
    expect(matchPattern('/event2/:event?/:id?', '/event2/tour/7')).toEqual({
      event: 'tour',
      id: '7',
    });
    expect(matchPattern('/event2/:event?/:id?', '/event2/tour/7/8')).toBeNull();
  });

  it('requires a required parameter', () => {
    expect(matchPattern('/:event', '/')).toBeNull();
    expect(matchPattern('/:event', '/gran-fondo')).toEqual({ event: 'gran-fondo' });
  });

  it('decodes an encoded parameter', () => {
    expect(matchPattern('/events/:event?', '/events/caf%C3%A9%20ride')).toEqual({
      event: 'café ride',
    });
  });
});

/** The bytes as sent, not decoded (node's fetch decodes br and gzip by itself). */
async function fetchRaw(path: string, encoding: string): Promise<Response> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${path}`, { headers: { 'accept-encoding': encoding } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve(new Response(Buffer.concat(chunks))));
    })
      .on('error', reject)
      .end();
  });
}
