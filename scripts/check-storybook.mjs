#!/usr/bin/env node
// The Storybook check of `npm test`: builds the static Storybook once, serves it on
// 127.0.0.1, opens it in ONE headless Chromium and, story after story (every story of
// storybook-static/index.json), asserts that the story rendered — Storybook finished it without
// an error display, no uncaught error, and its root has content — and that axe finds no serious or
// critical violation in it. One test per story.
//
//   node scripts/check-storybook.mjs [--no-build] [--json=FILE]
//
// --no-build checks the storybook-static/ already there; --json writes one row per story
// ({ id, title, name, ok, problems }). Chromium: $CHROMIUM_PATH or /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { systemChromium } from './systemChromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const axeSource = createRequire(require.resolve('@axe-core/playwright')).resolve(
  'axe-core/axe.min.js',
);
const staticDir = join(root, 'storybook-static');
const args = process.argv.slice(2);
const jsonArg = args.find((a) => a.startsWith('--json='));
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Ends the check: prints the closing line and writes the report. */
function finish(results, extraFailure) {
  const failedStories = results.filter((r) => !r.ok).length;
  const failed = failedStories + (extraFailure ? 1 : 0);
  if (extraFailure) console.error(`✗ ${extraFailure}`);
  if (jsonArg) writeFileSync(jsonArg.slice('--json='.length), JSON.stringify(results, null, 2));
  console.log(`storybook check took ${seconds()}`);
  console.log(`${results.length - failedStories} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

// 1. The static build, exactly as `npm run build-storybook` makes it.
if (!args.includes('--no-build')) {
  const build = spawnSync(
    join(root, 'node_modules', '.bin', 'storybook'),
    ['build', '--quiet', '--disable-telemetry', '-o', staticDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    finish([], 'the Storybook build failed');
  }
  console.log(`storybook built in ${seconds()}`);
}

const indexFile = join(staticDir, 'index.json');
if (!existsSync(indexFile)) finish([], `${indexFile} is missing: build the Storybook first`);
const stories = Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries).filter(
  (entry) => entry.type === 'story',
);
if (stories.length === 0) finish([], 'the Storybook has no stories');

let chromiumLaunch;
try {
  chromiumLaunch = systemChromium();
} catch (error) {
  finish([], error.message);
}

// 2. A tiny static server for the folder (the Storybook fetches index.json and its chunks).
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
  let file = join(staticDir, path);
  if (!file.startsWith(staticDir)) return response.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

/**
 * axe on the story: every rule in the light theme, then the colour rules again in the dark one
 * (the frame's `data-theme`, which is all the toolbar's theme changes). Serious and critical
 * violations only, as "rule: help (targets)".
 */
async function axeViolations(page) {
  const found = await page.evaluate(async () => {
    const frame = document.querySelector('#storybook-root .bs-story');
    const run = (options) =>
      window.axe.run('#storybook-root', { resultTypes: ['violations'], ...options });
    const light = await run({});
    if (!frame) return light.violations;
    const theme = frame.getAttribute('data-theme');
    frame.setAttribute('data-theme', 'dark');
    const dark = await run({ runOnly: ['color-contrast'] });
    frame.setAttribute('data-theme', theme);
    return [
      ...light.violations,
      ...dark.violations.map((violation) => ({ ...violation, id: `${violation.id} (dark theme)` })),
    ];
  });
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${violation.impact} ${violation.id}: ${violation.help} (${targets})`;
    });
}

/**
 * In the page: resolves once the story's DOM has not changed for 150 ms (at most 3 s — a story
 * with a running timer is judged as it is then).
 */
function settle() {
  const target = document.querySelector('#storybook-root');
  return new Promise((resolve) => {
    let quiet;
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(stop, 150);
    });
    const stop = () => {
      observer.disconnect();
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(stop, 3000);
    observer.observe(target, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    quiet = setTimeout(stop, 150);
  });
}

// 3. One browser, one page: the preview is loaded once and each story is selected through
// Storybook's channel (as its test runner does), so a story costs its render, not a page load.
const browser = await chromium.launch(chromiumLaunch);
const results = [];
try {
  const page = await (await browser.newContext()).newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${origin}/iframe.html`);
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue);
  // axe-core (the engine of @axe-core/playwright) is injected once; AxeBuilder would inject its
  // 600 KB source again for every story.
  await page.addScriptTag({ path: axeSource });
  await page.evaluate(() => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    // The a11y addon would run axe in the page after each story as well: it is switched off
    // (a11y.manual) so axe runs once per story, here, whatever a story's a11y parameters say.
    channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
    window.__storyCheck = { done: null, errors: [] };
    const done = (storyId, status) => {
      window.__storyCheck.done ??= { storyId, status };
    };
    channel.on('storyFinished', ({ storyId, status }) => done(storyId, status));
    channel.on('storyMissing', (storyId) => done(storyId, 'missing'));
    for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException']) {
      // The first line: Testing Library's messages go on with the whole DOM.
      channel.on(event, (error) => {
        const message = `${error?.message ?? error?.title ?? ''}`.split('\n')[0];
        window.__storyCheck.errors.push(`${event}: ${message}`);
      });
    }
  });

  for (const story of stories) {
    const problems = [];
    const storyStarted = Date.now();
    pageErrors.length = 0;
    await page.evaluate((storyId) => {
      window.__storyCheck.done = null;
      window.__storyCheck.errors = [];
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
    const finished = await page
      .waitForFunction((storyId) => window.__storyCheck.done?.storyId === storyId, story.id, {
        timeout: 15_000,
      })
      .then(() => true)
      .catch(() => false);
    // Effects may still be answering from the fake API: let the DOM settle before judging it.
    if (finished) await page.evaluate(settle);
    const state = await page.evaluate(() => {
      const storyRoot = document.querySelector('#storybook-root');
      const content = storyRoot?.querySelector('.bs-story') ?? storyRoot;
      return {
        ...window.__storyCheck,
        errorDisplay: document.body.classList.contains('sb-show-errordisplay'),
        errorText: document.querySelector('#error-message')?.textContent?.trim() ?? '',
        hasContent: Boolean(content && content.childElementCount > 0),
      };
    });
    if (!finished) problems.push('Storybook did not finish rendering it within 15 s');
    else if (state.done.status !== 'success') problems.push(`Storybook: ${state.done.status}`);
    problems.push(...state.errors);
    if (state.errorDisplay) problems.push(`error display: ${state.errorText}`);
    if (!state.hasContent) problems.push('its root is empty');
    for (const message of pageErrors) problems.push(`uncaught: ${message}`);

    if (!state.errorDisplay && state.hasContent) {
      for (const violation of await axeViolations(page)) problems.push(`axe ${violation}`);
    }

    const ok = problems.length === 0;
    results.push({ id: story.id, title: story.title, name: story.name, ok, problems });
    console.log(
      `${ok ? '✓' : '✗'} ${story.title} › ${story.name} (${Date.now() - storyStarted} ms)`,
    );
    for (const problem of problems) console.log(`    ${problem}`);
  }
} catch (error) {
  await browser.close();
  server.close();
  finish(results, `the check stopped: ${error.message}`);
}
await browser.close();
server.close();
finish(results);
