import { readFileSync } from 'node:fs';

/**
 * The product's version: the root package.json's. The site and widgets are built from the same
 * tree, so it is also the client-version the browser compares against (shell §4 version check).
 */
export const APP_VERSION: string =
  (
    JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    }
  ).version ?? '0.0.0';
