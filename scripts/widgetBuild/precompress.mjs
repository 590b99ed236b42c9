/**
 * A rollup plugin that writes each built script and the manifest twice more beside itself,
 * compressed once at build time at the highest levels: `file.br` (brotli, quality 11) and
 * `file.gz` (gzip, level 9). The API serves them for `/widgets/*` by the request's
 * Accept-Encoding (packages/api/src/routes/widgets.ts).
 *
 * Why at build time: brotli at quality 11 is ≈ 11 % smaller than gzip -9 for these scripts (and
 * more than the gzip a server makes on the fly), but far too slow to run per request; compressed
 * once, every request gets the smallest file at no cost. Source maps are left out: only developer tools fetch them, and
 * the server still compresses them on the fly.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The files a page downloads: scripts and the manifest. */
const COMPRESSED = /\.(js|json)$/;

/** @param {Buffer} content */
const brotli = (content) =>
  brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });

/**
 * Writes `path.br` and `path.gz` beside a file (the site's build uses it for its assets and pages).
 * @param {string} path
 */
export async function compressBeside(path) {
  const content = await readFile(path);
  await Promise.all([
    writeFile(`${path}.br`, brotli(content)),
    writeFile(`${path}.gz`, gzipSync(content, { level: 9 })),
  ]);
}

/** @returns {import('rollup').Plugin} */
export function precompress() {
  return {
    name: 'bikeship-precompress',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? dirname(options.file ?? '.');
      const files = Object.keys(bundle).filter((fileName) => COMPRESSED.test(fileName));
      await Promise.all(files.map((fileName) => compressBeside(join(dir, fileName))));
    },
  };
}
