import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv, RouteModule } from '../http/appEnv';
import { HttpError } from '../http/httpError';
import { getEventByUrlCode } from '../services/events';
import { fileInside, IMMUTABLE, negotiate, type StaticFile, sendFile } from './widgets';

const repositoryRoot = new URL('../../../../', import.meta.url).pathname;

/** The site's build (`npm run build -w @bikeship/site`): assets, pages and their manifest. */
export const DEFAULT_SITE_FOLDER = join(repositoryRoot, 'site/dist/client');

/** One route of the site's manifest (site/build/prerender.mjs). */
interface PageEntry {
  name: string;
  /** React Router pattern: `/your-order-details/:id?`. */
  path: string;
  file: string;
}

interface PageManifest {
  routes: PageEntry[];
  notFound: string;
}

/**
 * The routes whose `:event` parameter is an event's url code (the page shows that event): the
 * server answers an unknown code with the 404 page AND the 404 status (a search engine must not
 * index a page per typo).
 */
const EVENT_CODE_ROUTES = new Set(['event', 'events-event', 'partners-event', 'event2-event-id']);

/** Prefixes served by other route modules; the site never answers them. */
const NOT_SITE = /^\/(api|widgets|examples)(\/|$)/;

/**
 * HTML is revalidated on every load (`no-cache`): a release's pages name its new hashed assets,
 * and the version check (shell §4) relies on the page being current.
 */
const PAGE_CACHE = 'no-cache';

/** The build's other public files (the icon, robots.txt) keep their names: an hour. */
const PUBLIC_CACHE = 'public, max-age=3600';

/** What the site serves beyond the widgets' types: robots.txt. */
const SITE_TYPES = { '.txt': 'text/plain; charset=utf-8' };

/**
 * Matches a path against a React Router pattern (`/a/:b?/:c?`, static segments compared without
 * regard to case, as the router does). Returns the parameters, or null.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  if (given.length > wanted.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < wanted.length; index += 1) {
    const segment = wanted[index] as string;
    const value = given[index];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[segment.slice(1, optional ? -1 : undefined)] = decodeURIComponent(value);
    } else if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}

function readManifest(folder: string): PageManifest | null {
  try {
    return JSON.parse(readFileSync(join(folder, 'pages.json'), 'utf8')) as PageManifest;
  } catch {
    return null;
  }
}

/**
 * The main site at `/` (site/): its hashed assets under `/assets` (cached for a year), its other
 * public files, and one prerendered page per route of the map (site/src/routes/routeTable.ts),
 * found by the build's manifest. A path the map lacks, and an event code no event has, get the
 * 404 page with the 404 status. Registered last: `/api`, `/widgets` and `/examples` are never
 * shadowed. Without a build, `/` says how to make one.
 */
export function createSiteRoutes(folder: string = DEFAULT_SITE_FOLDER): RouteModule {
  return (app, deps) => {
    // Read once per process, lazily: a test app without a site build never reads it.
    let manifest: PageManifest | null | undefined;
    const pages = () => {
      if (manifest === undefined) manifest = readManifest(folder);
      return manifest;
    };
    /**
     * A file of the build as the request accepts it: the brotli or gzip copy the build wrote
     * beside it (build/buildSite.mjs), with `Vary: Accept-Encoding` since the answer depends on
     * it; a file without copies is compressed on the fly (`compress()` below) or sent as is.
     */
    const send = (c: Context<AppEnv>, file: StaticFile, cache: string) => {
      const { copy, varies } = negotiate(c, file);
      return sendFile(
        c,
        file,
        { 'cache-control': cache, ...(varies ? { vary: 'Accept-Encoding' } : {}) },
        { copy, types: SITE_TYPES },
      );
    };
    const sendPage = async (c: Context<AppEnv>, file: string, status: 200 | 404) => {
      const found = fileInside(folder, file);
      if (!found) throw new HttpError(503, `The site build lacks ${file}: build it again`);
      const response = await send(c, found, PAGE_CACHE);
      // The 404 page's own answer with the 404 status (a 304 or an error stays as it is).
      return status === 200 || response.status !== 200
        ? response
        : new Response(response.body, { status, headers: response.headers });
    };

    // Only what has no compressed copy (compress() leaves an answer with Content-Encoding alone).
    const compressText = compress();
    app.use('/assets/*', compressText);
    app.get('/assets/:file{.+}', (c) => {
      const file = fileInside(join(folder, 'assets'), c.req.param('file'));
      if (!file) return c.json({ message: `No site file ${c.req.path}` }, 404);
      // Every file under /assets is named by its content's hash (Vite): cached for a year.
      return send(c, file, IMMUTABLE);
    });

    app.get('*', async (c, next) => {
      const path = c.req.path;
      if (NOT_SITE.test(path)) return next();
      const manifest = pages();
      if (!manifest) {
        return c.json(
          { message: 'The site is not built: run `npm run build -w @bikeship/site`' },
          404,
        );
      }
      // A public file of the build (the icon, robots.txt): never an HTML page or the manifest.
      const last = path.split('/').pop() ?? '';
      if (last.includes('.') && !path.slice(1).includes('/')) {
        const file =
          last.endsWith('.html') || last === 'pages.json' ? null : fileInside(folder, last);
        if (file) return send(c, file, PUBLIC_CACHE);
      }
      for (const entry of manifest.routes) {
        const params = matchPattern(entry.path, path);
        if (!params) continue;
        if (EVENT_CODE_ROUTES.has(entry.name) && params.event) {
          const known = await getEventByUrlCode(deps.db, params.event).then(
            () => true,
            () => false,
          );
          if (!known) return sendPage(c, manifest.notFound, 404);
        }
        return sendPage(c, entry.file, 200);
      }
      return sendPage(c, manifest.notFound, 404);
    });
  };
}

export const siteRoutes: RouteModule = createSiteRoutes();
