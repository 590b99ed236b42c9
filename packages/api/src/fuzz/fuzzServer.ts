import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config';
import type { OpenDatabase } from '../db/database';
import { startServer } from '../server';
import { CONFIRM_EMAIL_PAGE } from '../services/registration';
import { outboxMails } from '../testing/outboxMail';
import { type RowChanges, RowLedger } from './rowLedger';

/** What the fuzzer runs against: a server, and a view into its database and its error log. */
export interface FuzzTarget {
  baseUrl: string;
  /** The server's today (ship dates must lie ahead of it). */
  today: Date;
  /** Net row changes per table since the last call, once writes still in flight have landed. */
  takeRowChanges(): Promise<RowChanges>;
  /** What the server logged as errors since the last call (the cause of a 500), if anything. */
  takeServerLog(): string | undefined;
  /**
   * The token of the newest "confirm your email" link the server mailed to `email`, once the
   * mail is out; null when none was. Registering signs nobody in: an account the fuzzer calls as
   * is confirmed through its inbox, as a customer's is.
   */
  mailedConfirmToken(email: string): Promise<string | null>;
}

export interface FuzzServer {
  target: FuzzTarget;
  close(): Promise<void>;
}

/** Keeps the server's error log lines in memory: a 500's cause goes into the report. */
class ServerErrorLog {
  private lines: string[] = [];

  /** pino writes each log line here (a destination is any object with `write`). */
  write(line: string): void {
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      this.lines.push([entry.msg, entry.err?.message].filter(Boolean).join(': '));
    } catch {
      this.lines.push(line.trim());
    }
  }

  take(): string | undefined {
    const taken = this.lines.join(' | ');
    this.lines = [];
    return taken || undefined;
  }
}

/**
 * Starts the API server on `database` (a throw-away copy: the row ledger puts triggers on every
 * table) with its own data folder, on a random port. It trusts one proxy hop, so each fuzz
 * request can name its own client address in X-Forwarded-For and the per-IP sign-in limits do
 * not turn most of a run into 429s.
 */
export async function startFuzzServer(database: OpenDatabase): Promise<FuzzServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bikeship-fuzz-'));
  // Not testing/testServer's testConfig: that module imports vitest, and `npm run fuzz` is a
  // plain node script.
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'error',
    TRUST_PROXY_HOPS: '1',
  });
  const errorLog = new ServerErrorLog();
  const running = await startServer(config, {
    database,
    logger: pino({ level: 'error', base: undefined }, errorLog),
  });
  const ledger = await RowLedger.install(running.deps.db);
  await ledger.takeChanges();
  return {
    target: {
      baseUrl: running.url,
      today: running.deps.now(),
      async takeRowChanges() {
        // Work the answer did not wait for (services/backgroundWork.ts) and new rate requests
        // written behind (db/rateRequestWriter.ts) land first, so that their rows count for the
        // request that made them, not for the next one.
        await running.deps.background.settled();
        await running.deps.rateRequests.flush();
        return ledger.takeChanges();
      },
      takeServerLog: () => errorLog.take(),
      async mailedConfirmToken(email) {
        await running.deps.background.settled();
        const mails = await outboxMails(config);
        const links = mails
          .filter((mail) => mail.headers.includes(`To: ${email}`))
          .map((mail) => new RegExp(`${CONFIRM_EMAIL_PAGE}\\?token=([\\w-]+)`).exec(mail.text)?.[1])
          .filter((token): token is string => token !== undefined);
        return links.at(-1) ?? null;
      },
    },
    async close() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
