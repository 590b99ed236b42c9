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
import { widgetManifest } from './build/widgetManifest.mjs';
import { WIDGET_FILES } from './src/embed/widgetFiles.mjs';

const dist = new URL('./dist', import.meta.url).pathname;
// Hashed chunks of earlier builds would pile up and be served forever: start from empty.
rmSync(dist, { recursive: true, force: true });

/** ES2022: every browser with constructable stylesheets (which the widget needs) runs it. */
const TARGET = 'es2022';

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
  esbuild({
    target: TARGET,
    jsx: 'automatic',
    // `react/jsx-runtime` → `preact/jsx-runtime` through the alias above.
    jsxImportSource: 'react',
    tsconfig: false,
    sourceMap: true,
  }),
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
    plugins: [...plugins(), widgetManifest()],
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
      sourcemap: true,
    },
  },
  {
    input: 'src/embed/quoteWidgetScript.ts',
    plugins: plugins(),
    onwarn,
    output: {
      file: `${dist}/${WIDGET_FILES.loader}`,
      format: 'iife',
      sourcemap: true,
    },
  },
];
