#!/usr/bin/env node
// Size budgets: each entry is bundled for the browser with its dependencies, minified, and
// gzipped at level 9 — what a partner page downloads. Prints a table; with --json=FILE also
// writes the figures. Exits non-zero when a budget is exceeded.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/**
 * Budgets in bytes of gzip. Widget budgets join here with their issues.
 *
 * The whole-core target of issue 2 is 15 KB; the core measures 31 KB today (zod/mini ≈ 7.7 KB,
 * the schemas of every call ≈ 6 KB, ofetch + ufo + destr ≈ 4 KB). Until it is cut down, its budget
 * is a RATCHET at today's size so it cannot grow, and the line says the target is not met.
 */
const budgets = [
  {
    name: '@bikeship/core (whole browser entry) — interim ratchet, target 15 KB not yet met',
    entry: 'packages/core/src/index.ts',
    limit: 32 * 1024,
  },
  {
    name: '@bikeship/core/rules (with constants)',
    entry: 'packages/core/src/rules/index.ts',
    limit: 6 * 1024,
  },
];

const results = [];
for (const budget of budgets) {
  const out = await build({
    entryPoints: [join(root, budget.entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  results.push({ ...budget, minified: code.length, gzip, ok: gzip <= budget.limit });
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
for (const r of results) {
  console.log(
    `${r.ok ? '✓' : '✗'} ${r.name}: ${kb(r.gzip)} gzip (${kb(r.minified)} min), budget ${kb(r.limit)}`,
  );
}
const jsonArg = process.argv.find((a) => a.startsWith('--json='));
if (jsonArg) writeFileSync(jsonArg.slice('--json='.length), JSON.stringify(results, null, 2));
process.exit(results.every((r) => r.ok) ? 0 : 1);
