import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const siteRoot = new URL('.', import.meta.url).pathname;
const repositoryRoot = new URL('..', import.meta.url).pathname;

/**
 * Writes `.vite/chunks.json`: the source modules of each chunk of the browser build (repository
 * paths). Vite's manifest names only entries and shared chunks; scripts/size.mjs reads this to
 * prove no widget code rides in the entry every page loads.
 */
function chunkModules(): Plugin {
  return {
    name: 'bikeship-chunk-modules',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds
          .filter((id) => id.startsWith('/'))
          .map((id) => relative(repositoryRoot, id));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
}

/**
 * The site's build: the browser bundle (dist/client, hashed assets under /assets) and, with
 * `--ssr`, the prerender entry (dist/server) that build/buildSite.mjs runs in Node. React 19 runs
 * the widgets' components here unaliased (DESIGN.md §4).
 */
export default defineConfig({
  root: siteRoot,
  plugins: [chunkModules()],
  appType: 'custom',
  resolve: {
    alias: [
      // React Router 7's package exports point at its development build whatever the mode; its
      // production build is the same code with the development warnings switched off (and
      // dropped by the minifier).
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  define: {
    __CLIENT_VERSION__: JSON.stringify(process.env.BIKESHIP_CLIENT_VERSION ?? ''),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the site supports (es2022) has modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // React Router 7 marks its whole entry "use client" for React Server Components; the site
      // renders no server components, so the directive means nothing here and the bundler's
      // note that it drops it is noise in every build. Other directive warnings still show.
      onLog(level, log, defaultHandler) {
        const fromRouter = log.id?.includes('/node_modules/react-router/') ?? false;
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && fromRouter) return;
        defaultHandler(level, log);
      },
      output: {
        codeSplitting: {
          // What the entry imports statically — React, React DOM, the router, the shell — is ONE
          // file: it is all needed before the first render anyway, and by default the router and
          // React were split into shared chunks a page chunk also imports (three requests, and
          // 1.5 KB more gzip than one file, measured by scripts/size.mjs). Page chunks stay lazy.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The API client and the endpoint schemas (with zod and ofetch) as ONE chunk: split
            // by endpoint area they were ten files of 0.2–8 KB, and a page that calls the API
            // needs most of them — an event page named 14 modulepreloads, over HTTP/1.1's six
            // connections, and painted 0.4 s later than a page without them (Lighthouse's
            // mobile profile). One file costs a page a few KB of schemas it does not call.
            {
              name: 'api',
              test: /\/(packages\/core\/src\/(api|schemas)|node_modules\/(zod|ofetch|destr|ufo))\//,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the prerender entry: they are TypeScript sources in the workspace.
    noExternal: [/^@bikeship\//],
  },
});
