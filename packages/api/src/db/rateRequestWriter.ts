import type { Logger } from 'pino';
import { BatchedInsert } from './batchedInsert';
import type { OpenDatabase } from './database';
import { copyRateRequests, insertRateRequests, type RateRequestRow } from './rateRequestRows';
import { WriteBehind } from './writeBehind';

/** Where POST /api/Rates stores new rate requests (services/rates.ts). */
export interface RateRequestWriter {
  /** Stores a new rate request; resolves when the POST may answer its id. */
  store(row: RateRequestRow): Promise<void>;
  /** Resolves once every rate request stored before the call is in the database. */
  flush(): Promise<void>;
}

/** Rows per write-behind batch at most, and how long a row waits for others. */
const WRITE_BEHIND = { windowMs: 25, maxRows: 128 } as const;

/**
 * How new rate requests are stored, by database.
 *
 * - PostgreSQL: each POST waits until its row is committed (group commit, db/batchedInsert.ts).
 *   Several API processes may share the database, and the GET that follows can reach any of
 *   them: the row must be there when the id is answered.
 * - Embedded PGlite: write-behind, rows written together every ~25 ms. DECISION (API
 *   benchmark): the embedded database serves one process by construction (db/dataDirLock.ts),
 *   and that process keeps each new quote in memory (services/ratesCache.ts), so the GET that
 *   follows never needs the row yet; any read of the table first flushes what is waiting
 *   (services/rates.ts). PGlite runs on the event loop's own thread, and its cost per row
 *   falls steeply with the rows per statement — measured, one INSERT of 5 rows ~200 µs a row,
 *   of 64 rows ~95 µs (one COPY of 64, used here: ~70 µs) — while waiting POSTs could only
 *   ever batch as many rows as there are concurrent clients. The trade: a rate request
 *   answered in the last ~25 ms before a crash (not a clean stop: the server flushes on close)
 *   is lost, and its GET answers 404 after the restart; the customer asks for rates again. A
 *   rate request is a price inquiry — no order, no money — which is why this is acceptable
 *   here and nowhere else.
 */
export function createRateRequestWriter(
  database: Pick<OpenDatabase, 'db' | 'driver'>,
  logger: Pick<Logger, 'error'>,
): RateRequestWriter {
  if (database.driver === 'postgres') {
    const inserter = new BatchedInsert((rows: RateRequestRow[]) =>
      insertRateRequests(database.db, rows),
    );
    return { store: (row) => inserter.insert(row), flush: () => Promise.resolve() };
  }
  const behind = new WriteBehind((rows: RateRequestRow[]) => copyRateRequests(database.db, rows), {
    ...WRITE_BEHIND,
    onFailure: (error, rows) =>
      logger.error(
        { err: error, rateRequestIds: rows.map((row) => row.id) },
        `${rows.length} rate requests could not be stored; their quotes are answered only from memory, while it keeps them`,
      ),
  });
  return {
    store: (row) => {
      behind.add(row);
      return Promise.resolve();
    },
    flush: () => behind.flush(),
  };
}
