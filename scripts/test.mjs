#!/usr/bin/env node
// `npm test`: every suite of the workspace, in order, without stopping at the first failure,
// then ONE closing line `N passed, N failed` that sums them all (the line CI reads).
//
// Suites: type-check (1 check), lint + format (1 check), Vitest unit and API tests (each test
// counts; a test file that fails to load counts as a failure), the size budgets (each budget
// counts; they build the widgets and the site), the Storybook check (each story counts) and the
// Playwright end-to-end tests (each test counts; a run that stops before its tests, e.g. its server
// does not start, counts as one failure), then the API's HTTP tests once more on a throw-away
// PostgreSQL (scripts/with-postgres.sh runs this script with `--api-only`, DATABASE_URL set), then
// a bounded soak of the payment flow with processes killed mid-way (`npm run soak -- --quick`).
//
// Before any suite it makes sure the machine has Debian's Chromium and PostgreSQL
// (scripts/systemDeps.mjs): installed when run as root, else it stops at once naming the command.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemPackages } from './systemDeps.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.vitest-results');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Runs a command with inherited output; returns true when it exits 0. */
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command.replace(root, '')} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) console.error(result.error.message);
  return result.status === 0;
}

const apiOnly = process.argv.includes('--api-only');
if (!apiOnly) {
  const machine = ensureSystemPackages();
  if (!machine.ok) {
    console.error(machine.message);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}
const totals = { passed: 0, failed: 0 };
const lines = [];
function record(label, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${failed ? '✗' : '✓'} ${label}: ${passed} passed, ${failed} failed`);
}

// 1. Type-check the whole workspace from the root config.
if (!apiOnly) checkTypesAndLint();
function checkTypesAndLint() {
  const typesOk = run('type-check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  record('type-check', typesOk ? 1 : 0, typesOk ? 0 : 1);

  // 2. Lint and format check.
  const lintOk = run('lint', bin('biome'), ['check', '.']);
  record('lint', lintOk ? 1 : 0, lintOk ? 0 : 1);
}

// 3. Unit tests, counted from Vitest's JSON report.
if (!apiOnly) rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const unitReport = join(resultsDir, apiOnly ? 'api-postgres.json' : 'unit.json');
const testsLabel = apiOnly
  ? `API tests on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`
  : 'unit and API tests';
const unitOk = run(testsLabel, bin('vitest'), [
  'run',
  ...(apiOnly ? ['--project', 'api'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);
try {
  const report = JSON.parse(readFileSync(unitReport, 'utf8'));
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failed = report.numFailedTests + brokenFiles;
  record(testsLabel, report.numPassedTests, failed || (unitOk ? 0 : 1));
} catch {
  record(testsLabel, 0, 1);
}

// 4. Size budgets (they build the widget bundles first — the quote and the account widget — and
// the site).
let widgetBuilt = false;
let siteBuilt = false;
if (!apiOnly) checkSizes();
function checkSizes() {
  const sizeReport = join(resultsDir, 'size.json');
  run('size budgets', process.execPath, [join(root, 'scripts/size.mjs'), `--json=${sizeReport}`]);
  try {
    const budgets = JSON.parse(readFileSync(sizeReport, 'utf8'));
    const failed = budgets.filter((b) => !b.ok).length;
    record('size budgets', budgets.length - failed, failed);
    widgetBuilt = !budgets.some((b) => / widget build$/.test(b.name));
    siteBuilt = !budgets.some((b) => b.name === 'site build');
  } catch {
    record('size budgets', 0, 1);
  }
}

// 5. Storybook: the static build renders every story without an error and axe finds no serious
// or critical violation in it (scripts/check-storybook.mjs; each story counts).
if (!apiOnly) checkStorybook();
function checkStorybook() {
  const storyReport = join(resultsDir, 'storybook.json');
  const ok = run('storybook', process.execPath, [
    join(root, 'scripts/check-storybook.mjs'),
    `--json=${storyReport}`,
  ]);
  try {
    const stories = JSON.parse(readFileSync(storyReport, 'utf8'));
    const failed = stories.filter((story) => !story.ok).length;
    // A build that failed, or a check that stopped, counts as one more failure.
    record('storybook', stories.length - failed, failed || (ok ? 0 : 1));
  } catch {
    record('storybook', 0, 1);
  }
}

// 6. End-to-end tests in the system Chromium, counted from Playwright's JSON report.
if (!apiOnly) runEndToEnd();
function runEndToEnd() {
  const report = join(resultsDir, 'playwright.json');
  const ok = run('end-to-end tests', bin('playwright'), ['test', '--reporter=line,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    // The size step has just built the widgets and the site: the test server need not build
    // them again (scripts/serve-fresh.mjs).
    ...(widgetBuilt ? { BIKESHIP_WIDGET_BUILT: '1' } : {}),
    ...(siteBuilt ? { BIKESHIP_SITE_BUILT: '1' } : {}),
  });
  try {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    const passed = stats.expected + stats.flaky;
    record('end-to-end tests', passed, stats.unexpected || (ok ? 0 : 1));
  } catch {
    record('end-to-end tests', 0, 1);
  }
}

// 7. The API's HTTP tests again, on a real PostgreSQL (the many-processes deployment).
if (!apiOnly) runApiOnPostgres();
function runApiOnPostgres() {
  const ok = run('API tests on PostgreSQL', 'bash', [
    join(root, 'scripts/with-postgres.sh'),
    process.execPath,
    join(root, 'scripts/test.mjs'),
    '--api-only',
  ]);
  try {
    const report = JSON.parse(readFileSync(join(resultsDir, 'api-postgres.json'), 'utf8'));
    record('API tests on PostgreSQL', report.numPassedTests, report.numFailedTests || (ok ? 0 : 1));
  } catch {
    record('API tests on PostgreSQL', 0, 1);
  }
}

// 8. A bounded soak: concurrent guest flows against a PGlite server, then two processes on one
// PostgreSQL, each killed with SIGKILL and restarted while paying; every paid order is paid once
// and the gateway's charges equal the orders' totals (packages/api/bench/soak).
if (!apiOnly) {
  const soakOk = run('soak (quick)', process.execPath, [
    '--import',
    'tsx',
    join(root, 'packages/api/bench/soak/main.ts'),
    '--quick',
  ]);
  record('soak (quick)', soakOk ? 1 : 0, soakOk ? 0 : 1);
}

console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
