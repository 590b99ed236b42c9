import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { rateRequests } from './db/schema';
import { startServer } from './server';
import { openTestDatabase } from './testing/testDatabase';

describe('stopping the server', () => {
  it('writes the rate requests it was writing behind before the database closes (db/rateRequestWriter.ts)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bikeship-stop-'));
    const database = await openTestDatabase();
    let storedAtClose: boolean | undefined;
    let quoteId = '';
    const running = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        LOG_LEVEL: 'silent',
      }),
      {
        logger: pino({ level: 'silent' }),
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
      },
    );
    try {
      const shipDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const place = { city: 'Boulder', state: 'CO', postalCode: '80302', countryCode: 'US' };
      const response = await fetch(`${running.url}/api/Rates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          stages: [
            {
              stage: 1,
              shipDate,
              from: { ...place, city: 'San Francisco', state: 'CA', postalCode: '94103' },
              to: place,
            },
          ],
          packages: [
            {
              name: 'Bike box',
              length: 54,
              width: 8,
              height: 30,
              weight: 40,
              linearUnit: 'IN',
              weightUnit: 'LB',
              value: 0,
              coverage: 0,
              protectionFee: 0,
            },
          ],
        }),
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
