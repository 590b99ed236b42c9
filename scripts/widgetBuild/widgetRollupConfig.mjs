// The rollup build every widget bundle shares (DESIGN.md §4): one-script-tag bundles in each
// package's dist/, the same plugins, targets and chunking. A bundle's rollup.config.mjs gives its
// entries, file names and which modules make each element's first load; nothing else differs.
//
// Two builds, because a classic script cannot split code:
// 1. `<bundle>.module.js` — the ES-module entry, with its lazy parts as hashed chunks
//    (`[name]-[hash].js`) and the manifest (widgetManifest.mjs);
// 2. `<bundle>.js` — the small classic script (IIFE) a partner page includes, which imports (1)
//    from beside itself and joins the `window.bikeship` queue.
import { rmSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { reactApiOnPreact } from '../reactApiAlias.mjs';
import { minifyCss } from './minifyCss.mjs';
import { precompress } from './precompress.mjs';
import { widgetManifest } from './widgetManifest.mjs';

/** See `experimentalMinChunkSize` below. */
export const MIN_CHUNK_SIZE = 2000;

/** ES2022: every browser with constructable stylesheets (which the widgets need) runs it. */
export const TARGET = 'es2022';

/**
 * A plugin without its `resolveId` hook, so that node-resolve resolves every import.
 *
 * Why (the quote wizard's first load was 43.31 KB in most builds and 44.96 KB in some): rollup
 * keeps the `moduleSideEffects` of the FIRST resolution of a module that completes, and
 * resolutions run concurrently. rollup-plugin-esbuild resolves relative imports itself and
 * answers a plain id — side effects assumed — and its hook runs before node-resolve's (which is
 * `order: 'post'`). node-resolve answers `moduleSideEffects: false` from the package's
 * `"sideEffects": false`. `packages/core/src/schemas/index.ts` is reached both ways: as
 * `@bikeship/core/schemas` (node-resolve: no side effects) and as `../schemas` from core's stores
 * (esbuild: side effects). When the stores' import won the race, the barrel counted as having side
 * effects, so every call schema it re-exports was kept for the stores and landed in the chunk
 * with zod, which the wizard loads first, instead of in the lazily loaded data layer
 * (runtime/quoteApi.ts). Forcing it on a local build: delay the resolution of
 * `@bikeship/core/schemas` in a plugin. With node-resolve resolving everything, each file gets
 * its package's `sideEffects` whichever import reaches it first, and the chunks are the same
 * every build (scripts/size.mjs checks that the call schemas stay out of the first loads).
 * @param {import('rollup').Plugin} plugin
 * @returns {import('rollup').Plugin}
 */
const transformOnly = ({ resolveId: _resolveId, ...plugin }) => plugin;

/** The plugins of every widget build, in order. */
export const plugins = () => [
  // Components import the React API; the widgets run it on preact/compat (DESIGN.md §4).
  alias({ entries: [...reactApiOnPreact] }),
  nodeResolve({
    browser: true,
    extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
    exportConditions: ['browser', 'module', 'import', 'default'],
  }),
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  transformOnly(
    esbuild({
      target: TARGET,
      jsx: 'automatic',
      // `react/jsx-runtime` → `preact/jsx-runtime` through the alias above.
      jsxImportSource: 'react',
      tsconfig: false,
      sourceMap: true,
    }),
  ),
  minifyCss(),
  terser({
    ecma: 2020,
    module: true,
    compress: { passes: 2 },
    format: { comments: false },
  }),
];

/**
 * Warnings that say nothing about our code: zod places `@__PURE__` comments where rollup cannot
 * read them, and has an internal import cycle. Everything else is shown.
 * @type {import('rollup').WarningHandlerWithDefault}
 */
export const onwarn = (warning, warn) => {
  const inDependency = (warning.id ?? warning.ids?.[0] ?? '').includes('/node_modules/');
  if (inDependency && ['INVALID_ANNOTATION', 'CIRCULAR_DEPENDENCY'].includes(warning.code ?? '')) {
    return;
  }
  warn(warning);
};

/**
 * @typedef {object} WidgetBundleOptions
 * @property {string} packageUrl The bundle package's folder as a file URL (`new URL('.', import.meta.url)`).
 * @property {{ loader: string, module: string, manifest: string }} files Its fixed file names.
 * @property {string} moduleEntry The ES-module entry's source (`src/embed/widgetModule.ts`).
 * @property {string} loaderEntry The classic script's source.
 * @property {Omit<import('./widgetManifest.mjs').WidgetManifestOptions, 'files'>} manifest What
 *   makes each element's first load and what it loads later.
 * @property {number} [minChunkSize] Merge chunks under this size (minified bytes) into one they
 *   load with; MIN_CHUNK_SIZE by default.
 * @property {string} [chunkFileNames] Lazy chunks' names; `[name]-[hash].js` by default. The
 *   API serves every bundle's dist under one `/widgets/` path, so a second bundle prefixes its
 *   chunks with its name: a file name is unique across the bundles.
 */

/**
 * The two rollup builds of one widget bundle, into its `dist/` (emptied first: hashed chunks of
 * earlier builds would pile up and be served forever).
 * @param {WidgetBundleOptions} options
 * @returns {import('rollup').RollupOptions[]}
 */
export function widgetBundle(options) {
  const dist = new URL('./dist', options.packageUrl).pathname;
  rmSync(dist, { recursive: true, force: true });
  return [
    {
      input: { [options.files.module.replace(/\.js$/, '')]: options.moduleEntry },
      plugins: [
        ...plugins(),
        widgetManifest({ ...options.manifest, files: options.files }),
        precompress(),
      ],
      onwarn,
      // The entry exports `startEmbed` for the loader; it may export more (what its lazy chunks
      // share with it), so rollup keeps one entry file rather than a facade over a shared chunk.
      preserveEntrySignatures: 'allow-extension',
      output: {
        dir: dist,
        format: 'es',
        entryFileNames: options.files.module,
        // Lazy chunks are named after their module (`CostsStep-[hash].js`), hashed for long caching.
        chunkFileNames: options.chunkFileNames ?? '[name]-[hash].js',
        // Chunks under this size (minified bytes) are merged into a chunk they are loaded with,
        // where that runs no code earlier than before. Each response costs ≈ 300 B of headers
        // besides its code, so a 400 B chunk of shared rules cost a page about as much again as
        // its code; merged, it rides in a chunk that is fetched anyway.
        experimentalMinChunkSize: options.minChunkSize ?? MIN_CHUNK_SIZE,
        sourcemap: true,
      },
    },
    {
      input: options.loaderEntry,
      plugins: [...plugins(), precompress()],
      onwarn,
      output: {
        file: `${dist}/${options.files.loader}`,
        format: 'iife',
        sourcemap: true,
      },
    },
  ];
}
