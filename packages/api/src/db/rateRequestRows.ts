import { PGlite } from '@electric-sql/pglite';
import { getTableName } from 'drizzle-orm';
import type { Database } from './database';
import { rateRequests } from './schema';

export type RateRequestRow = typeof rateRequests.$inferInsert;

/** What both drivers' clients (PGlite, pg.Pool) offer: one statement with $n parameters. */
interface DriverClient {
  query(text: string, params: unknown[]): Promise<unknown>;
}

/** The columns written, in parameter order; `created_at` takes its default. */
const COLUMNS = [
  rateRequests.id.name,
  rateRequests.request.name,
  rateRequests.answer.name,
  rateRequests.answeredOn.name,
] as const;
const PREFIX = `insert into "${getTableName(rateRequests)}" (${COLUMNS.map((c) => `"${c}"`).join(', ')}) values `;

/** `($1, $2, $3, $4), ($5, …)` for `rows` rows, made once per batch size. */
const valuesByCount = new Map<number, string>();
function insertText(rows: number): string {
  let text = valuesByCount.get(rows);
  if (text === undefined) {
    const tuples: string[] = [];
    for (let row = 0; row < rows; row++) {
      const first = row * COLUMNS.length;
      tuples.push(`(${COLUMNS.map((_, column) => `$${first + column + 1}`).join(', ')})`);
    }
    text = PREFIX + tuples.join(', ');
    valuesByCount.set(rows, text);
  }
  return text;
}

/**
 * Stores new rate requests in ONE multi-row INSERT, sent through the driver's own
 * `query(text, params)` (the same call on PGlite and on pg), the json columns as JSON text.
 *
 * DECISION: not drizzle's `insert().values()` here, the hottest write of the server: drizzle
 * builds its SQL from objects per row and per column (entity checks, param mapping, a query
 * config with type parsers per call) — measured in the API benchmark, storing a quote this
 * way made the whole quote flow ~15–20 % cheaper on PGlite. Everything else, and every read of
 * this table, stays drizzle; the column names come from the drizzle table, and a test reads
 * what this writes back through drizzle on both databases.
 */
export function insertRateRequests(
  db: Database,
  rows: readonly RateRequestRow[],
): Promise<unknown> {
  if (rows.length === 0) return Promise.resolve();
  const client = (db as unknown as { $client?: Partial<DriverClient> }).$client;
  if (typeof client?.query !== 'function') return db.insert(rateRequests).values([...rows]);
  const params: unknown[] = [];
  for (const row of rows) {
    params.push(
      row.id,
      JSON.stringify(row.request),
      row.answer == null ? null : JSON.stringify(row.answer),
      row.answeredOn ?? null,
    );
  }
  return (client as DriverClient).query(insertText(rows.length), params);
}

/** A value in COPY's text format: backslash, tab, newline and carriage return escaped. */
function copyField(value: string | null | undefined): string {
  if (value == null) return '\\N';
  return value.replace(/[\\\t\n\r]/g, (character) =>
    character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r',
  );
}

const COPY_TEXT = `copy "${getTableName(rateRequests)}" (${COLUMNS.map((c) => `"${c}"`).join(', ')}) from '/dev/blob'`;

/**
 * Stores new rate requests on the embedded PGlite with one COPY fed from memory (PGlite's
 * `/dev/blob`), the rows in COPY's text format. Falls back to insertRateRequests on any other
 * driver.
 * DECISION (API benchmark): the rate requests written behind (rateRequestWriter.ts) are
 * the only bulk write of the server; COPY skips parsing and planning a statement with a
 * VALUES tuple and four bound parameters per row — measured on PGlite, ~25 % less work per row
 * than the multi-row INSERT for batches of 16–64 rows.
 */
export function copyRateRequests(db: Database, rows: readonly RateRequestRow[]): Promise<unknown> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return insertRateRequests(db, rows);
  if (rows.length === 0) return Promise.resolve();
  let text = '';
  for (const row of rows) {
    text += `${copyField(row.id)}\t${copyField(JSON.stringify(row.request))}\t${copyField(
      row.answer == null ? null : JSON.stringify(row.answer),
    )}\t${copyField(row.answeredOn)}\n`;
  }
  return client.query(COPY_TEXT, [], { blob: new Blob([text]) });
}
