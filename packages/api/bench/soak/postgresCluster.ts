import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup';

/**
 * A throw-away PostgreSQL cluster for phase 2, made the way scripts/with-postgres.sh makes one:
 * Debian's newest /usr/lib/postgresql/N/bin, initdb in a temporary folder, the server on
 * 127.0.0.1 with trust authentication and fsync off (only the API processes are killed here,
 * never PostgreSQL, so fsync would guard nothing the soak tests). Run as root, it runs as the
 * `postgres` user, as initdb refuses root.
 *
 * Unlike with-postgres.sh it takes a free port rather than 25432: `npm test`'s own PostgreSQL
 * pass may be using that one on a shared machine.
 */

export interface Cluster {
  url: string;
  version: string;
  /** Stops the server and removes its folder (also registered for Ctrl-C). */
  stop(): void;
}

/** The newest PostgreSQL bin folder, or why there is none. */
export function findPostgres(): { bin: string } | { missing: string } {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) {
    return {
      missing: `PostgreSQL is not installed (no ${base}/*/bin/initdb; apt-get install -y postgresql)`,
    };
  }
  return { bin: join(base, newest, 'bin') };
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the postgres user when we are root (initdb refuses root). */
function asDbUser(command: string, args: string[]): { ok: boolean; output: string } {
  const [file, fileArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, fileArgs, { encoding: 'utf8', timeout: 120_000 });
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`,
  };
}

export function startCluster(bin: string, port: number): Cluster {
  const dataDir = mkdtempSync(join(tmpdir(), 'bikeship-soak-pg-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (isRoot()) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dataDir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const pgCtl = join(bin, 'pg_ctl');
  let started = false;
  const stop = onCleanup('the PostgreSQL cluster', () => {
    // `immediate` is enough for a cluster about to be deleted, and quick on Ctrl-C.
    if (started) asDbUser(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    removeDir();
  });
  const init = asDbUser(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-locale',
    '-E',
    'UTF8',
  ]);
  if (!init.ok) {
    stop();
    throw new Error(`initdb failed:\n${init.output}`);
  }
  const logFile = join(dataDir, 'server.log');
  const start = asDbUser(pgCtl, [
    '-D',
    dataDir,
    '-w',
    '-l',
    logFile,
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off`,
    'start',
  ]);
  started = true;
  if (!start.ok) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    stop();
    throw new Error(`PostgreSQL did not start:\n${start.output}\n${log}`);
  }
  // "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)": the third word.
  const version = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' })
    .stdout.trim()
    .split(' ')[2];
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version: version ?? '?', stop };
}
