import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Net rows added (+) or removed (−) per table since the last look. */
export type RowChanges = Map<string, number>;

const LEDGER_TABLE = 'fuzz_row_changes';

/**
 * Which rows each request added or removed, table by table. A trigger on every table of the
 * fuzz database writes one line per inserted or deleted row into an append-only ledger; after
 * each request the fuzzer reads and empties it.
 *
 * Why triggers rather than counting rows before and after: counting every table costs one scan
 * of each per request (rate requests alone grow by thousands in a run); reading the ledger costs
 * one small query. And a trigger's line belongs to the same transaction as the row: a request
 * whose transaction was rolled back leaves no line, exactly as it leaves no row. The ledger is
 * append-only (no counter row to update) so that concurrent transactions never wait on it.
 *
 * Only for a throw-away database: the triggers change its schema.
 */
export class RowLedger {
  private constructor(private readonly db: Database) {}

  /** Installs the ledger and a trigger on every table of the public schema. */
  static async install(db: Database): Promise<RowLedger> {
    await db.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS ${LEDGER_TABLE} (table_name text NOT NULL, delta integer NOT NULL)`,
      ),
    );
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION fuzz_note_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO ${LEDGER_TABLE} VALUES (TG_TABLE_NAME, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END);
          RETURN NULL;
        END $$`),
    );
    const tables = await db.execute(
      sql.raw(`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '${LEDGER_TABLE}'`),
    );
    for (const row of rowsOf(tables)) {
      const table = String(row.table_name).replace(/"/g, '""');
      await db.execute(
        sql.raw(`CREATE OR REPLACE TRIGGER fuzz_row_change AFTER INSERT OR DELETE ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION fuzz_note_row_change()`),
      );
    }
    return new RowLedger(db);
  }

  /** The net changes since the last call (tables that did not change are left out). */
  async takeChanges(): Promise<RowChanges> {
    const result = await this.db.execute(
      sql.raw(`WITH taken AS (DELETE FROM ${LEDGER_TABLE} RETURNING table_name, delta)
        SELECT table_name, sum(delta)::integer AS delta FROM taken GROUP BY table_name`),
    );
    const changes: RowChanges = new Map();
    for (const row of rowsOf(result)) {
      const delta = Number(row.delta);
      if (delta !== 0) changes.set(String(row.table_name), delta);
    }
    return changes;
  }
}

/** Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
