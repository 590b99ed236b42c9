import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const profile = {
  firstName: 'Grace',
  lastName: 'Pedaler',
  companyName: 'Chainring Co',
  phoneNumber: '+1 555 0100',
  settings: {
    savePackages: false,
    saveAddresses: true,
    savePaymentMethods: true,
    mailingListOptIn: true,
    newsLetterOptIn: false,
  },
};

describe('GET /api/User (shell §7: user data in value; shell §3 User fields)', () => {
  it('answers 401 without a session', async () => {
    expect((await server.request('GET', '/api/User')).status).toBe(401);
    expect((await server.request('GET', '/api/User', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('answers the signed-in user with settings, roles and the token expiry', async () => {
    const user = await server.createUser({ paypalCustomerId: 'PP-123' });
    const response = await server.request('GET', '/api/User', { token: user.token });
    expect(response.status).toBe(200);
    const claims = await server.deps.tokens.verify(user.token);
    expect(response.body.value).toEqual({
      id: user.id,
      firstName: 'Test',
      lastName: expect.stringMatching(/^Rider/),
      email: user.email,
      exp: claims?.exp,
      hasPaypalId: true,
      paypalCustomerId: 'PP-123',
      MaxDimensionsVerified: false,
      roles: ['Customer'],
      settings: {
        savePackages: true,
        saveAddresses: true,
        savePaymentMethods: true,
        mailingListOptIn: false,
        newsLetterOptIn: false,
      },
    });
  });

  it('answers each user with their own account only', async () => {
    const first = await server.createUser();
    const second = await server.createUser();
    const firstAnswer = await server.request('GET', '/api/User', { token: first.token });
    const secondAnswer = await server.request('GET', '/api/User', { token: second.token });
    expect(firstAnswer.body.value.id).toBe(first.id);
    expect(secondAnswer.body.value.id).toBe(second.id);
  });

  it('answers 401 for a valid token whose account was deleted', async () => {
    const user = await server.createUser();
    await server.deps.db.delete(users).where(eq(users.id, user.id));
    expect((await server.request('GET', '/api/User', { token: user.token })).status).toBe(401);
  });
});

describe('PUT /api/User (shell §7; names, company, phone and settings)', () => {
  it('answers 401 without a session', async () => {
    expect((await server.request('PUT', '/api/User', { json: profile })).status).toBe(401);
  });

  it('updates names, company, phone and settings, and GET shows them', async () => {
    const user = await server.createUser();
    const response = await server.request('PUT', '/api/User', { token: user.token, json: profile });
    expect(response.status).toBe(200);
    expect(response.body.value).toMatchObject({ ...profile, id: user.id, email: user.email });
    const reread = await server.request('GET', '/api/User', { token: user.token });
    expect(reread.body.value).toMatchObject(profile);
  });

  it('does not change the email (DECISION: a new address needs proof), nor roles', async () => {
    const user = await server.createUser();
    const response = await server.request('PUT', '/api/User', {
      token: user.token,
      json: { ...profile, email: 'someone.else@example.com', roles: ['Admin'] },
    });
    expect(response.status).toBe(200);
    expect(response.body.value.email).toBe(user.email);
    expect(response.body.value.roles).toEqual(['Customer']);
  });

  it('keeps the settings when none are sent and clears a blank company and phone', async () => {
    const user = await server.createUser();
    await server.request('PUT', '/api/User', { token: user.token, json: profile });
    const response = await server.request('PUT', '/api/User', {
      token: user.token,
      json: { firstName: 'Grace', lastName: 'Pedaler', companyName: ' ', phoneNumber: '' },
    });
    expect(response.status).toBe(200);
    expect(response.body.value.settings).toEqual(profile.settings);
    expect(response.body.value.companyName).toBeUndefined();
    expect(response.body.value.phoneNumber).toBeUndefined();
  });

  it('answers bad input with 400 naming the field and changes nothing', async () => {
    const user = await server.createUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...profile, firstName: '' }, 'firstName'],
      [{ ...profile, firstName: '   ' }, 'firstName'],
      [{ ...profile, lastName: 'x'.repeat(51) }, 'lastName'],
      [
        { ...profile, settings: { ...profile.settings, savePackages: 'yes' } },
        'settings.savePackages',
      ],
      [{ ...profile, phoneNumber: 5550100 }, 'phoneNumber'],
    ];
    for (const [json, propertyName] of cases) {
      const response = await server.request('PUT', '/api/User', { token: user.token, json });
      expect(response.status, propertyName).toBe(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName }));
    }
    const reread = await server.request('GET', '/api/User', { token: user.token });
    expect(reread.body.value.firstName).toBe('Test');
  });
});
