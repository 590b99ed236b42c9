/**
 * The soak's options: command-line flags first, then environment variables, then the mode's
 * defaults (`--quick`: the short bounded run meant for CI).
 *
 *   --seconds N / SOAK_SECONDS              load time per phase (default 30; quick 8)
 *   --concurrency N / SOAK_CONCURRENCY      concurrent guest flows (default 8; quick 4)
 *   --kills N / SOAK_KILLS                  SIGKILL + restart per phase (default 2; quick 1)
 *   --give-up N / SOAK_GIVE_UP_SECONDS      how long one call is retried before its order is
 *                                           counted 'unsettled' (default 150)
 *   --pglite-only                           phase 1 only (PostgreSQL missing)
 *   --quick                                 the CI run: 8 s, 4 flows, 1 kill per phase
 */

export interface SoakOptions {
  quick: boolean;
  seconds: number;
  concurrency: number;
  kills: number;
  giveUpSeconds: number;
  pgliteOnly: boolean;
}

/**
 * 150 s: today an attempt whose process died stays `pending` — answered 409 "in progress" — until
 * it is 2 minutes old (STALE_ATTEMPT_MS in services/paymentAttempts.ts); the next call then
 * resumes it. Giving up sooner would leave paid-for orders unpaid that a patient client settles.
 */
const DEFAULT_GIVE_UP_SECONDS = 150;

export class OptionsError extends Error {}

function positive(name: string, text: string | undefined, allowZero = false): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new OptionsError(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} number`);
  }
  return value;
}

export function parseOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): SoakOptions {
  const flags = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--quick' || arg === '--pglite-only') {
      switches.add(arg);
      continue;
    }
    const match = arg.match(/^--(seconds|concurrency|kills|give-up)(?:=(.*))?$/);
    if (!match?.[1]) throw new OptionsError(`unknown option ${arg}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new OptionsError(`${arg} needs a value`);
    flags.set(match[1], value);
  }
  const quick = switches.has('--quick');
  const pick = (flag: string, variable: string, fallback: number, allowZero = false) =>
    positive(`--${flag}`, flags.get(flag), allowZero) ??
    positive(variable, env[variable], allowZero) ??
    fallback;
  const options: SoakOptions = {
    quick,
    seconds: pick('seconds', 'SOAK_SECONDS', quick ? 8 : 30),
    concurrency: Math.round(pick('concurrency', 'SOAK_CONCURRENCY', quick ? 4 : 8)),
    kills: Math.round(pick('kills', 'SOAK_KILLS', quick ? 1 : 2, true)),
    giveUpSeconds: pick('give-up', 'SOAK_GIVE_UP_SECONDS', DEFAULT_GIVE_UP_SECONDS),
    pgliteOnly: switches.has('--pglite-only'),
  };
  if (options.concurrency < 1) throw new OptionsError('--concurrency must be at least 1');
  return options;
}
