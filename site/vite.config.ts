import { defineConfig } from 'vite';

/**
 * The site's build: the browser bundle (dist/client, hashed assets under /assets) and, with
 * `--ssr`, the prerender entry (dist/server) that build/buildSite.mjs runs in Node. React 19 runs
 * the widgets' components here unaliased (DESIGN.md §4).
 */
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  appType: 'custom',
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
  },
  ssr: {
    // Bundled into the prerender entry: they are TypeScript sources in the workspace.
    noExternal: [/^@bikeship\//],
  },
});
