import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase';
import type { OpenDatabase } from './database';
import { createRateRequestWriter } from './rateRequestWriter';
import { rateRequests } from './schema';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const row = (id: string) => ({
  id,
  request: { stages: [], packages: [] } as unknown as (typeof rateRequests.$inferInsert)['request'],
  answer: null,
  answeredOn: '2026-11-23',
});

async function isStored(id: string): Promise<boolean> {
  const found = await database.db
    .select({ id: rateRequests.id })
    .from(rateRequests)
    .where(eq(rateRequests.id, id));
  return found.length === 1;
}

describe('createRateRequestWriter (DECISION in rateRequestWriter.ts)', () => {
  it('PostgreSQL: a stored rate request is committed when store resolves; PGlite: once flushed', async () => {
    const logged: unknown[] = [];
    const writer = createRateRequestWriter(database, {
      error: (...args: unknown[]) => logged.push(args),
    });
    await writer.store(row('writer-a'));
    if (database.driver === 'postgres') {
      // Another API process may get the GET that follows.
      expect(await isStored('writer-a')).toBe(true);
    } else {
      // One process by construction: the row is written behind, the quote answered from memory.
      expect(await isStored('writer-a')).toBe(false);
    }
    await writer.flush();
    expect(await isStored('writer-a')).toBe(true);
    expect(logged).toEqual([]);
  });

  it('logs, and does not throw at the POST, when rows written behind cannot be stored', async () => {
    const logged: unknown[][] = [];
    const writer = createRateRequestWriter(database, {
      error: (...args: unknown[]) => logged.push(args),
    });
    const duplicate = row('writer-duplicate');
    await writer.store(duplicate);
    await writer.flush();
    if (database.driver === 'postgres') {
      await expect(writer.store(duplicate)).rejects.toThrow();
      return;
    }
    await expect(writer.store(duplicate)).resolves.toBeUndefined();
    await writer.flush();
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain('writer-duplicate');
  });
});
