import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle database, whichever driver is under it: queries are written once. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed SQL migrations (drizzle-kit output). */
export const MIGRATIONS_FOLDER = new URL('../../drizzle', import.meta.url).pathname;

/** Any fixed number: the advisory lock that lets one process at a time migrate. */
const MIGRATION_LOCK_KEY = 7_304_510;

/** PostgreSQL through `pg`: many stateless API processes can share it. */
export function openPostgres(databaseUrl: string): OpenDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server closes (restart, failover, a dropped database) is an 'error'
  // event on the pool; unhandled, it would end the process. The pool discards that connection
  // and the next query opens a new one, so there is nothing else to do.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    // Several processes starting at once would race to create the same tables: each holds a
    // session advisory lock on one connection while it migrates; the others wait, then find
    // nothing left to do.
    async migrate() {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client: connection, schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await connection
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Embedded PGlite: in a data folder (persisted), in memory (no folder), or restored from a dumped
 * data directory (tests: 0.5 s instead of 3–7 s for a fresh one, TOOLCHAIN.md).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<OpenDatabase & { client: PGlite }> {
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
