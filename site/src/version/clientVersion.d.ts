/**
 * The version this bundle was built as: the root package.json's, defined by site/vite.config.ts
 * from build/buildSite.mjs (empty in a build that was not given one).
 */
declare const __CLIENT_VERSION__: string;
