import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/testServer';
import { alerts, ambassadors, bicycleEvents, bicycleShops, storedValues, users } from '../schema';
import { seedReferenceData } from './index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function counts() {
  const { db } = server.deps;
  const of = async (
    table:
      | typeof alerts
      | typeof ambassadors
      | typeof bicycleEvents
      | typeof bicycleShops
      | typeof storedValues
      | typeof users,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    alerts: await of(alerts),
    ambassadors: await of(ambassadors),
    events: await of(bicycleEvents),
    shops: await of(bicycleShops),
    storedValues: await of(storedValues),
    users: await of(users),
  };
}

describe('reference data seed (seeded on first start, several processes on one database)', () => {
  it('has seeded events, ambassadors, bike shops, stored values and the demo customer', async () => {
    const seeded = await counts();
    expect(seeded.events).toBeGreaterThanOrEqual(3);
    expect(seeded.ambassadors).toBeGreaterThanOrEqual(3);
    expect(seeded.shops).toBeGreaterThanOrEqual(40);
    expect(seeded.storedValues).toBeGreaterThanOrEqual(2);
    expect(seeded.users).toBeGreaterThanOrEqual(1);
  });

  it('seeding again adds nothing', async () => {
    const before = await counts();
    await seedReferenceData(server.deps.db);
    expect(await counts()).toEqual(before);
  });

  it('several starts seeding an empty database at once seed it exactly once', async () => {
    const before = await counts();
    const { db } = server.deps;
    // Shops first: a partner shop refers to its partner page (bicycle_events).
    for (const table of [bicycleShops, alerts, ambassadors, bicycleEvents, storedValues, users]) {
      await db.delete(table);
    }
    await Promise.all([
      seedReferenceData(server.deps.db),
      seedReferenceData(server.deps.db),
      seedReferenceData(server.deps.db),
    ]);
    expect(await counts()).toEqual(before);
  });
});
