#!/usr/bin/env node
// Starts `npm start`'s server on a FRESH database for the end-to-end tests and the widget
// benchmark: a new temporary DATA_DIR (migrated and seeded on start, removed on exit), 127.0.0.1,
// a free port unless PORT is set (the folder is BIKESHIP_E2E_DATA_DIR when given). With --build it
// builds the widget bundles first; the site always (unless BIKESHIP_SITE_BUILT is set).
//
// Its output is the server's own, so a caller waits for `running on http://…` (Playwright's
// webServer.wait, the benchmark's spawn) to learn the URL. SIGTERM/SIGINT stop the server and
// remove the data folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

if (process.argv.includes('--build')) {
  const workspaces = ['@bikeship/quote-widget', '@bikeship/account-widget'];
  const build = spawnSync(
    'npm',
    ['run', 'build', ...workspaces.flatMap((w) => ['-w', w]), '--silent'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) {
    console.error(`serve-fresh: the widget build failed\n${build.stderr}`);
    process.exit(1);
  }
}

// The site is built every time (a few seconds): its pages name the hashed assets of this tree,
// and a stale build would test the last release's pages.
if (!process.env.BIKESHIP_SITE_BUILT) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@bikeship/site', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    console.error(`serve-fresh: the site build failed\n${build.stderr}`);
    process.exit(1);
  }
}

// A caller that wants to read what the server wrote (Playwright: the mails in its outbox) names
// the folder; it is removed on exit all the same.
const dataDir = process.env.BIKESHIP_E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'bikeship-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  stdio: 'inherit',
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
server.once('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.kill('SIGTERM'));
}
