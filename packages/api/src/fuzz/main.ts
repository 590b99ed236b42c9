import { parseArgs } from 'node:util';
import { openPglite } from '../db/database';
import { formatReport } from './fuzzReport';
import { runFuzz } from './fuzzRun';
import { startFuzzServer } from './fuzzServer';
import { freshSeed } from './random';

/**
 * `npm run fuzz`: the full fuzz run against a fresh server on a new in-memory database
 * (migrated and seeded as on a first start). Prints what was sent, how the server answered and
 * every failure (grouped, with the smallest examples); exits 1 on any failure.
 *
 *   npm run fuzz -- --seed 1234 --requests 5000 --examples 5
 *   FUZZ_SEED=1234 FUZZ_REQUESTS=5000 npm run fuzz
 *
 * --examples all lists every single failure.
 */
const DEFAULT_REQUESTS = 20_000;

const USAGE = `Usage: npm run fuzz -- [--seed N] [--requests N] [--examples N|all]

  --seed N        replay a run (default: a fresh seed, printed first; or FUZZ_SEED)
  --requests N    how many requests to send (default ${DEFAULT_REQUESTS}; or FUZZ_REQUESTS)
  --examples N    failure examples shown per group (default 2); all lists every failure
  --help          this text`;

function wholeNumberOption(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number ≥ 0, not ${JSON.stringify(text)}`);
  }
  return value;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      requests: { type: 'string' },
      examples: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const seed = wholeNumberOption('--seed', values.seed ?? process.env.FUZZ_SEED, freshSeed());
  const requests = wholeNumberOption(
    '--requests',
    values.requests ?? process.env.FUZZ_REQUESTS,
    DEFAULT_REQUESTS,
  );
  const examples =
    values.examples === 'all'
      ? Number.POSITIVE_INFINITY
      : wholeNumberOption('--examples', values.examples, 2);
  console.log(`Fuzz seed ${seed} (replay: npm run fuzz -- --seed ${seed} --requests ${requests})`);
  console.log('Starting a server on a fresh database (migrate + seed)…');
  const server = await startFuzzServer(await openPglite());
  try {
    const result = await runFuzz(server.target, {
      seed,
      requests,
      onProgress: (sent) => console.log(`  ${sent} / ${requests} requests`),
    });
    console.log(`\n${formatReport(result, examples)}`);
    if (result.failures.length === 0) return 0;
    console.log(
      `\nEvery failure in full: npm run fuzz -- --seed ${seed} --requests ${requests} --examples all`,
    );
    return 1;
  } finally {
    await server.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A mistyped option says what is wrong and what the options are, not a stack trace.
    const badOption =
      error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
    console.error(badOption ? `${error.message}\n\n${USAGE}` : error);
    process.exitCode = 2;
  },
);
