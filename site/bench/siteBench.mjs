#!/usr/bin/env node
// The site's Lighthouse benchmark (`npm run bench`, scripts/bench.mjs): Lighthouse 12 with the
// system Chromium, its default mobile profile (a mid-range phone, simulated slow 4G and a 4×
// slower CPU), on `/`, `/ship`, `/login`, two content pages (`/aboutus`, the packing guides of
// `/pack`), the Bike Shop Finder and a seeded event's page of a freshly built site served by
// `npm start`'s server on a fresh database (scripts/serve-fresh.mjs). Each page is measured
// RUNS times, each in a Chromium of its own, and the median run is kept; the figures go to
// bench/results/site.json. Exits non-zero when a page misses a target.
//
// Why a median of 5, after a warm-up run of each page that is not counted: the machine's two
// cores are shared, and a run's performance score moves by a few points with the load of the
// moment — the first runs after the server starts (its build just finished, its database
// warming) were the slowest, and with three runs one of them could be the median.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// chrome-launcher is Lighthouse's own launcher (its dependency), used as its documentation does.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = new URL('../..', import.meta.url).pathname;
// The event page is the catch-all `/:event` with a seeded event (packages/api/src/db/seed/events.ts).
const PAGES = ['/', '/ship', '/login', '/aboutus', '/pack', '/bicycleshops', '/cascade-gran-fondo'];
const RUNS = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Issue targets, as Lighthouse scores (0–100). */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
// The flags of the machine's Chromium (TOOLCHAIN.md "Browser for tests"): without the networking
// ones it floods the closed network.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts the server on a fresh database with the widgets and the site built; resolves to its URL. */
async function startServer() {
  const child = spawn(process.execPath, ['scripts/serve-fresh.mjs', '--build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = output.match(/running on (http:\/\/\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { url, child };
}

/** One Lighthouse run of a page in a Chromium of its own: its scores and figures. */
async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id];
    const scripts = audit('resource-summary')?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    // What keeps a category below 100: its audits that did not pass, by id.
    const failing = Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => audit(ref.id))
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => `${a.id}${id === 'performance' ? ` (${a.displayValue ?? a.score})` : ''}`),
      ]),
    );
    return {
      scores,
      lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
      tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
      cls: Number((audit('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3)),
      transferredJsBytes: scripts?.transferSize ?? 0,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * measure(), tried once more when Lighthouse itself failed to record the load (it reports
 * NO_NAVSTART and the like now and then on a busy machine): a broken recording is no figure.
 */
async function measureOnce(url) {
  try {
    return await measure(url);
  } catch (error) {
    console.error(`${url}: ${error instanceof Error ? error.message : error} — measuring again`);
    return measure(url);
  }
}

/** The run whose performance score is the median of the page's runs. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const server = await startServer();
  const pages = [];
  try {
    for (const path of PAGES) await measureOnce(`${server.url}${path}`);
    for (const path of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(`${server.url}${path}`));
      const median = medianRun(runs);
      const missed = Object.entries(TARGETS)
        .filter(([id, target]) => median.scores[id] < target)
        .map(([id]) => id);
      pages.push({ path, ...median, runs: runs.map((r) => r.scores), missed });
      const s = median.scores;
      console.log(
        `site ${path}: performance ${s.performance}, accessibility ${s.accessibility}, ` +
          `best practices ${s['best-practices']}, SEO ${s.seo}; LCP ${median.lcpMs} ms, ` +
          `TBT ${median.tbtMs} ms, CLS ${median.cls}, JS ${(median.transferredJsBytes / 1024).toFixed(1)} KB ` +
          `transferred — ${missed.length ? `MISSED ${missed.join(', ')}` : 'targets met'}`,
      );
      for (const [category, ids] of Object.entries(median.failing)) {
        if (ids.length) console.log(`  ${category} audits not passed: ${ids.join(', ')}`);
      }
    }
  } finally {
    await new Promise((done) => {
      server.child.once('exit', () => done());
      server.child.kill('SIGTERM');
    });
  }
  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'site.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: `mobile profile (default), median of ${RUNS} runs by performance score, after a warm-up run`,
        targets: TARGETS,
        pages,
      },
      null,
      2,
    )}\n`,
  );
  console.log('written: bench/results/site.json');
  if (pages.some((page) => page.missed.length)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
