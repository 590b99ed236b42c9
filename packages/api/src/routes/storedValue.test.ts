import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedValues } from '../db/schema';
import { seedStoredValues } from '../db/seed/storedValues';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /api/StoredValue/bykey/{key} (shell §3 stored value)', () => {
  it.each(['numserved', 'reviewcount'])(
    'answers the seeded %s figure from the table',
    async (key) => {
      const response = await server.request('GET', `/api/StoredValue/bykey/${key}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ key, valueId: expect.any(Number) });
      expect(Number(response.body.value)).toBeGreaterThan(1000);
      expect(Date.parse(response.body.updated)).not.toBeNaN();
    },
  );

  it('answers client-version with the version of the root package.json (the build)', async () => {
    const rootPackage = JSON.parse(
      readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const response = await server.request('GET', '/api/StoredValue/bykey/client-version');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ key: 'client-version', value: rootPackage.version });
  });

  it('answers a key it does not keep with 404', async () => {
    const response = await server.request('GET', '/api/StoredValue/bykey/favouritecolour');
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/not found/);
  });

  it('answers the value the team changed in the table, which a later seed keeps', async () => {
    const { db } = server.deps;
    await db.update(storedValues).set({ value: '150001' }).where(eq(storedValues.key, 'numserved'));
    await seedStoredValues(db);
    const rows = await db.select().from(storedValues).where(eq(storedValues.key, 'numserved'));
    expect(rows).toHaveLength(1);
    const response = await server.request('GET', '/api/StoredValue/bykey/numserved');
    expect(response.body.value).toBe('150001');
  });
});
