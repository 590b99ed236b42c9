import type { BicycleShop, BicycleShopSearchResponse } from '@bikeship/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const search = async (query: string) => server.request('GET', `/api/BicycleShop?${query}`);
const near = async (place: string, limit?: number) =>
  search(`near=${encodeURIComponent(place)}${limit === undefined ? '' : `&limit=${limit}`}`);

const names = (answer: BicycleShopSearchResponse) => answer.shops.map((shop) => shop.name);

describe('GET /api/BicycleShop?near= (the finder: shops near a ZIP code or a city, nearest first)', () => {
  it('finds the shops near a ZIP code, nearest first, each with its distance in miles', async () => {
    const response = await near('80302', 5);
    expect(response.status).toBe(200);
    const answer: BicycleShopSearchResponse = response.body;
    expect(answer.place).toMatchObject({ name: 'Boulder, CO 80302' });
    expect(answer.shops).toHaveLength(5);
    // The shop at that ZIP code first, then the Denver shop about 25 miles away.
    expect(answer.shops[0]).toMatchObject({ name: 'Flatirons Wheelworks', distanceMiles: 0 });
    expect(answer.shops[1]?.name).toBe('Front Range Bicycle Depot');
    expect(answer.shops[1]?.distanceMiles).toBeGreaterThan(20);
    expect(answer.shops[1]?.distanceMiles).toBeLessThan(30);
    const distances = answer.shops.map((shop) => shop.distanceMiles ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds the same shops for a city, with its state or without, in any case', async () => {
    const byZip = names((await near('80302')).body);
    for (const place of ['Boulder, CO', 'boulder', 'BOULDER co', 'Boulder, Colorado']) {
      const response = await near(place);
      expect({ place, status: response.status }).toEqual({ place, status: 200 });
      expect(response.body.place.name).toBe('Boulder, CO');
      expect(names(response.body)[0]).toBe('Flatirons Wheelworks');
      expect(names(response.body).slice(0, 3)).toEqual(byZip.slice(0, 3));
    }
  });

  it('measures from the city of the state given: Portland, ME is not Portland, OR', async () => {
    const oregon: BicycleShopSearchResponse = (await near('Portland, OR', 2)).body;
    expect(names(oregon).sort()).toEqual(['Rose City Spokes', 'Velo Northwest Bike Shop']);
    const maine: BicycleShopSearchResponse = (await near('Portland, ME', 1)).body;
    expect(maine.shops[0]?.state).toBe('MA');
  });

  it('answers 10 shops unless told, at most 60, and every shop once', async () => {
    expect((await near('Chicago')).body.shops).toHaveLength(10);
    const all: BicycleShopSearchResponse = (await near('Chicago', 60)).body;
    expect(all.shops.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.shops.map((shop) => shop.shopId)).size).toBe(all.shops.length);
    expect((await near('Chicago', 61)).status).toBe(400);
    expect((await near('Chicago', 0)).status).toBe(400);
  });

  it('an unknown place is a 404 that says so, for the search field', async () => {
    const city = await near('Atlantis, ZZ');
    expect(city.status).toBe(404);
    expect(city.body.message).toMatch(/could not find "Atlantis, ZZ"/);
    const zip = await near('00000');
    expect(zip.status).toBe(404);
    expect(zip.body.message).toMatch(/No US ZIP code is 00000/);
    // A prefix is not a place: the finder measures only from a place the customer named.
    expect((await near('Bould')).status).toBe(404);
  });

  it('an empty search is a 400 at the field, not the list of every shop', async () => {
    const response = await near('   ');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ propertyName: 'near', message: expect.any(String) }]);
  });

  it('places the searched place and each shop on the map of the states (albersUsa, 975 × 610)', async () => {
    const answer: BicycleShopSearchResponse = (await near('Boulder, CO')).body;
    const within = (point: { x: number; y: number } | undefined) =>
      point !== undefined && point.x >= 0 && point.x <= 975 && point.y >= 0 && point.y <= 610;
    expect(within(answer.place?.mapPoint)).toBe(true);
    expect(answer.shops.every((shop) => within(shop.mapPoint))).toBe(true);
    // East is right, north is up.
    const boston = (await near('02116', 1)).body.place.mapPoint;
    const miami = (await near('33137', 1)).body.place.mapPoint;
    expect(boston.x).toBeGreaterThan(answer.place?.mapPoint?.x ?? 975);
    expect(miami.y).toBeGreaterThan(boston.y);
  });
});

describe('GET /api/BicycleShop (every shop: the map) and /api/BicycleShop/{shopId}', () => {
  it('lists every seeded shop by state and name, Alaska and Hawaii on the map too', async () => {
    const response = await search('');
    expect(response.status).toBe(200);
    const answer: BicycleShopSearchResponse = response.body;
    expect(answer.place).toBeUndefined();
    expect(answer.shops.length).toBeGreaterThanOrEqual(40);
    expect(answer.shops[0]?.state).toBe('AK');
    expect(answer.shops.every((shop) => shop.mapPoint && shop.distanceMiles === undefined)).toBe(
      true,
    );
  });

  it('answers one shop by its id, and 404 for an id no shop has', async () => {
    const [first]: BicycleShop[] = (await search('')).body.shops;
    const response = await server.request('GET', `/api/BicycleShop/${first?.shopId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(first);
    expect((await server.request('GET', '/api/BicycleShop/999999')).status).toBe(404);
    expect((await server.request('GET', '/api/BicycleShop/abc')).status).toBe(400);
  });

  it("a partner shop's code is its partner page, whose venue is the shop (its quote box ships there)", async () => {
    const shops: BicycleShop[] = (await search('')).body.shops;
    const partners = shops.filter((shop) => shop.partnerCode);
    expect(partners.length).toBeGreaterThanOrEqual(6);
    for (const shop of partners) {
      const page = await server.request('GET', `/api/BicycleEvent/byurlcode/${shop.partnerCode}`);
      expect({ code: shop.partnerCode, status: page.status }).toEqual({
        code: shop.partnerCode,
        status: 200,
      });
      expect(page.body).toMatchObject({
        partner: true,
        address: { company: shop.name, postalCode: shop.postalCode },
      });
    }
  });
});
