import type { Ambassador } from '@bikeship/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambassadors } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /api/Ambassador (quote §3: the list is sorted by name)', () => {
  it('lists the seeded ambassadors, public, sorted by name', async () => {
    const response = await server.request('GET', '/api/Ambassador');
    expect(response.status).toBe(200);
    const list: Ambassador[] = response.body;
    expect(list.length).toBeGreaterThanOrEqual(6);
    const names = list.map((ambassador) => ambassador.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list[0]).toMatchObject({ name: expect.any(String), bio: expect.any(String) });
  });

  it('sorts by name whatever the order of insertion', async () => {
    await server.deps.db.insert(ambassadors).values([
      { name: 'Zoe Zimmer', ambassador: { location: 'Reno, NV' } },
      { name: 'Aaron Abbott', ambassador: { location: 'Boise, ID' } },
    ]);
    const names = (await server.request('GET', '/api/Ambassador')).body.map(
      (ambassador: Ambassador) => ambassador.name,
    );
    expect(names[0]).toBe('Aaron Abbott');
    expect(names.at(-1)).toBe('Zoe Zimmer');
  });
});
