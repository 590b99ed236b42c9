import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { rateRequests } from './db/schema';
import { startServer } from './server';
import { PLACES, rateRequestBody } from './testing/orderFlow';
import { openTestDatabase } from './testing/testDatabase';
import { testConfig } from './testing/testServer';

describe('stopping the server', () => {
  it('writes the rate requests it was writing behind before the database closes (db/rateRequestWriter.ts)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bikeship-stop-'));
    const database = await openTestDatabase();
    let storedAtClose: boolean | undefined;
    let quoteId = '';
    const running = await startServer(testConfig(dataDir), {
      logger: pino({ level: 'silent' }),
      // The trip's ship dates (testing/orderFlow.ts) are in July 2026.
      now: () => new Date('2026-07-01T17:00:00Z'),
      database: {
        ...database,
        // What the table holds when the server closes its database.
        async close() {
          const found = await database.db
            .select({ id: rateRequests.id })
            .from(rateRequests)
            .where(eq(rateRequests.id, quoteId));
          storedAtClose = found.length === 1;
          await database.close();
        },
      },
    });
    try {
      const response = await fetch(`${running.url}/api/Rates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rateRequestBody([{ from: PLACES.sanFrancisco, to: PLACES.boulder }])),
      });
      expect(response.status).toBe(200);
      quoteId = ((await response.json()) as { id: string }).id;
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(storedAtClose).toBe(true);
  });
});
