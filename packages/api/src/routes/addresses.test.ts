import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const home = {
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '100 Main St',
  city: 'Portland',
  state: 'OR',
  postalCode: '97214',
  country: 'United States',
  countryCode: 'US',
  phone: '503-555-0100',
  isResidential: true,
};

describe('GET/POST /api/Address (quote §7: address with country name, state code, companyName)', () => {
  it('saves an address and lists it with its addressId', async () => {
    const user = await server.createUser();
    const created = await server.request('POST', '/api/Address', {
      token: user.token,
      json: { ...home, companyName: 'Ada Cycles' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...home, companyName: 'Ada Cycles' });
    expect(created.body.addressId).toEqual(expect.any(Number));

    const list = await server.request('GET', '/api/Address', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.body]);
  });

  it('answers the same address saved twice with the first record, not a duplicate', async () => {
    const user = await server.createUser();
    const first = await server.request('POST', '/api/Address', { token: user.token, json: home });
    const second = await server.request('POST', '/api/Address', { token: user.token, json: home });
    expect(second.body.addressId).toBe(first.body.addressId);
    const list = await server.request('GET', '/api/Address', { token: user.token });
    expect(list.body).toHaveLength(1);
  });

  it('keeps the saved order (oldest first)', async () => {
    const user = await server.createUser();
    await server.request('POST', '/api/Address', { token: user.token, json: home });
    await server.request('POST', '/api/Address', {
      token: user.token,
      json: { ...home, address1: '200 Oak Ave' },
    });
    const list = await server.request('GET', '/api/Address', { token: user.token });
    expect(list.body.map((a: { address1: string }) => a.address1)).toEqual([
      '100 Main St',
      '200 Oak Ave',
    ]);
  });

  it('answers a missing city with 400 and the field name', async () => {
    const user = await server.createUser();
    const { city: _city, ...withoutCity } = home;
    const response = await server.request('POST', '/api/Address', {
      token: user.token,
      json: withoutCity,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'city' }));
  });

  it('answers 401 without a token (a user sees only their own addresses)', async () => {
    expect((await server.request('GET', '/api/Address')).status).toBe(401);
    expect((await server.request('POST', '/api/Address', { json: home })).status).toBe(401);
    expect((await server.request('PUT', '/api/Address/1', { json: home })).status).toBe(401);
  });

  it("never lists another user's addresses", async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    await server.request('POST', '/api/Address', { token: owner.token, json: home });
    const list = await server.request('GET', '/api/Address', { token: other.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });
});

describe('PUT /api/Address/{addressId} (quote §7; owner only, else 404)', () => {
  it('changes the address and keeps its id', async () => {
    const user = await server.createUser();
    const created = await server.request('POST', '/api/Address', { token: user.token, json: home });
    const id = created.body.addressId;
    const updated = await server.request('PUT', `/api/Address/${id}`, {
      token: user.token,
      json: { ...home, address1: '300 Pine St', address2: 'Apt 4' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      addressId: id,
      address1: '300 Pine St',
      address2: 'Apt 4',
    });
    const list = await server.request('GET', '/api/Address', { token: user.token });
    expect(list.body).toEqual([updated.body]);
  });

  it("answers 404 for another user's address and leaves it unchanged", async () => {
    const owner = await server.createUser();
    const intruder = await server.createUser();
    const created = await server.request('POST', '/api/Address', {
      token: owner.token,
      json: home,
    });
    const response = await server.request('PUT', `/api/Address/${created.body.addressId}`, {
      token: intruder.token,
      json: { ...home, address1: '1 Stolen Way' },
    });
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain('100 Main St');
    const list = await server.request('GET', '/api/Address', { token: owner.token });
    expect(list.body[0].address1).toBe('100 Main St');
  });

  it('answers 404 for an id that does not exist', async () => {
    const user = await server.createUser();
    const response = await server.request('PUT', '/api/Address/99999999', {
      token: user.token,
      json: home,
    });
    expect(response.status).toBe(404);
  });

  it('answers a bad id or body with 400 and the field name', async () => {
    const user = await server.createUser();
    const badId = await server.request('PUT', '/api/Address/abc', {
      token: user.token,
      json: home,
    });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'addressId' }),
    );
    const created = await server.request('POST', '/api/Address', { token: user.token, json: home });
    const badBody = await server.request('PUT', `/api/Address/${created.body.addressId}`, {
      token: user.token,
      json: { ...home, postalCode: '' },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'postalCode' }),
    );
  });

  it("refuses what step 3 would refuse: a phone that cannot be dialled, a postal code not written as its country's", async () => {
    const user = await server.createUser();
    const created = await server.request('POST', '/api/Address', {
      token: user.token,
      json: { ...home, phone: '555-0100', postalCode: '9721' },
    });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual([
      { propertyName: 'postalCode', message: expect.stringContaining('80302') },
      { propertyName: 'phone', message: expect.stringContaining('10 digits') },
    ]);
    const saved = await server.request('POST', '/api/Address', { token: user.token, json: home });
    const updated = await server.request('PUT', `/api/Address/${saved.body.addressId}`, {
      token: user.token,
      json: { ...home, countryCode: 'CA', country: 'Canada', postalCode: '97214' },
    });
    expect(updated.status).toBe(400);
    expect(updated.body.errors).toEqual([
      { propertyName: 'postalCode', message: expect.stringContaining('V6B 1A1') },
    ]);
    const list = await server.request('GET', '/api/Address', { token: user.token });
    expect(list.body).toEqual([saved.body]);
  });
});
