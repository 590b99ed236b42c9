import { readdirSync, type Stats, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv, RouteModule } from '../http/appEnv';

const repositoryRoot = new URL('../../../../', import.meta.url).pathname;

/** Where the static files come from. */
export interface StaticFolders {
  /**
   * The built widget bundles' dist folders (`npm run build -w @bikeship/quote-widget`, and the
   * account widget's), all served under `/widgets/`. Every bundle names its files after itself
   * (`account-widget.js`, `account-*-[hash].js`), so a file name is unique across them.
   */
  widgets: readonly string[];
  /** The plain HTML partner pages. */
  examples: string;
}

export const DEFAULT_STATIC_FOLDERS: StaticFolders = {
  widgets: [
    join(repositoryRoot, 'packages/quote-widget/dist'),
    join(repositoryRoot, 'packages/account-widget/dist'),
  ],
  examples: join(repositoryRoot, 'examples'),
};

/** The file types served; any other file is 404 (no source maps of other tools, no dotfiles). */
export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

/** A hashed chunk of the widget build (`CostsStep-BtoNSs3u.js`): its name changes with its content. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8,}\.js(\.map)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * DECISION: the loader, the module entry and the manifest keep their names across releases; five
 * minutes of caching bounds how long a partner page runs an old release. Example pages likewise.
 */
const SHORT = 'public, max-age=300';

/**
 * The strict Content-Security-Policy of the example page that proves the widget needs no inline
 * script or style, nor any origin but the page's own. The other example pages get the server's
 * partner-page policy (http/securityHeaders.ts), which allows the API origins a partner may
 * configure; the server adds `frame-ancestors` to both.
 */
export const STRICT_EXAMPLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'";
const PAGE_HEADERS: Record<string, Record<string, string>> = {
  'strict-csp.html': { 'content-security-policy': STRICT_EXAMPLE_CSP },
};

/** The widget's script tag in an example page, for `?widget=off`. */
const WIDGET_SCRIPT_TAG = /<script\b[^>]*\bsrc="[^"]*\/widgets\/[^"]*"[^>]*><\/script>\s*/g;

export interface StaticFile {
  path: string;
  stats: Stats;
}

export function statIfFile(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** `folder/relative` if it is a file inside the folder, else null (no `..`, no dotfiles). */
export function fileInside(folder: string, relative: string): StaticFile | null {
  if (relative.split('/').some((part) => part.startsWith('.') || part === '')) return null;
  const root = resolve(folder);
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) return null;
  const stats = statIfFile(path);
  return stats ? { path, stats } : null;
}

/** The file of that name in the first of the folders that has it. */
function fileInAny(folders: readonly string[], relative: string): StaticFile | null {
  for (const folder of folders) {
    const file = fileInside(folder, relative);
    if (file) return file;
  }
  return null;
}

/** Whether a bundle's build has written its folder: its manifest is the last file it writes. */
function isBuilt(folder: string): boolean {
  try {
    return readdirSync(folder).some((name) => name.endsWith('manifest.json'));
  } catch {
    return false;
  }
}

/** A validator that changes whenever the file does. */
export const etagOf = (stats: Stats) =>
  `W/"${stats.size.toString(36)}-${stats.mtimeMs.toString(36)}"`;

/**
 * The compressed copies the widget build writes beside each script and the manifest
 * (scripts/widgetBuild/precompress.mjs), best first: brotli at quality 11 is ≈ 11 %
 * smaller than gzip at its highest level, and made once at build time rather than per request.
 */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** How acceptable a content coding is by the request's Accept-Encoding (0: not at all). */
function acceptance(header: string | undefined, encoding: string): number {
  if (!header) return 0;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === encoding);
  return named ? named.q : (accepts.find((accept) => accept.type === '*')?.q ?? 0);
}

/** A pre-compressed copy of a file, sent in its place with `Content-Encoding`. */
interface CompressedCopy extends StaticFile {
  encoding: string;
}

/**
 * Which representation of a widget file to send: its pre-compressed copy in the coding the
 * request accepts best (brotli before gzip when equally accepted), else none — the file itself.
 * `varies`: whether copies exist, that is whether the answer depends on Accept-Encoding.
 */
export function negotiate(
  c: Context<AppEnv>,
  file: StaticFile,
): { copy: CompressedCopy | null; varies: boolean } {
  const header = c.req.header('accept-encoding');
  let best: { copy: CompressedCopy; q: number } | null = null;
  let varies = false;
  for (const { encoding, suffix } of PRECOMPRESSED) {
    const path = `${file.path}${suffix}`;
    const stats = statIfFile(path);
    if (!stats) continue;
    varies = true;
    const q = acceptance(header, encoding);
    if (q > 0 && (!best || q > best.q)) best = { copy: { path, stats, encoding }, q };
  }
  return { copy: best?.copy ?? null, varies };
}

export async function sendFile(
  c: Context<AppEnv>,
  file: StaticFile,
  headers: Record<string, string>,
  how: {
    copy?: CompressedCopy | null;
    transform?: (html: string) => string;
    /** Types a caller serves beyond CONTENT_TYPES (the site's robots.txt). */
    types?: Record<string, string>;
  } = {},
): Promise<Response> {
  // The type of the file asked for: a compressed copy asked for by its own name is no type.
  const extension = extname(file.path);
  const type = how.types?.[extension] ?? CONTENT_TYPES[extension];
  if (!type) return c.json({ message: `No file ${c.req.path}` }, 404);
  const { copy, transform } = how;
  const sent = copy ?? file;
  // The validator of what is sent: the brotli and gzip copies each have their own, so a cache
  // holding one is never told that it holds the other.
  const etag = etagOf(sent.stats);
  const common = {
    etag,
    'x-content-type-options': 'nosniff',
    ...headers,
    ...(copy ? { 'content-encoding': copy.encoding } : {}),
  };
  if (!transform && c.req.header('if-none-match') === etag) return c.body(null, 304, common);
  const content = await readFile(sent.path);
  const body = transform ? transform(content.toString('utf8')) : content;
  return c.body(body, 200, { 'content-type': type, ...common });
}

/**
 * `/widgets/*` (the built widget bundles) and `/examples/*` (the partner pages), served by the
 * API process so that `npm start` shows a working partner page. Only these two
 * prefixes are matched: nothing here can shadow `/api`.
 *
 * A widget file with pre-compressed copies beside it (`file.br`, `file.gz`, made by the widget
 * build) is sent as the copy the request's Accept-Encoding allows — brotli, else gzip — with
 * `Vary: Accept-Encoding`; other files (source maps, the example pages) are compressed on the
 * fly. The copies themselves are not served under their own names (`.br`/`.gz` are no served
 * type).
 *
 * Hashed chunks are cached for a year (`immutable`); the fixed-name files (`quote-widget.js`,
 * `account-widget.js`, the module entries, the manifests) and the pages for five minutes, revalidated by ETag. Scripts may
 * be loaded from any origin: the app's CORS middleware answers a partner page's module requests.
 */
export function createWidgetRoutes(folders: StaticFolders = DEFAULT_STATIC_FOLDERS): RouteModule {
  return (app) => {
    const compressText = compress();
    app.use('/widgets/*', compressText);
    app.use('/examples/*', compressText);

    app.get('/widgets/:file{.+}', (c) => {
      const file = fileInAny(folders.widgets, c.req.param('file'));
      if (!file) {
        const message = folders.widgets.some(isBuilt)
          ? `No widget file ${c.req.path}`
          : 'The widgets are not built: run ' +
            '`npm run build -w @bikeship/quote-widget -w @bikeship/account-widget`';
        return c.json({ message }, 404);
      }
      const { copy, varies } = negotiate(c, file);
      return sendFile(
        c,
        file,
        {
          'cache-control': HASHED_FILE.test(file.path) ? IMMUTABLE : SHORT,
          // With copies to choose from, every answer depends on Accept-Encoding, the
          // uncompressed one too: a shared cache must not give it to a browser that takes brotli.
          ...(varies ? { vary: 'Accept-Encoding' } : {}),
        },
        { copy },
      );
    });

    app.get('/examples', (c) => c.redirect('/examples/', 301));
    app.get('/examples/:page{.*}', (c) => {
      const page = c.req.param('page') || 'index.html';
      const file = fileInside(folders.examples, page);
      if (!file) return c.json({ message: `No example page ${c.req.path}` }, 404);
      // DECISION: `?widget=off` serves a page without its widget script tag: the same page on the
      // same server, the baseline of the widget benchmark (packages/quote-widget/bench).
      const withoutWidget = file.path.endsWith('.html') && c.req.query('widget') === 'off';
      return sendFile(
        c,
        file,
        { 'cache-control': withoutWidget ? 'no-store' : SHORT, ...PAGE_HEADERS[page] },
        withoutWidget ? { transform: (html) => html.replace(WIDGET_SCRIPT_TAG, '') } : {},
      );
    });
  };
}

export const widgetRoutes: RouteModule = createWidgetRoutes();
