import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { users } from '../db/schema';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../db/seed/demoCustomer';
import { saveUserPackage } from '../services/userPackages';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const roadBox = {
  name: 'Road bike box',
  length: 54,
  width: 8,
  height: 30,
  weight: 42,
  linearUnit: 'IN',
  weightUnit: 'LB',
  marketValue: 2500,
} as const;

describe('GET /api/UserPackages (quote §7: value = the saved boxes)', () => {
  it('answers an empty list for a user with no saved boxes', async () => {
    const user = await server.createUser();
    const response = await server.request('GET', '/api/UserPackages', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ value: [] });
  });

  it("lists the user's saved boxes in the core box shape, in the order saved", async () => {
    const user = await server.createUser();
    const first = await saveUserPackage(server.deps.db, user.id, roadBox);
    await saveUserPackage(server.deps.db, user.id, {
      name: 'Kids bike box',
      length: 40,
      width: 8,
      height: 24,
      weight: 20,
      linearUnit: 'IN',
      weightUnit: 'LB',
    });
    const response = await server.request('GET', '/api/UserPackages', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.value).toHaveLength(2);
    expect(response.body.value[0]).toEqual({ ...roadBox, packageId: first.packageId });
    expect(response.body.value[1].name).toBe('Kids bike box');
  });

  it('replaces a box saved again under the same name instead of listing it twice', async () => {
    const user = await server.createUser();
    const first = await saveUserPackage(server.deps.db, user.id, roadBox);
    const again = await saveUserPackage(server.deps.db, user.id, {
      ...roadBox,
      name: 'road bike BOX',
      weight: 44,
    });
    expect(again.packageId).toBe(first.packageId);
    const response = await server.request('GET', '/api/UserPackages', { token: user.token });
    expect(response.body.value).toEqual([
      { ...roadBox, name: 'road bike BOX', weight: 44, packageId: first.packageId },
    ]);
  });

  it("never shows another user's boxes (owner only)", async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    await saveUserPackage(server.deps.db, owner.id, roadBox);
    const response = await server.request('GET', '/api/UserPackages', { token: other.token });
    expect(response.body).toEqual({ value: [] });
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/api/UserPackages')).status).toBe(401);
  });
});

describe('demo customer seed (settings on, 2 addresses, 2 boxes, 1 search)', () => {
  async function signInAsDemo(): Promise<string> {
    const [demo] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    if (!demo) throw new Error('the demo customer was not seeded');
    expect(demo.passwordHash).not.toBeNull();
    expect(await verifyPassword(demo.passwordHash ?? '', DEMO_CUSTOMER_PASSWORD)).toBe(true);
    expect(Object.values(demo.settings).every(Boolean)).toBe(true);
    expect(demo.phoneNumber).toBeTruthy();
    const { token } = await server.deps.tokens.issue({
      id: demo.id,
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email,
      roles: demo.roles,
    });
    return token;
  }

  it('has the README credentials, every setting on and a phone number', async () => {
    await signInAsDemo();
  });

  it('has two saved boxes, two saved addresses and one saved search', async () => {
    const token = await signInAsDemo();
    const boxes = await server.request('GET', '/api/UserPackages', { token });
    expect(boxes.body.value.map((box: { name: string }) => box.name)).toEqual([
      'Road bike box',
      'Hard travel case',
    ]);
    const addresses = await server.request('GET', '/api/Address', { token });
    expect(addresses.body).toHaveLength(2);
    const searches = await server.request('GET', '/api/SavedSearch/paged', { token });
    expect(searches.body.value.total).toBe(1);
    expect(JSON.parse(searches.body.value.savedSearches[0].serializedSearchData)).toMatchObject({
      step: 2,
      trips: [{ from: { formatted_address: expect.stringContaining('Portland') } }],
    });
  });
});
