import { SAVED_SEARCHES_FETCHED } from '@bikeship/core/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../db/schema';
import { SAVED_SEARCH_PAGE_MAX } from '../services/savedSearches';
import { createTestServer, type TestServer } from '../testing/testServer';

// The server's clock: each save moves it on a minute, so "newest first" is decided by the
// search date and not by luck.
let clockMs = Date.now();
const tick = () => {
  clockMs += 60_000;
};

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(clockMs) });
});
afterAll(() => server.close());

function searchBody(id: string, postalCode = '97214') {
  return {
    serializedSearchData: JSON.stringify({ id, step: 1, trips: [], boxes: [] }),
    from: { postalCode, city: 'Portland', state: 'OR', country: 'US' },
    to: { postalCode: '97702', city: 'Bend', state: 'OR', country: 'US' },
  };
}

async function save(token: string, id: string) {
  tick();
  const response = await server.request('POST', '/api/SavedSearch', {
    token,
    json: searchBody(id),
  });
  expect(response.status).toBe(200);
  return response.body.value as { savedSearchId: number; savedSearchCode: string };
}

async function page(token: string, query = '') {
  const response = await server.request('GET', `/api/SavedSearch/paged${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.value as {
    savedSearches: { savedSearchId: number; serializedSearchData: string; deleted: boolean }[];
    total: number;
  };
}

const idsOf = (list: { serializedSearchData: string }[]) =>
  list.map((record) => JSON.parse(record.serializedSearchData).id);

describe('POST /api/SavedSearch (quote §7: value with savedSearchId, savedSearchCode)', () => {
  it('saves a search and answers its id and a random, unguessable code', async () => {
    const user = await server.createUser();
    const first = await save(user.token, 's1');
    const second = await save(user.token, 's2');
    expect(first.savedSearchId).toEqual(expect.any(Number));
    // DECISION: 12 random bytes, base64url — 16 characters that need no escaping in a link.
    expect(first.savedSearchCode).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(second.savedSearchCode).not.toBe(first.savedSearchCode);
    const list = await page(user.token);
    expect(list.savedSearches[0]).toMatchObject({
      savedSearchId: second.savedSearchId,
      savedSearchCode: second.savedSearchCode,
      userId: user.id,
      deleted: false,
      from: { postalCode: '97214', city: 'Portland' },
      to: { postalCode: '97702', city: 'Bend' },
    });
  });

  it('DECISION: the same trip saved again (a new tab, Start over) replaces the earlier row instead of listing it twice (a walk saw five identical rows)', async () => {
    const user = await server.createUser();
    const place = (formatted_address: string) => ({ formatted_address });
    const trip = (shipDate: string) => ({
      trips: [
        { from: place('Boulder, CO 80302, USA'), to: place('Portland, OR 97201, USA'), shipDate },
      ],
      boxes: [{ name: 'Bike box', length: 54, width: 8, height: 30, weight: 40 }],
    });
    const post = async (id: string, shipDate: string, step = 2) => {
      tick();
      const response = await server.request('POST', '/api/SavedSearch', {
        token: user.token,
        json: { serializedSearchData: JSON.stringify({ id, step, ...trip(shipDate) }) },
      });
      expect(response.status).toBe(200);
      return response.body.value as { savedSearchId: number; savedSearchCode: string };
    };
    const first = await post('tab-1', '2026-12-07');
    const again = await post('tab-2', '2026-12-07', 3);
    expect(again).toEqual(first);
    const otherDay = await post('tab-3', '2026-12-08');
    expect(otherDay.savedSearchId).not.toBe(first.savedSearchId);
    const list = await page(user.token, '?skip=0&take=10');
    // The replaced one carries the latest progress; each trip is listed once.
    expect(idsOf(list.savedSearches)).toEqual(['tab-3', 'tab-2']);
    expect(JSON.parse(list.savedSearches[1]?.serializedSearchData ?? '{}').step).toBe(3);
  });

  it('answers a missing serializedSearchData with 400 and the field name', async () => {
    const user = await server.createUser();
    const response = await server.request('POST', '/api/SavedSearch', {
      token: user.token,
      json: { from: { city: 'Portland' } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'serializedSearchData' }),
    );
  });

  it('answers a serialized search that is not JSON, or not a search, with 400', async () => {
    const user = await server.createUser();
    const notJson = await server.request('POST', '/api/SavedSearch', {
      token: user.token,
      json: { serializedSearchData: '{"id": ' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'serializedSearchData' }),
    );
    const badStep = await server.request('POST', '/api/SavedSearch', {
      token: user.token,
      json: { serializedSearchData: JSON.stringify({ id: 'x', step: 9 }) },
    });
    expect(badStep.status).toBe(400);
    expect(badStep.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'serializedSearchData.step' }),
    );
    expect((await page(user.token)).total).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const response = await server.request('POST', '/api/SavedSearch', { json: searchBody('x') });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/SavedSearch/paged?skip&take (quote §7; newest first, deleted excluded)', () => {
  it('pages the searches newest first with skip and take, and counts them all', async () => {
    const user = await server.createUser();
    for (const id of ['a', 'b', 'c', 'd']) await save(user.token, id);
    const all = await page(user.token, '?skip=0&take=10');
    expect(idsOf(all.savedSearches)).toEqual(['d', 'c', 'b', 'a']);
    expect(all.total).toBe(4);
    const middle = await page(user.token, '?skip=1&take=2');
    expect(idsOf(middle.savedSearches)).toEqual(['c', 'b']);
    expect(middle.total).toBe(4);
    const pastTheEnd = await page(user.token, '?skip=4&take=2');
    expect(pastTheEnd.savedSearches).toEqual([]);
  });

  it(`takes ${SAVED_SEARCHES_FETCHED} by default (quote §9: 3 saved searches fetched)`, async () => {
    const user = await server.createUser();
    for (const id of ['a', 'b', 'c', 'd']) await save(user.token, id);
    const list = await page(user.token);
    expect(idsOf(list.savedSearches)).toEqual(['d', 'c', 'b']);
  });

  it(`never answers more than ${SAVED_SEARCH_PAGE_MAX} in one page`, async () => {
    const user = await server.createUser();
    await server.deps.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCH_PAGE_MAX + 1 }, (_, index) => ({
        savedSearchCode: `bulk-${user.id}-${index}`,
        userId: user.id,
        serializedSearchData: JSON.stringify({ id: `bulk-${index}` }),
      })),
    );
    const list = await page(user.token, '?take=1000');
    expect(list.savedSearches).toHaveLength(SAVED_SEARCH_PAGE_MAX);
    expect(list.total).toBe(SAVED_SEARCH_PAGE_MAX + 1);
  });

  it('answers a bad skip or take with 400 and the field name', async () => {
    const user = await server.createUser();
    const response = await server.request('GET', '/api/SavedSearch/paged?skip=-1&take=abc', {
      token: user.token,
    });
    expect(response.status).toBe(400);
    const fields = response.body.errors.map(
      (error: { propertyName: string }) => error.propertyName,
    );
    expect(fields).toEqual(expect.arrayContaining(['skip', 'take']));
  });

  it("lists only the user's own searches", async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    await save(owner.token, 'mine');
    expect(await page(other.token)).toEqual({ savedSearches: [], total: 0 });
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/api/SavedSearch/paged')).status).toBe(401);
  });
});

describe('PUT /api/SavedSearch/{id} (quote §7; owner only, a deleted search cannot change)', () => {
  it('replaces the search, keeps id and code, and moves it to the top', async () => {
    const user = await server.createUser();
    const old = await save(user.token, 'old');
    await save(user.token, 'newer');
    tick();
    const response = await server.request('PUT', `/api/SavedSearch/${old.savedSearchId}`, {
      token: user.token,
      json: searchBody('old-changed', '97209'),
    });
    expect(response.status).toBe(200);
    expect(response.body.value).toEqual(old);
    const list = await page(user.token);
    expect(idsOf(list.savedSearches)).toEqual(['old-changed', 'newer']);
    expect(list.savedSearches[0]).toMatchObject({ from: { postalCode: '97209' } });
  });

  it("answers 404 for another user's search and leaves it unchanged", async () => {
    const owner = await server.createUser();
    const intruder = await server.createUser();
    const mine = await save(owner.token, 'mine');
    const response = await server.request('PUT', `/api/SavedSearch/${mine.savedSearchId}`, {
      token: intruder.token,
      json: searchBody('stolen'),
    });
    expect(response.status).toBe(404);
    expect(idsOf((await page(owner.token)).savedSearches)).toEqual(['mine']);
  });

  it('answers a bad id or body with 400 and the field name', async () => {
    const user = await server.createUser();
    const badId = await server.request('PUT', '/api/SavedSearch/0', {
      token: user.token,
      json: searchBody('x'),
    });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'id' }));
    const mine = await save(user.token, 'mine');
    const badBody = await server.request('PUT', `/api/SavedSearch/${mine.savedSearchId}`, {
      token: user.token,
      json: { serializedSearchData: 5 },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'serializedSearchData' }),
    );
  });

  it('answers 401 without a token', async () => {
    const response = await server.request('PUT', '/api/SavedSearch/1', { json: searchBody('x') });
    expect(response.status).toBe(401);
  });
});

describe('DELETE /api/SavedSearch/{id} (quote §3: deleted flag — a soft delete)', () => {
  it('hides the search from the page but keeps the row, marked deleted', async () => {
    const user = await server.createUser();
    const kept = await save(user.token, 'kept');
    const gone = await save(user.token, 'gone');
    const response = await server.request('DELETE', `/api/SavedSearch/${gone.savedSearchId}`, {
      token: user.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });

    const list = await page(user.token);
    expect(list.savedSearches.map((s) => s.savedSearchId)).toEqual([kept.savedSearchId]);
    expect(list.total).toBe(1);

    const [row] = await server.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.savedSearchId, gone.savedSearchId));
    expect(row).toMatchObject({ deleted: true, savedSearchCode: gone.savedSearchCode });
  });

  it('answers 404 when a deleted search is updated or deleted again', async () => {
    const user = await server.createUser();
    const gone = await save(user.token, 'gone');
    await server.request('DELETE', `/api/SavedSearch/${gone.savedSearchId}`, { token: user.token });
    const update = await server.request('PUT', `/api/SavedSearch/${gone.savedSearchId}`, {
      token: user.token,
      json: searchBody('revived'),
    });
    expect(update.status).toBe(404);
    const again = await server.request('DELETE', `/api/SavedSearch/${gone.savedSearchId}`, {
      token: user.token,
    });
    expect(again.status).toBe(404);
    const [row] = await server.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.savedSearchId, gone.savedSearchId));
    expect(JSON.parse(row?.serializedSearchData ?? '{}').id).toBe('gone');
  });

  it("answers 404 for another user's search and leaves it in place", async () => {
    const owner = await server.createUser();
    const intruder = await server.createUser();
    const mine = await save(owner.token, 'mine');
    const response = await server.request('DELETE', `/api/SavedSearch/${mine.savedSearchId}`, {
      token: intruder.token,
    });
    expect(response.status).toBe(404);
    expect((await page(owner.token)).total).toBe(1);
  });

  it('answers a bad id with 400 and no token with 401', async () => {
    const user = await server.createUser();
    const badId = await server.request('DELETE', '/api/SavedSearch/abc', { token: user.token });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'id' }));
    expect((await server.request('DELETE', '/api/SavedSearch/1')).status).toBe(401);
  });
});
