#!/usr/bin/env node
// `npm run bench`: every benchmark, each a script that prints its figures and writes
// bench/results/*.json — the core rules (Vitest bench), the API under load, the widget in
// Chromium, the site in Lighthouse. All run even when one misses its target (a missed target must not hide the other
// figures); the exit code is non-zero when any of them failed or missed.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const benches = [
  [
    'core rules',
    'npx',
    ['vitest', 'bench', '--run', '--project', 'core', '--outputJson', 'bench/results/core.json'],
  ],
  ['API under load', process.execPath, ['--import', 'tsx', 'packages/api/bench/apiBench.ts']],
  [
    'widget in Chromium',
    process.execPath,
    ['--import', 'tsx', 'packages/quote-widget/bench/widgetBench.ts'],
  ],
  ['site in Lighthouse', process.execPath, ['site/bench/siteBench.mjs']],
];
const failed = [];
for (const [name, command, args] of benches) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed.push(name);
}
console.log(
  failed.length
    ? `\nbench: ${failed.join(', ')} failed or missed a target`
    : '\nbench: all targets met',
);
process.exit(failed.length ? 1 : 0);
