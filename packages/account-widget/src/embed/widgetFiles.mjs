/**
 * The names of the built files that other files refer to: the one-script-tag loader imports the
 * ES-module entry by name, the server and the size budgets read the manifest. Plain JavaScript
 * (typed by widgetFiles.d.mts) so the rollup config (.mjs) and the TypeScript sources share them.
 *
 * Every name starts with the bundle's: the API serves the dists of all bundles under one
 * `/widgets/` path, so no name may be another bundle's (the quote widget has `manifest.json`).
 */
export const WIDGET_FILES = {
  /** The classic script partners put on their page: `<script async src=".../account-widget.js">`. */
  loader: 'account-widget.js',
  /** The ES-module entry the loader imports from beside itself; its chunks are hashed. */
  module: 'account-widget.module.js',
  /** What each element loads first and what loads later (written by the build). */
  manifest: 'account-widget.manifest.json',
};
