import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FreshServer {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Its data folder (its outbox is there: tests/support/outbox.ts). */
  dataDir: string;
  /** Stops it; scripts/serve-fresh.mjs removes its data folder. */
  stop(): Promise<void>;
}

/**
 * A second server for a spec that needs its own configuration (e.g. a short session lifetime),
 * started as Playwright starts the shared one — scripts/serve-fresh.mjs on a fresh database, a
 * free port — but without building: the shared server's start has built the widgets and the
 * site already, and building the site again would empty the folder the shared server is serving
 * (its pages went missing under the tests running beside). Its own data folder: the shared one's
 * (BIKESHIP_E2E_DATA_DIR) is locked by that server.
 */
export async function startFreshServer(env: Record<string, string>): Promise<FreshServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bikeship-e2e-own-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve-fresh.mjs'], {
    env: {
      ...process.env,
      ...env,
      BIKESHIP_SITE_BUILT: '1',
      PORT: '0',
      BIKESHIP_E2E_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((found, failed) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) found(match[1]);
    });
    child.once('exit', (code) => failed(new Error(`the server stopped (${code}): ${output}`)));
  });
  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((stopped) => {
        if (child.exitCode !== null) return stopped();
        child.once('exit', () => stopped());
        child.kill('SIGTERM');
      }),
  };
}
