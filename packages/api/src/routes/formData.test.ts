import { DEFAULT_PICKUP_FEE, PURPOSES_REMOVING_SPEED } from '@bikeship/core/constants';
import { hasBoxErrors, validateBox } from '@bikeship/core/rules';
import type {
  Country,
  PackageCategory,
  PackagePreset,
  PackagePurpose,
  PickupOption,
  StateProvince,
} from '@bikeship/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = <T>(path: string) => server.request<T>('GET', `/api/FormData/${path}`);

describe('GET /api/FormData/package-categories and package-presets (quote §3 form data lists)', () => {
  it('lists categories with unique codes, bicycles first', async () => {
    const { status, body } = await get<PackageCategory[]>('package-categories');
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ code: 'BIKE' });
    expect(new Set(body.map((category) => category.code)).size).toBe(body.length);
  });

  it('lists real box and case sizes in inches and pounds, each a valid box of a known category', async () => {
    const categories = (await get<PackageCategory[]>('package-categories')).body;
    const { status, body } = await get<PackagePreset[]>('package-presets');
    expect(status).toBe(200);
    expect(body).toContainEqual(
      expect.objectContaining({
        name: 'Bike shop box (standard)',
        length: 54,
        width: 8,
        height: 30,
      }),
    );
    for (const preset of body) {
      expect(categories.map((category) => category.code)).toContain(preset.category);
      expect(preset).toMatchObject({ linearUnit: 'IN', weightUnit: 'LB' });
      // The wizard's own box rule (quote §5 box bounds) must accept every preset as it is.
      expect(hasBoxErrors(validateBox(preset)), preset.name).toBe(false);
    }
  });
});

describe('GET /api/FormData/package-purpose (quote §7: entryId 146 and 149 remove a speed)', () => {
  it('lists purposes with unique entryIds, including those that remove a speed', async () => {
    const { status, body } = await get<PackagePurpose[]>('package-purpose');
    expect(status).toBe(200);
    const entryIds = body.map((purpose) => purpose.entryId);
    expect(new Set(entryIds).size).toBe(entryIds.length);
    for (const entryId of PURPOSES_REMOVING_SPEED) expect(entryIds).toContain(entryId);
    for (const purpose of body) expect(purpose.code).toMatch(/^[A-Z_]+$/);
  });
});

describe('GET /api/FormData/countries (quote §3)', () => {
  it('lists ISO alpha-2 countries with English names, the United States first, then A–Z', async () => {
    const { status, body } = await get<Country[]>('countries');
    expect(status).toBe(200);
    expect(body[0]).toEqual({ code: 'US', name: 'United States' });
    expect(body).toContainEqual({ code: 'CA', name: 'Canada' });
    expect(body).toContainEqual({ code: 'DE', name: 'Germany' });
    const codes = body.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    const rest = body.slice(1).map((country) => country.name);
    expect(rest).toEqual(
      [...rest].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('leaves out embargoed countries and places without a delivery address', async () => {
    const codes = (await get<Country[]>('countries')).body.map((country) => country.code);
    for (const code of ['CU', 'IR', 'KP', 'SY', 'AQ', 'BV']) expect(codes).not.toContain(code);
  });
});

describe('GET /api/FormData/pickup-options (quote §9: default pickup fee 5)', () => {
  it('offers a free drop-off and a scheduled pickup at the default fee', async () => {
    const { status, body } = await get<PickupOption[]>('pickup-options');
    expect(status).toBe(200);
    expect(body.map((option) => option.fee)).toEqual([0, DEFAULT_PICKUP_FEE]);
    expect(new Set(body.map((option) => option.id)).size).toBe(body.length);
  });
});

describe('GET /api/FormData/states?countryCode (quote §3: stateprov, stateprovcode)', () => {
  it('lists the US states with DC and the territories, without the military codes', async () => {
    const { status, body } = await get<StateProvince[]>('states?countryCode=US');
    expect(status).toBe(200);
    expect(body).toHaveLength(50 + 1 + 5);
    expect(body).toContainEqual({ stateprov: 'District of Columbia', stateprovcode: 'DC' });
    expect(body).toContainEqual({ stateprov: 'Puerto Rico', stateprovcode: 'PR' });
    expect(body.map((state) => state.stateprovcode)).not.toContain('AE');
  });

  it('lists the 13 Canadian provinces and territories, whatever the letter case', async () => {
    const { status, body } = await get<StateProvince[]>('states?countryCode=ca');
    expect(status).toBe(200);
    expect(body).toHaveLength(13);
    expect(body).toContainEqual({ stateprov: 'Quebec', stateprovcode: 'QC' });
  });

  it('answers an empty list for a country whose addresses have no state', async () => {
    const { status, body } = await get('states?countryCode=FR');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each([
    ['an unknown code', 'states?countryCode=ZZ'],
    ['a three-letter code', 'states?countryCode=USA'],
    ['no code', 'states'],
  ])('answers %s with 400 on countryCode', async (_case, path) => {
    const { status, body } = await get<{ errors: unknown[] }>(path);
    expect(status).toBe(400);
    expect(body.errors).toContainEqual(expect.objectContaining({ propertyName: 'countryCode' }));
  });
});
