import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBikeshipApi } from './index';
import { type FakeServer, startFakeServer } from './testing/fakeServer';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const api = () => createBikeshipApi({ baseURL: server.origin });
const lastQuery = () => Object.fromEntries(server.requests.at(-1)?.query ?? []);

describe('quote §7: GET /api/Rates?id adds removeSpeeds=8 when the purpose entryId is 146 or 149', () => {
  const stageRates = [{ stage: 1, pickupFee: 5, rates: [] }];

  it('purpose 146 sends removeSpeeds=8', async () => {
    server.route('GET', '/api/Rates', { json: stageRates });
    await expect(
      api().rates.getRates({ query: { id: 'r1' }, purposeEntryId: 146 }),
    ).resolves.toEqual(stageRates);
    expect(lastQuery()).toEqual({ id: 'r1', removeSpeeds: '8' });
  });

  it('purpose 149 sends removeSpeeds=8 too', async () => {
    server.route('GET', '/api/Rates', { json: stageRates });
    await api().rates.getRates({ query: { id: 'r1' }, purposeEntryId: 149 });
    expect(lastQuery()).toEqual({ id: 'r1', removeSpeeds: '8' });
  });

  it('any other purpose, or none, sends only the id', async () => {
    server.route('GET', '/api/Rates', { json: stageRates });
    await api().rates.getRates({ query: { id: 'r1' }, purposeEntryId: 12 });
    expect(lastQuery()).toEqual({ id: 'r1' });
    await api().rates.getRates({ query: { id: 'r2' } });
    expect(lastQuery()).toEqual({ id: 'r2' });
  });

  it('POST /api/Rates answers the id the GET reads', async () => {
    server.route('POST', '/api/Rates', { json: { id: 'r9' } });
    const created = await api().rates.createRateRequest({
      body: {
        stages: [
          {
            stage: 1,
            shipDate: '2030-05-06',
            from: { countryCode: 'US', postalCode: '80301' },
            to: { countryCode: 'US', postalCode: '97201' },
          },
        ],
        packages: [{ length: 54, width: 8, height: 30, weight: 40 }],
      },
    });
    expect(created).toEqual({ id: 'r9' });
    expect(server.requests[0]?.json).toMatchObject({ shipMode: 1, stages: [{ stage: 1 }] });
  });
});

describe('quote §7: GET /api/Order/dates — array, reversed', () => {
  it('answers the months newest first', async () => {
    server.route('GET', '/api/Order/dates', {
      json: [
        { year: 2024, month: 11 },
        { year: 2024, month: 12 },
        { year: 2025, month: 1 },
      ],
    });
    await expect(api().order.getOrderDates()).resolves.toEqual([
      { year: 2025, month: 1 },
      { year: 2024, month: 12 },
      { year: 2024, month: 11 },
    ]);
  });
});

describe('quote §7/§9: list sizes — 3 recent orders, saved searches skip=0&take=3', () => {
  it('GET /api/Order/recent?num=3 by default', async () => {
    server.route('GET', '/api/Order/recent', { json: [] });
    await api().order.getRecentOrders();
    expect(lastQuery()).toEqual({ num: '3' });
  });

  it('GET /api/SavedSearch/paged?skip=0&take=3 by default', async () => {
    server.route('GET', '/api/SavedSearch/paged', { json: { value: { savedSearches: [] } } });
    await expect(api().savedSearch.getSavedSearchesPaged()).resolves.toEqual({
      value: { savedSearches: [] },
    });
    expect(lastQuery()).toEqual({ skip: '0', take: '3' });
  });
});

describe('quote §7: other answer uses', () => {
  it('GET /api/Order/get?month&year sends both', async () => {
    server.route('GET', '/api/Order/get', { json: [] });
    await api().order.getOrdersByMonth({ query: { month: 4, year: 2025 } });
    expect(lastQuery()).toEqual({ month: '4', year: '2025' });
  });

  it('ambassadors are sorted by name (quote §3)', async () => {
    server.route('GET', '/api/Ambassador', {
      json: [{ name: 'Zoe' }, { name: 'Ana' }, { name: 'Mia' }],
    });
    const names = (await api().misc.getAmbassadors()).map((a) => a.name);
    expect(names).toEqual(['Ana', 'Mia', 'Zoe']);
  });

  it('the ambassadors lookup answers the sorted list, or a failure the page can tell from none', async () => {
    server.route('GET', '/api/Ambassador', { json: [{ name: 'Zoe' }, { name: 'Ana' }] });
    const found = await api().misc.lookupAmbassadors();
    expect(found.ok && found.value.map((a) => a.name)).toEqual(['Ana', 'Zoe']);
    server.route('GET', '/api/Ambassador', { status: 503, json: {} });
    const failed = await api().misc.lookupAmbassadors();
    expect(failed.ok).toBe(false);
  });

  it('GET /api/paypal/token carries a cache-busting _t', async () => {
    server.route('GET', '/api/paypal/token', { json: { idToken: 'id-1' } });
    await expect(api().paypal.paypalToken()).resolves.toEqual({ idToken: 'id-1' });
    expect(lastQuery()._t).toMatch(/^\d+$/);
  });

  it('GET /api/Date/schedule/US/{year}/{month} fills the path', async () => {
    server.route('GET', '/api/Date/schedule/US/2025/7', {
      json: [{ year: 2025, month: 7, day: 4 }],
    });
    await expect(
      api().date.getDateSchedule({ params: { country: 'US', year: 2025, month: 7 } }),
    ).resolves.toEqual([{ year: 2025, month: 7, day: 4 }]);
  });

  it('shell §4: the social sign-in popup opens /api/Authentication/external-login/{provider}', () => {
    const bikeship = createBikeshipApi({ baseURL: 'https://bikeship.example' });
    expect(bikeship.auth.externalLogin({ params: { provider: 'apple' } })).toBe(
      'https://bikeship.example/api/Authentication/external-login/apple',
    );
    expect(() =>
      // @ts-expect-error an unknown provider is refused by the schema before any popup opens
      bikeship.auth.externalLogin({ params: { provider: 'myspace' } }),
    ).toThrow(/Invalid params/);
  });

  it('documents download as a Blob (quote §7 downloadDocuments)', async () => {
    server.route('GET', '/api/ShipmentDocument/downloadDocuments', {
      raw: '%PDF-1.7',
      contentType: 'application/pdf',
    });
    const file = await api().documents.downloadShipmentDocuments({ query: { shipmentId: 3 } });
    expect(await file.text()).toBe('%PDF-1.7');
    expect(lastQuery()).toEqual({ shipmentId: '3' });
  });
});

describe('the account\'s "Change password" view: POST /api/Authentication/change-password', () => {
  it('sends both passwords and answers the new session, as login does', async () => {
    server.route('POST', '/api/Authentication/change-password', { json: { token: 'fresh' } });
    const body = { currentPassword: 'old password', newPassword: 'a brand new password' };
    await expect(api().auth.changePassword({ body })).resolves.toEqual({ token: 'fresh' });
    expect(server.requests.at(-1)?.json).toEqual(body);
  });

  it('passes a refusal to the form, with the field to mark', async () => {
    const wrong = {
      propertyName: 'currentPassword',
      message: 'Your current password is not correct',
    };
    server.route('POST', '/api/Authentication/change-password', {
      status: 400,
      json: { message: wrong.message, errors: [wrong] },
    });
    await expect(
      api().auth.changePassword({
        body: { currentPassword: 'oops', newPassword: 'a brand new password' },
      }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: [wrong] });
  });
});
