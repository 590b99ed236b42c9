import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { partnerPagePolicy } from '../http/securityHeaders';
import { createTestServer, type TestServer } from '../testing/testServer';
import { createWidgetRoutes, STRICT_EXAMPLE_CSP } from './widgets';

let server: TestServer;
let folders: { widgets: string[]; examples: string };
let app: ReturnType<typeof createApp>;
/** The temporary folder holding the built bundles and the example pages of these tests. */
let root: string;

const LOADER = '!function(){/* loader */}();';
const ACCOUNT_LOADER = '!function(){/* account loader */}();';
const CHUNK = `export default function CostsStep(){}${' '.repeat(2000)}`;

beforeAll(async () => {
  server = await createTestServer();
  // A built widget folder of our own: the API tests run before (and without) the widget build.
  root = mkdtempSync(join(tmpdir(), 'bikeship-widgets-'));
  // Two bundles' dist folders, as the build writes them (the quote and the account widget).
  const quoteDist = join(root, 'dist');
  const accountDist = join(root, 'account-dist');
  folders = { widgets: [quoteDist, accountDist], examples: join(root, 'examples') };
  mkdirSync(quoteDist);
  mkdirSync(accountDist);
  writeFileSync(join(accountDist, 'account-widget.js'), ACCOUNT_LOADER);
  writeFileSync(
    join(accountDist, 'account-widget.manifest.json'),
    '{"loader":"account-widget.js"}',
  );
  writeFileSync(join(accountDist, 'account-AccountWidget-cXy270Yl.js'), CHUNK);
  mkdirSync(join(folders.examples, 'assets'), { recursive: true });
  writeFileSync(join(quoteDist, 'quote-widget.js'), LOADER);
  writeFileSync(join(quoteDist, 'quote-widget.module.js'), 'export const startEmbed=1;');
  writeFileSync(join(quoteDist, 'CostsStep-BtoNSs3u.js'), CHUNK);
  writeFileSync(join(quoteDist, 'CostsStep-BtoNSs3u.js.map'), '{}');
  // The pre-compressed copies the widget build writes beside each script
  // (scripts/widgetBuild/precompress.mjs).
  writeFileSync(join(quoteDist, 'CostsStep-BtoNSs3u.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(join(quoteDist, 'CostsStep-BtoNSs3u.js.gz'), gzipSync(CHUNK, { level: 9 }));
  writeFileSync(join(quoteDist, 'manifest.json'), '{"loader":"quote-widget.js"}');
  writeFileSync(join(quoteDist, 'notes.txt'), 'not a served type');
  writeFileSync(join(folders.examples, 'secret.txt'), 'no');
  writeFileSync(join(root, 'outside.html'), '<p>outside</p>');
  app = createApp(server.deps, [createWidgetRoutes(folders)]);
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the widget bundles at /widgets/*', () => {
  it('serves every bundle under /widgets/: the quote widget and the account widget', async () => {
    const account = await app.request('/widgets/account-widget.js');
    expect(account.status).toBe(200);
    expect(account.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(account.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await account.text()).toBe(ACCOUNT_LOADER);
    const chunk = await app.request('/widgets/account-AccountWidget-cXy270Yl.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await (await app.request('/widgets/quote-widget.js')).text()).toBe(LOADER);
    const manifest = await app.request('/widgets/account-widget.manifest.json');
    expect(await manifest.json()).toEqual({ loader: 'account-widget.js' });
  });

  it('serves the one-script-tag loader as JavaScript, cached for five minutes', async () => {
    const response = await app.request('/widgets/quote-widget.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(LOADER);
  });

  it('caches hashed chunks and their source maps for a year as immutable', async () => {
    for (const file of ['CostsStep-BtoNSs3u.js', 'CostsStep-BtoNSs3u.js.map']) {
      const response = await app.request(`/widgets/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps the fixed-name module entry and manifest short-cached (they change per release)', async () => {
    for (const file of ['quote-widget.module.js', 'manifest.json']) {
      const response = await app.request(`/widgets/${file}`);
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=300');
    }
    const manifest = await app.request('/widgets/manifest.json');
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('lets a partner page on another origin load the module entry (CORS for module scripts)', async () => {
    const response = await app.request('/widgets/quote-widget.module.js', {
      headers: { origin: 'https://velo-northwest.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const first = await app.request('/widgets/quote-widget.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await app.request('/widgets/quote-widget.js', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('sends scripts gzip-compressed to a browser that accepts it', async () => {
    const response = await app.request('/widgets/CostsStep-BtoNSs3u.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(body).toBe(CHUNK);
  });

  it("sends the build's brotli copy to a browser that accepts brotli, gzip to one that refuses it", async () => {
    const chromium = await app.request('/widgets/CostsStep-BtoNSs3u.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(chromium.headers.get('content-encoding')).toBe('br');
    expect(chromium.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(chromium.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(chromium.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brotli = Buffer.from(await chromium.arrayBuffer());
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(CHUNK);
    expect(brotli.length).toBe(brotliCompressSync(CHUNK).length);

    const noBrotli = await app.request('/widgets/CostsStep-BtoNSs3u.js', {
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip');
    const preferred = await app.request('/widgets/CostsStep-BtoNSs3u.js', {
      headers: { 'accept-encoding': 'br;q=0.5, gzip' },
    });
    expect(preferred.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the file as built, still varying by Accept-Encoding, to a client that accepts no coding', async () => {
    const response = await app.request('/widgets/CostsStep-BtoNSs3u.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await response.text()).toBe(CHUNK);
  });

  it('gives each coding its own validator, and revalidates the copy a cache holds', async () => {
    const etags = new Map<string, string>();
    for (const coding of ['br', 'gzip', 'identity']) {
      const response = await app.request('/widgets/CostsStep-BtoNSs3u.js', {
        headers: { 'accept-encoding': coding },
      });
      etags.set(coding, response.headers.get('etag') ?? '');
    }
    expect(new Set(etags.values()).size).toBe(3);
    const again = await app.request('/widgets/CostsStep-BtoNSs3u.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': etags.get('br') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-encoding')).toBe('br');
    const other = await app.request('/widgets/CostsStep-BtoNSs3u.js', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etags.get('br') ?? '' },
    });
    expect(other.status).toBe(200);
  });

  it('answers 404 for a missing file, a type it does not serve, or a path outside the folder', async () => {
    for (const path of [
      '/widgets/nothing-here.js',
      '/widgets/notes.txt',
      '/widgets/../outside.html',
      '/widgets/%2e%2e/outside.html',
      '/widgets/..%2foutside.html',
      '/widgets/%2E%2E%2Foutside.html',
      '/widgets/.hidden.js',
      // The compressed copies are sent in place of their file, never under their own names.
      '/widgets/CostsStep-BtoNSs3u.js.br',
      '/widgets/CostsStep-BtoNSs3u.js.gz',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('says how to build the widgets when they are not built (a fresh clone)', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'bikeship-unbuilt-'));
    const unbuilt = createApp(server.deps, [
      createWidgetRoutes({ ...folders, widgets: [empty, join(empty, 'account')] }),
    ]);
    const response = await unbuilt.request('/widgets/quote-widget.js');
    expect(response.status).toBe(404);
    expect((await response.json()).message).toMatch(/npm run build -w @bikeship\/quote-widget/);
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('the partner example pages at /examples/*', () => {
  it('serves the bike-shop page with its one widget script tag and its stylesheet', async () => {
    const page = await server.request('GET', '/examples/bike-shop.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<script async src="/widgets/quote-widget.js"></script>');
    expect(page.body.match(/<script\b/g)).toHaveLength(1);
    expect(page.body).toContain('<bikeship-quote-box');
    const css = await server.request('GET', '/examples/assets/bike-shop.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('--bikeship-color-primary');
  });

  it('serves the index at /examples/ and redirects /examples there', async () => {
    const index = await server.request('GET', '/examples/');
    expect(index.status).toBe(200);
    expect(index.body).toContain('href="bike-shop.html"');
    const bare = await fetch(`${server.url}/examples`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/examples/');
  });

  it('serves the strict-CSP page with a policy that forbids inline scripts and styles', async () => {
    const page = await server.request('GET', '/examples/strict-csp.html');
    expect(page.headers.get('content-security-policy')).toBe(
      `${STRICT_EXAMPLE_CSP}; frame-ancestors 'none'`,
    );
    expect(STRICT_EXAMPLE_CSP).not.toMatch(/unsafe-inline|unsafe-eval/);
    const shop = await server.request('GET', '/examples/bike-shop.html');
    expect(shop.headers.get('content-security-policy')).toBe(
      partnerPagePolicy({ stripe: false, plainHttp: true }),
    );
  });

  it('serves a page without its widget script with ?widget=off (the benchmark baseline)', async () => {
    const page = await server.request('GET', '/examples/bike-shop.html?widget=off');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('/widgets/');
    expect(page.body).toContain('<bikeship-quote-box');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('does not serve files outside the examples or of other types', async () => {
    const other = createApp(server.deps, [createWidgetRoutes(folders)]);
    for (const path of [
      '/examples/secret.txt',
      '/examples/../outside.html',
      '/examples/..%2foutside.html',
    ]) {
      expect((await other.request(path)).status, path).toBe(404);
    }
  });

  it('leaves every /api route to the API: the static routes shadow none', async () => {
    expect((await server.request('GET', '/api/health')).body).toEqual({ status: 'ok' });
    const unknown = await server.request('GET', '/api/widgets/quote-widget.js');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/^No route/);
  });
});
