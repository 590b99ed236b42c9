// What `npm test` needs from the machine besides node_modules: Debian's Chromium (the end-to-end
// tests, the Storybook check; a test tool's own browser download cannot work on our machines) and
// Debian's PostgreSQL (the API tests' second pass). On a fresh machine run as root they are
// installed with apt-get; anyone else is told the one command that does it, before any suite runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const postgresRoot = '/usr/lib/postgresql';

/** @returns {string | undefined} the newest PostgreSQL `bin` folder with an initdb, if any */
export function postgresBin() {
  if (!existsSync(postgresRoot)) return undefined;
  const versions = readdirSync(postgresRoot)
    .filter((version) => existsSync(`${postgresRoot}/${version}/bin/initdb`))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? `${postgresRoot}/${newest}/bin` : undefined;
}

function chromiumPresent() {
  return existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium');
}

/** The Debian packages the machine still lacks. */
export function missingSystemPackages() {
  return [...(chromiumPresent() ? [] : ['chromium']), ...(postgresBin() ? [] : ['postgresql'])];
}

/**
 * Installs what is missing when it can (root with apt-get); else returns the command to run.
 * @returns {{ ok: true } | { ok: false, message: string }}
 */
export function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return { ok: true };
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    return {
      ok: false,
      message: `npm test needs ${missing.join(' and ')}; install with: sudo ${command}`,
    };
  }
  console.log(`▶ installing ${missing.join(', ')} (${command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status === 0) {
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  }
  if (missingSystemPackages().length > 0) {
    return { ok: false, message: `installing ${missing.join(' ')} failed; run: ${command}` };
  }
  return { ok: true };
}
