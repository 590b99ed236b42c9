// `npm run build -w @bikeship/quote-widget`: the one-script-tag bundle in dist/ (DESIGN.md §4).
//
// Two builds, because a classic script cannot split code:
// 1. `quote-widget.module.js` — the ES-module entry, with steps 2–5 and Stripe's loader as
//    hashed lazy chunks (`[name]-[hash].js`) and `manifest.json` (build/widgetManifest.mjs);
// 2. `quote-widget.js` — the small classic script (IIFE) a partner page includes, which
//    imports (1) from beside itself and replays the `window.bikeship` queue.
import { rmSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { reactApiOnPreact } from '../../scripts/reactApiAlias.mjs';
import { minifyCss } from './build/minifyCss.mjs';
import { precompress } from './build/precompress.mjs';
import { widgetManifest } from './build/widgetManifest.mjs';
import { WIDGET_FILES } from './src/embed/widgetFiles.mjs';

const dist = new URL('./dist', import.meta.url).pathname;
// Hashed chunks of earlier builds would pile up and be served forever: start from empty.
rmSync(dist, { recursive: true, force: true });

/** See `experimentalMinChunkSize` below. */
const MIN_CHUNK_SIZE = 2000;

/** ES2022: every browser with constructable stylesheets (which the widget needs) runs it. */
const TARGET = 'es2022';

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

const plugins = () => [
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
const onwarn = (warning, warn) => {
  const inDependency = (warning.id ?? warning.ids?.[0] ?? '').includes('/node_modules/');
  if (inDependency && ['INVALID_ANNOTATION', 'CIRCULAR_DEPENDENCY'].includes(warning.code ?? '')) {
    return;
  }
  warn(warning);
};

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: { [WIDGET_FILES.module.replace(/\.js$/, '')]: 'src/embed/widgetModule.ts' },
    plugins: [...plugins(), widgetManifest(), precompress()],
    onwarn,
    // The entry exports `startEmbed` for the loader; it may export more (what its lazy chunks
    // share with it), so rollup keeps one entry file rather than a facade over a shared chunk.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: dist,
      format: 'es',
      entryFileNames: WIDGET_FILES.module,
      // Lazy chunks are named after their module (`CostsStep-[hash].js`), hashed for long caching.
      chunkFileNames: '[name]-[hash].js',
      // Chunks under this size (minified bytes) are merged into a chunk they are loaded with,
      // where that runs no code earlier than before. Each response costs ≈ 300 B of headers
      // besides its code, so a 400 B chunk of shared rules cost a page about as much again as
      // its code; merged, it rides in a chunk that is fetched anyway.
      experimentalMinChunkSize: MIN_CHUNK_SIZE,
      sourcemap: true,
    },
  },
  {
    input: 'src/embed/quoteWidgetScript.ts',
    plugins: [...plugins(), precompress()],
    onwarn,
    output: {
      file: `${dist}/${WIDGET_FILES.loader}`,
      format: 'iife',
      sourcemap: true,
    },
  },
];
