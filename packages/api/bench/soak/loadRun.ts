import { type FlowContext, type FlowRecord, guestFlow, protectionCost } from './guestFlow';
import type { ApiServer } from './serverProcess';

/**
 * One phase's load: `concurrency` guests each running flows back to back for `seconds`, while a
 * killer SIGKILLs a server `kills` times (the servers in turn) and starts it again at once. When
 * the time is up no new flow starts, and the flows under way finish (drain): a payment caught
 * by a kill may take up to the give-up time to settle.
 */

export interface KillRecord {
  server: string;
  /** Seconds after the load started. */
  atSeconds: number;
  /** Payment calls to that server waiting for their answer when it was killed. */
  paymentsInFlight: number;
  /** How long after seeing a payment in flight the kill waited. */
  aimedMs: number;
  /**
   * Whether an attempt of a payment in flight to the server was open (`pending`) in the database
   * at the kill — the window between opening and settling. Unknown (absent) without a probe.
   */
  hitOpenAttempt?: boolean;
  /** Flows under way (all servers) at the kill. */
  flowsInFlight: number;
  /** From the kill to the new process answering (`running on`), or why it did not restart. */
  restartMs?: number;
  restartError?: string;
}

export interface LoadResult {
  flows: FlowRecord[];
  errors: Record<string, number>;
  kills: KillRecord[];
  /** Restarts after exits the soak did not cause. */
  crashes: string[];
  loadSeconds: number;
  /** Flows (warm-up excluded) paid before the load time was up: the throughput's numerator. */
  paidWithinLoad: number;
  /** From the start of the load to the end of the last flow (drain included). */
  totalSeconds: number;
}

export interface LoadOptions {
  servers: ApiServer[];
  seconds: number;
  concurrency: number;
  kills: number;
  giveUpMs: number;
  idempotencyPrefix: string;
  log: (line: string) => void;
  /**
   * Which of these attempt keys are `pending` in the database now. Only where the soak can read
   * the database while the servers run (PostgreSQL; PGlite is locked to its one process).
   */
  pendingAttempts?: (keys: string[]) => Promise<string[]>;
}

/** How long the killer waits for a payment to be in flight to its target before killing anyway. */
const AIM_MS = 3000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { servers, seconds, concurrency, kills, log } = options;
  let aborted = false;
  const ctx: FlowContext = {
    servers: servers.map((server) => server.url),
    idempotencyPrefix: options.idempotencyPrefix,
    giveUpMs: options.giveUpMs,
    errors: {},
    paymentsInFlight: new Map(),
    paymentLatencies: [],
    aborted: () => aborted,
  };
  const crashes: string[] = [];
  for (const server of servers) {
    server.whenCrashed(() => {
      crashes.push(`${server.spec.name} exited on its own; restarting it`);
      log(`  ! ${server.spec.name} exited on its own: restarting it`);
      server.start().catch((error: unknown) => {
        crashes.push(`${server.spec.name} did not restart: ${String(error)}`);
      });
    });
  }

  // Outside the clock: the first quote of a process indexes the bundled place data (~2 s).
  const protectionFee = await protectionCost(ctx);
  const warmUp = await guestFlow(ctx, -1, protectionFee);
  if (warmUp.outcome !== 'paid') {
    throw new Error(`the warm-up flow did not pay: ${warmUp.reason ?? warmUp.outcome}`);
  }

  const started = performance.now();
  const loadEnd = started + seconds * 1000;
  const flows: FlowRecord[] = [warmUp];
  let next = 0;
  let underWay = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (performance.now() < loadEnd && !aborted) {
      underWay++;
      try {
        flows.push(await guestFlow(ctx, next++, protectionFee));
      } finally {
        underWay--;
      }
    }
  });

  const killRecords: KillRecord[] = [];
  const killer = (async () => {
    for (let k = 0; k < kills; k++) {
      // Evenly spread over the load time, each moved by up to ±10 % of the gap between kills.
      const gap = (seconds * 1000) / (kills + 1);
      const at = started + gap * (k + 1) + (Math.random() - 0.5) * 0.2 * gap;
      await pause(Math.max(0, at - performance.now()));
      const server = servers[k % servers.length];
      if (!server || aborted) return;
      // Aim at a payment in flight — the case the exactly-once design is about. Killed the
      // moment it is sent, the server would not even have read it, so:
      // - with a probe, wait until one of the payments in flight to this server has its attempt
      //   open (`pending`: opened, not settled; maybe charged) and kill then;
      // - without one (PGlite), wait a random fraction of a typical payment's time, which lands
      //   before the attempt is opened, between opening and charging, between charging and
      //   settling, or after: one random kill in several hits the open window (measured: 1 of 6).
      const aimStart = performance.now();
      const inFlight = () => ctx.paymentsInFlight.get(server.url) ?? new Set<string>();
      let hitOpenAttempt: boolean | undefined;
      while (inFlight().size === 0 && performance.now() < aimStart + AIM_MS) await pause(1);
      if (options.pendingAttempts) {
        hitOpenAttempt = false;
        while (performance.now() < aimStart + AIM_MS) {
          const keys = [...inFlight()];
          // A failed probe query only costs the aim, never the phase.
          const open = keys.length > 0 ? await options.pendingAttempts(keys).catch(() => []) : [];
          if (open.length > 0) {
            hitOpenAttempt = true;
            break;
          }
          await pause(2);
        }
      } else {
        await pause(Math.random() * median(ctx.paymentLatencies));
      }
      const record: KillRecord = {
        server: server.spec.name,
        atSeconds: Math.round((performance.now() - started) / 100) / 10,
        paymentsInFlight: inFlight().size,
        aimedMs: Math.round(performance.now() - aimStart),
        ...(hitOpenAttempt === undefined ? {} : { hitOpenAttempt }),
        flowsInFlight: underWay,
      };
      const killedAt = performance.now();
      await server.kill9();
      log(
        `  kill ${k + 1}: SIGKILL ${server.spec.name} at ${record.atSeconds} s ` +
          `(${record.paymentsInFlight} payment call(s) in flight to it` +
          (hitOpenAttempt === undefined
            ? ''
            : hitOpenAttempt
              ? ', one with its attempt seen open in the database just before'
              : ', none seen with an open attempt') +
          `, ${record.flowsInFlight} flows under way)`,
      );
      try {
        await server.start();
        record.restartMs = Math.round(performance.now() - killedAt);
        log(`  kill ${k + 1}: ${server.spec.name} answering again after ${record.restartMs} ms`);
      } catch (error) {
        record.restartError = String(error).slice(0, 2000);
        log(`  kill ${k + 1}: ${server.spec.name} did NOT restart: ${record.restartError}`);
        // One more try; a server that cannot come back ends the phase's load.
        try {
          await server.start();
          record.restartMs = Math.round(performance.now() - killedAt);
        } catch {
          aborted = true;
        }
      }
      killRecords.push(record);
    }
  })();

  await Promise.all([...workers, killer]);
  const ended = performance.now();
  for (const server of servers) server.whenCrashed(() => {});
  return {
    flows,
    errors: ctx.errors,
    kills: killRecords,
    crashes,
    loadSeconds: seconds,
    paidWithinLoad: flows.filter(
      (flow) => flow.index >= 0 && flow.outcome === 'paid' && flow.endedAt <= loadEnd,
    ).length,
    totalSeconds: Math.round((ended - started) / 100) / 10,
  };
}
