/**
 * `npm run soak`: concurrent guest flows (quote → temporary order → create-order → pay with the
 * offline test gateway) for a fixed time against real server processes, while a server is
 * killed with SIGKILL and started again; then a money check straight in the database.
 *
 * - phase 1: one server on PGlite, in a fresh temporary DATA_DIR;
 * - phase 2: two server processes on ONE PostgreSQL (same JWT_SECRET, different ports; the
 *   client spreads its calls over both) — the soak's own throw-away cluster, or DATABASE_URL
 *   when set (then only this run's orders are checked).
 *
 * Prints throughput (paid flows/s), errors by kind, the kills and the check; writes
 * bench/results/soak.json; exits 1 when a check fails or a phase could not run. Options in
 * options.ts (`--quick` is the short run meant for CI; `--pglite-only` without PostgreSQL).
 * Everything started — servers, the cluster, temporary folders — is removed on exit, Ctrl-C
 * included (cleanup.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type OpenDatabase, openPglite, openPostgres } from '../../src/db/database';
import { orders, payments } from '../../src/db/schema';
import { installCleanupHandlers, onCleanup } from './cleanup';
import { checkLedger, type LedgerReport } from './ledgerCheck';
import { type LoadResult, runLoad } from './loadRun';
import { OptionsError, parseOptions, type SoakOptions } from './options';
import { findPostgres, startCluster } from './postgresCluster';
import { ApiServer, freePort, type LogCounts } from './serverProcess';

const root = new URL('../../../../', import.meta.url).pathname;

interface PhaseReport {
  phase: string;
  database: string;
  servers: number;
  startSeconds?: number;
  loadSeconds?: number;
  /** Load time plus the drain of the flows under way when it was up. */
  totalSeconds?: number;
  flowsPerSecond?: number;
  flows?: { started: number; paid: number; unsettled: number; abandoned: number };
  errors?: Record<string, number>;
  kills?: LoadResult['kills'];
  crashes?: string[];
  inProgress?: { orders: number; longestSeconds: number; over30Seconds: number };
  /** Whole payments (first call to last answer, retries and waits included), in seconds. */
  payment?: { medianSeconds: number; longestSeconds: number; over5Seconds: number };
  notPaid?: { index: number; orderId?: number; outcome: string; reason?: string }[];
  serverLog?: Record<string, LogCounts>;
  check?: LedgerReport;
  error?: string;
}

const log = (line: string) => console.log(line);
const round1 = (n: number) => Math.round(n * 10) / 10;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function temporaryDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    remove: onCleanup(`folder ${dir}`, () => rmSync(dir, { recursive: true, force: true })),
  };
}

/** The load's figures into the phase's report, and printed. */
function describeLoad(report: PhaseReport, load: LoadResult): void {
  const measured = load.flows.filter((flow) => flow.index >= 0);
  const by = (outcome: string) => measured.filter((flow) => flow.outcome === outcome).length;
  report.loadSeconds = load.loadSeconds;
  report.totalSeconds = load.totalSeconds;
  report.flowsPerSecond = round1(load.paidWithinLoad / load.loadSeconds);
  report.flows = {
    started: measured.length,
    paid: by('paid'),
    unsettled: by('unsettled'),
    abandoned: by('abandoned'),
  };
  report.errors = Object.fromEntries(Object.entries(load.errors).sort(([, a], [, b]) => b - a));
  report.kills = load.kills;
  report.crashes = load.crashes;
  const waits = load.flows.flatMap((flow) =>
    flow.inProgressMs === undefined ? [] : [flow.inProgressMs / 1000],
  );
  report.inProgress = {
    orders: waits.length,
    longestSeconds: round1(Math.max(0, ...waits)),
    over30Seconds: waits.filter((seconds) => seconds > 30).length,
  };
  const payments = measured
    .flatMap((flow) => (flow.paymentMs === undefined ? [] : [flow.paymentMs / 1000]))
    .sort((a, b) => a - b);
  report.payment = {
    medianSeconds: Math.round((payments[Math.floor(payments.length / 2)] ?? 0) * 1000) / 1000,
    longestSeconds: round1(payments.at(-1) ?? 0),
    over5Seconds: payments.filter((seconds) => seconds > 5).length,
  };
  report.notPaid = load.flows
    .filter((flow) => flow.outcome !== 'paid')
    .slice(0, 50)
    .map(({ index, orderId, outcome, reason }) => ({
      index,
      ...(orderId !== undefined ? { orderId } : {}),
      outcome,
      ...(reason ? { reason } : {}),
    }));

  log(
    `  load: ${load.loadSeconds} s, ${load.totalSeconds} s with the drain — ` +
      `${report.flows.started} flows started: ${report.flows.paid} paid, ` +
      `${report.flows.unsettled} unsettled, ${report.flows.abandoned} abandoned`,
  );
  log(
    `  throughput: ${report.flowsPerSecond} paid flows/s (${load.paidWithinLoad} paid within the ${load.loadSeconds} s)`,
  );
  const errors = Object.entries(report.errors);
  log(errors.length ? '  errors by kind (every failed call, retried or not):' : '  errors: none');
  for (const [kind, count] of errors) log(`    ${String(count).padStart(5)}  ${kind}`);
  log(
    `  payments (first call to last answer, retries included): median ${report.payment.medianSeconds} s, ` +
      `longest ${report.payment.longestSeconds} s, ${report.payment.over5Seconds} over 5 s`,
  );
  if (report.inProgress.orders > 0) {
    log(
      `  409 "in progress": ${report.inProgress.orders} payment(s) waited, longest ` +
        `${report.inProgress.longestSeconds} s (${report.inProgress.over30Seconds} over 30 s)`,
    );
  }
  for (const flow of report.notPaid.slice(0, 10)) {
    log(
      `  not paid: flow ${flow.index} order ${flow.orderId ?? '-'} ${flow.outcome}: ${flow.reason}`,
    );
  }
  for (const crash of load.crashes) log(`  ! ${crash}`);
}

function describeServerLogs(report: PhaseReport, servers: ApiServer[]): void {
  report.serverLog = Object.fromEntries(servers.map((s) => [s.spec.name, s.logCounts]));
  for (const server of servers) {
    const lines = Object.entries(server.logCounts).sort(([, a], [, b]) => b - a);
    if (lines.length === 0) continue;
    log(`  ${server.spec.name} logged (warn and above):`);
    for (const [message, count] of lines.slice(0, 8)) {
      log(`    ${String(count).padStart(5)}  ${message}`);
    }
  }
}

function describeCheck(check: LedgerReport): void {
  const f = check.figures;
  log(
    `  check: ${check.ok ? 'OK' : `FAILED (${check.problemCount} problem(s))`} — ` +
      `${f.answeredPaid} orders answered paid, ${f.ordersPaid} paid in the database ` +
      `(${f.paidWithoutAnswer} without a 2xx seen), ${f.charges} charges, ` +
      `${dollars(f.chargedCents)} charged = ${dollars(f.paidTotalCents)} of paid orders' totals` +
      (f.chargedCents === f.paidTotalCents ? '' : ' ✗'),
  );
  log(
    `         ${f.duplicateChargesRefunded} duplicate charge(s) refunded, ` +
      `${f.attemptsLeftOpen} payment attempt(s) left pending/error, ` +
      `${f.unsettled.length} unsettled order(s)` +
      (f.unsettled.length
        ? `: ${f.unsettled.map((u) => `${u.orderId} ${u.state}`).join(', ')}`
        : ''),
  );
  if (f.resumedAttempts.length > 0) {
    log(
      `         ${f.resumedAttempts.length} attempt(s) settled > 3 s after opening (a kill hit them, ` +
        `a retry resumed them): ${f.resumedAttempts
          .map(
            (a) =>
              `order ${a.orderId} after ${a.settledAfterSeconds} s` +
              (a.chargedBeforeKill ? ' (charged before the kill)' : ''),
          )
          .join(', ')}`,
    );
  }
  for (const line of check.problems) log(`    ✗ ${line}`);
}

/** Load, stop the servers (a clean SIGTERM), then the check on the database they leave. */
async function loadAndCheck(
  report: PhaseReport,
  servers: ApiServer[],
  options: SoakOptions,
  prefix: string,
  openForCheck: () => Promise<OpenDatabase>,
  orderWatermark: number,
  since: Date,
  pendingAttempts?: (keys: string[]) => Promise<string[]>,
): Promise<void> {
  let load: LoadResult;
  try {
    load = await runLoad({
      servers,
      seconds: options.seconds,
      concurrency: options.concurrency,
      kills: options.kills,
      giveUpMs: options.giveUpSeconds * 1000,
      idempotencyPrefix: prefix,
      log,
      ...(pendingAttempts ? { pendingAttempts } : {}),
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    describeServerLogs(report, servers);
  }
  describeLoad(report, load);
  const database = await openForCheck();
  try {
    report.check = await checkLedger({
      db: database.db,
      answeredPaid: load.flows.flatMap((f) =>
        f.outcome === 'paid' && f.orderId !== undefined ? [f.orderId] : [],
      ),
      unsettled: load.flows.flatMap((f) =>
        f.outcome === 'unsettled' && f.orderId !== undefined ? [f.orderId] : [],
      ),
      orderWatermark,
      since,
    });
  } finally {
    await database.close();
  }
  describeCheck(report.check);
}

async function pglitePhase(options: SoakOptions, runId: string): Promise<PhaseReport> {
  const data = temporaryDir('bikeship-soak-pglite-');
  const report: PhaseReport = { phase: 'pglite', database: 'PGlite', servers: 1 };
  log(`\n▶ phase 1: one server on PGlite (DATA_DIR ${data.dir})`);
  try {
    const server = new ApiServer({
      name: 'pglite',
      port: await freePort(),
      dataDir: data.dir,
      env: {},
    });
    const since = new Date();
    report.startSeconds = round1((await server.start()) / 1000);
    log(`  ${server.url} started in ${report.startSeconds} s`);
    await loadAndCheck(
      report,
      [server],
      options,
      `soak-${runId}-pglite`,
      // The server has stopped and released the folder: the check opens it itself.
      () => openPglite({ dataDir: join(data.dir, 'db') }),
      0,
      since,
    );
  } finally {
    data.remove();
  }
  return report;
}

async function postgresPhase(
  options: SoakOptions,
  runId: string,
  bin: string | undefined,
): Promise<PhaseReport> {
  const report: PhaseReport = { phase: 'postgres', database: '', servers: 2 };
  let url = process.env.DATABASE_URL;
  let stopCluster: (() => void) | undefined;
  if (!url) {
    if (!bin) throw new Error('PostgreSQL is not installed');
    const port = Number(process.env.SOAK_PG_PORT) || (await freePort());
    const cluster = startCluster(bin, port);
    stopCluster = cluster.stop;
    url = cluster.url;
    report.database = `PostgreSQL ${cluster.version} (throw-away cluster, ${url})`;
  } else {
    report.database = 'PostgreSQL (DATABASE_URL; only this run’s orders are checked)';
  }
  log(`\n▶ phase 2: two servers on ${report.database}`);
  const dirs = [temporaryDir('bikeship-soak-pg-a-'), temporaryDir('bikeship-soak-pg-b-')];
  try {
    const jwtSecret = randomBytes(36).toString('base64url');
    const servers: ApiServer[] = [];
    for (const [i, dir] of dirs.entries()) {
      servers.push(
        new ApiServer({
          name: `postgres-${'ab'[i]}`,
          port: await freePort(),
          dataDir: dir.dir,
          env: { DATABASE_URL: url, JWT_SECRET: jwtSecret },
        }),
      );
    }
    const since = new Date();
    // Both at once: migrations and seeding take advisory locks for exactly this.
    const startMs = await Promise.all(servers.map((server) => server.start()));
    report.startSeconds = round1(Math.max(...startMs) / 1000);
    log(`  ${servers.map((s) => s.url).join(' and ')} started in ${report.startSeconds} s`);
    const databaseUrl = url;
    // The soak's own connection while the servers run: the watermark, and the kills' aim.
    const probe = openPostgres(databaseUrl);
    try {
      const [row] = await probe.db
        .select({ max: sql<number>`coalesce(max(${orders.orderId}), 0)` })
        .from(orders);
      const pendingAttempts = async (keys: string[]) =>
        (
          await probe.db
            .select({ key: payments.idempotencyKey })
            .from(payments)
            .where(and(inArray(payments.idempotencyKey, keys), eq(payments.status, 'pending')))
        ).map((r) => r.key);
      await loadAndCheck(
        report,
        servers,
        options,
        `soak-${runId}-postgres`,
        async () => openPostgres(databaseUrl),
        Number(row?.max ?? 0),
        since,
        pendingAttempts,
      );
    } finally {
      await probe.close();
    }
  } finally {
    for (const dir of dirs) dir.remove();
    stopCluster?.();
  }
  return report;
}

async function main(): Promise<number> {
  installCleanupHandlers();
  let options: SoakOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    console.error(`soak: ${error.message}`);
    return 2;
  }
  const began = performance.now();
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  log(
    `soak${options.quick ? ' --quick' : ''}: ${options.seconds} s per phase, ${options.concurrency} ` +
      `concurrent guest flows, ${options.kills} SIGKILL + restart per phase, a call given up after ` +
      `${options.giveUpSeconds} s`,
  );

  // Decided before phase 1, so a missing PostgreSQL fails at once rather than after it.
  const postgres = findPostgres();
  let skipped: string | undefined;
  if (options.pgliteOnly) {
    skipped =
      '--pglite-only' +
      ('missing' in postgres && !process.env.DATABASE_URL ? ` (${postgres.missing})` : '');
  } else if ('missing' in postgres && !process.env.DATABASE_URL) {
    console.error(
      `soak: ${postgres.missing}. Install it, set DATABASE_URL, or run \`npm run soak -- --pglite-only\`.`,
    );
    return 1;
  }

  const phases: PhaseReport[] = [];
  const run = async (name: string, phase: () => Promise<PhaseReport>) => {
    try {
      phases.push(await phase());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`  ✗ phase ${name} could not run: ${message}`);
      phases.push({ phase: name, database: '', servers: 0, error: message });
    }
  };
  await run('pglite', () => pglitePhase(options, runId));
  if (skipped) log(`\n▶ phase 2 (two servers on PostgreSQL): SKIPPED — ${skipped}`);
  else
    await run('postgres', () =>
      postgresPhase(options, runId, 'bin' in postgres ? postgres.bin : undefined),
    );

  const failures = phases.flatMap((p) => {
    if (p.error) return [`${p.phase}: ${p.error.split('\n')[0]}`];
    const found: string[] = [];
    if (!p.check?.ok) found.push(`${p.phase}: the check failed`);
    if (!p.flows?.paid) found.push(`${p.phase}: no flow was paid`);
    // A server that cannot come back after SIGKILL (a damaged data folder…), or that dies on
    // its own under load, is a failure even when the money adds up.
    for (const kill of p.kills ?? []) {
      if (kill.restartError) found.push(`${p.phase}: ${kill.server} did not restart after a kill`);
    }
    if (p.crashes?.length) found.push(`${p.phase}: ${p.crashes.join('; ')}`);
    return found;
  });
  const seconds = round1((performance.now() - began) / 1000);
  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'soak.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        options,
        seconds,
        ok: failures.length === 0,
        failures,
        ...(skipped ? { skipped: { postgres: skipped } } : {}),
        phases,
      },
      null,
      2,
    ),
  );
  log(`\nwritten: bench/results/soak.json (the whole run took ${seconds} s)`);
  log(failures.length ? `soak: FAILED — ${failures.join('; ')}` : 'soak: every check passed');
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
