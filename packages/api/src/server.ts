import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import pino, { type Logger } from 'pino';
import { createApp } from './app';
import { TokenService } from './auth/tokens';
import type { Config } from './config';
import { type OpenDatabase, openPglite, openPostgres } from './db/database';
import { lockDataDir } from './db/dataDirLock';
import { createRateRequestWriter } from './db/rateRequestWriter';
import { seedReferenceData } from './db/seed/index';
import { refuseTestAccounts } from './db/seed/testAccounts';
import type { AppDeps } from './http/appEnv';
import { createCarrier } from './integrations/carrier/index';
import { createMailer } from './integrations/mail';
import { createPaymentGateway } from './integrations/payments/index';
import { BackgroundWork } from './services/backgroundWork';
import { bindDocumentFiles } from './services/documentStore';
import { startConfirmationRetries } from './services/orderConfirmation';
import { createFileStore } from './storage/index';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * DECISION: without JWT_SECRET (development only, `loadConfig` refuses production), a random
 * secret is made once and kept in the data folder, so sign-ins survive a restart.
 */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Opens the configured database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db. */
async function openConfiguredDatabase(config: Config): Promise<OpenDatabase> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite({ dataDir: join(resolve(config.DATA_DIR), 'db') });
}

/**
 * Starts the whole server: data folder (locked), database (migrated, seeded on first start),
 * the app, and the HTTP listener on HOST:PORT.
 */
export async function startServer(
  config: Config,
  options: { logger?: Logger; database?: OpenDatabase; now?: () => Date } = {},
): Promise<RunningServer> {
  const logger =
    options.logger ??
    pino({ level: config.LOG_LEVEL, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = options.database || config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  let database: OpenDatabase | undefined;
  try {
    database = options.database ?? (await openConfiguredDatabase(config));
    await database.migrate();
    const production = config.NODE_ENV === 'production';
    await seedReferenceData(database.db, { demo: !production });
    if (production) await refuseTestAccounts(database.db);
    const now = options.now ?? (() => new Date());
    const secret = config.JWT_SECRET ?? developmentSecret(dataDir);
    const deps: AppDeps = {
      config,
      db: database.db,
      tokens: new TokenService(secret, database.db, now, config.SESSION_LIFETIME_SECONDS),
      logger,
      mailer: createMailer(config, { now }),
      carrier: createCarrier(config, { now }),
      payments: createPaymentGateway(config, database.db, now),
      files: createFileStore(config, database),
      rateRequests: createRateRequestWriter(database, logger),
      now,
      background: new BackgroundWork(logger),
    };
    bindDocumentFiles(config, deps.files);
    const app = createApp(deps);
    const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT });
    await new Promise<void>((ready, fail) => {
      server.once('listening', ready);
      server.once('error', fail);
    });
    const { port } = server.address() as AddressInfo;
    // Confirmation mails that failed or whose sender died (services/orderConfirmation.ts).
    const confirmationRetries = startConfirmationRetries(deps);
    const openDatabase = database;
    return {
      url: `http://${config.HOST}:${port}`,
      deps,
      async close() {
        await new Promise<void>((done) => server.close(() => done()));
        confirmationRetries.stop();
        await deps.background.settled();
        // Rate requests written behind (db/rateRequestWriter.ts) go in before the database closes.
        await deps.rateRequests.flush();
        await openDatabase.close();
        releaseLock();
      },
    };
  } catch (error) {
    await database?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}
