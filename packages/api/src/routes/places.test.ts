import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from '../integrations/geo/geocoder';
import { replaceAddress, verifyAddress } from '../services/addressVerification';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

function get(path: string, query: Record<string, string>) {
  return server.request('GET', `${path}?${new URLSearchParams(query)}`);
}

interface Component {
  long_name: string;
  short_name: string;
  types: string[];
}
function component(location: { address_components: Component[] }, type: string) {
  return location.address_components.find((part) => part.types.includes(type));
}

const goodAddress = {
  address1: '1777 Broadway',
  city: 'Boulder',
  state: 'CO',
  postalCode: '80302',
  country: 'US',
};

describe('GET /api/Location/search (the from/to lookup as the customer types)', () => {
  it("'9410' finds San Francisco ZIP codes, as Locations with typed components", async () => {
    const response = await get('/api/Location/search', { q: '9410' });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(5);
    for (const location of response.body) {
      expect(component(location, 'postal_code')?.short_name).toMatch(/^9410\d$/);
      expect(component(location, 'locality')?.long_name).toBe('San Francisco');
      expect(component(location, 'administrative_area_level_1')).toEqual({
        long_name: 'California',
        short_name: 'CA',
        types: ['administrative_area_level_1', 'political'],
      });
      expect(component(location, 'country')?.short_name).toBe('US');
      expect(location.types).toEqual(['postal_code']);
      expect(location.geometry).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    }
  });

  it("'zuri' finds Zürich, Switzerland first (accents and case aside)", async () => {
    const response = await get('/api/Location/search', { q: 'zuri' });
    expect(response.status).toBe(200);
    const [first] = response.body;
    expect(first).toMatchObject({ formatted_address: 'Zürich, Switzerland', name: 'Zürich' });
    expect(component(first, 'country')).toMatchObject({
      long_name: 'Switzerland',
      short_name: 'CH',
    });
  });

  it("'sao pau' finds São Paulo, Brazil first (ranked by population)", async () => {
    const response = await get('/api/Location/search', { q: 'sao pau' });
    expect(response.status).toBe(200);
    expect(response.body[0]).toMatchObject({ formatted_address: 'São Paulo, Brazil' });
    expect(response.body[0].types).toEqual(['locality', 'political']);
  });

  it('keeps to the country filter and the limit', async () => {
    const response = await get('/api/Location/search', { q: 'san', countryCode: 'us', limit: '3' });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(3);
    for (const location of response.body) {
      expect(component(location, 'country')?.short_name).toBe('US');
    }
  });

  it('answers 5 suggestions by default and an empty list when nothing matches', async () => {
    expect((await get('/api/Location/search', { q: 'spring' })).body).toHaveLength(5);
    const none = await get('/api/Location/search', { q: 'qqqxz' });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it.each([
    [{}, 'q'],
    [{ q: '' }, 'q'],
    [{ q: 'par', limit: '11' }, 'limit'],
    [{ q: 'par', limit: 'many' }, 'limit'],
    [{ q: 'par', countryCode: 'USA' }, 'countryCode'],
    [{ q: 'par', countryCode: 'ZZ' }, 'countryCode'],
  ])('answers %j with 400 on %s', async (query, field) => {
    const response = await get('/api/Location/search', query);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: field }));
  });
});

describe('GET /api/Location/resolve (quote §7: city, stateCode, postalCode, countryCode, provider UPS)', () => {
  it("resolves 'Boulder, CO 80302' to its ZIP code place", async () => {
    const response = await get('/api/Location/resolve', {
      city: 'Boulder',
      stateCode: 'CO',
      postalCode: '80302',
      countryCode: 'US',
      provider: 'UPS',
    });
    expect(response.status).toBe(200);
    expect(response.body.formatted_address).toBe('Boulder, CO 80302, United States');
    expect(component(response.body, 'postal_code')?.short_name).toBe('80302');
    expect(component(response.body, 'locality')?.long_name).toBe('Boulder');
  });

  it('resolves a city without a postal code, provider defaulted', async () => {
    const response = await get('/api/Location/resolve', { city: 'zurich', countryCode: 'CH' });
    expect(response.status).toBe(200);
    expect(response.body.formatted_address).toBe('Zürich, Switzerland');
  });

  it('answers 404 when nothing matches', async () => {
    const response = await get('/api/Location/resolve', {
      city: 'Nowhereville',
      countryCode: 'US',
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Location not found');
  });

  it.each([
    [{ city: 'Boulder' }, 'countryCode'],
    [{ city: 'Boulder', countryCode: 'ZZ' }, 'countryCode'],
    [{ stateCode: 'CO', countryCode: 'US' }, 'city'],
  ])('answers %j with 400 on %s', async (query, field) => {
    const response = await get('/api/Location/resolve', query);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: field }));
  });
});

describe('GET /api/Avs (quote §7; result codes of quote §3)', () => {
  it('a good address succeeds, standardized, with triggerType defaulted', async () => {
    const response = await get('/api/Avs', { ...goodAddress, city: 'boulder', state: 'Colorado' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'success',
      address: {
        address1: '1777 Broadway',
        city: 'Boulder',
        state: 'CO',
        postalCode: '80302',
        country: { name: 'United States', code: 'US' },
      },
    });
  });

  it('a ZIP/city mismatch is check_on_address_replace, with the corrected address', async () => {
    const response = await get('/api/Avs', { ...goodAddress, city: 'Denver', triggerType: '1' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'failed',
      result: 'check_on_address_replace',
      address: { city: 'Boulder', state: 'CO', postalCode: '80302', address1: '1777 Broadway' },
    });
  });

  it('an unknown ZIP code is address_not_found', async () => {
    const response = await get('/api/Avs', { ...goodAddress, postalCode: '99999' });
    expect(response.body).toEqual({ status: 'failed', result: 'address_not_found' });
  });

  it('a street without a house number is street_not_found', async () => {
    const response = await get('/api/Avs', { ...goodAddress, address1: 'Broadway' });
    expect(response.body).toEqual({ status: 'failed', result: 'street_not_found' });
  });

  it('a missing apartment number is unit_not_found', async () => {
    const response = await get('/api/Avs', { ...goodAddress, address2: 'Apt' });
    expect(response.body).toEqual({ status: 'failed', result: 'unit_not_found' });
  });

  it('an address outside the US is not checked (success, not_called)', async () => {
    const response = await get('/api/Avs', { address1: 'Bahnhofstrasse 1', country: 'CH' });
    expect(response.body).toEqual({ status: 'success', result: 'not_called' });
  });

  it.each([
    [{ address1: '1 Main St' }, 'country'],
    [{ ...goodAddress, country: 'ZZ' }, 'country'],
    [{ ...goodAddress, triggerType: 'soon' }, 'triggerType'],
  ])('answers %j with 400 on %s', async (query, field) => {
    const response = await get('/api/Avs', query);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: field }));
  });
});

describe('GET /api/Avs/IsUnitRequired (quote §7)', () => {
  it('is true for a multi-unit building without a unit, false once the unit is given', async () => {
    const building = { ...goodAddress, address1: '1777 Broadway Apartments' };
    const without = await get('/api/Avs/IsUnitRequired', building);
    expect(without.status).toBe(200);
    expect(without.body).toEqual({ unitRequired: true });
    const withUnit = await get('/api/Avs/IsUnitRequired', { ...building, address2: 'Apt 4' });
    expect(withUnit.body).toEqual({ unitRequired: false });
  });

  it('answers a missing country with 400', async () => {
    const response = await get('/api/Avs/IsUnitRequired', { address1: '1 Main St' });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/AddressReplace/replace (quote §7)', () => {
  it('returns the address with city and state from the ZIP code', async () => {
    const response = await get('/api/AddressReplace/replace', {
      ...goodAddress,
      city: 'Denver',
      state: 'CA',
      company: 'Bikeship',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'success',
      result: 'check_on_address_replace',
      address: {
        company: 'Bikeship',
        address1: '1777 Broadway',
        city: 'Boulder',
        state: 'CO',
        postalCode: '80302',
        country: { name: 'United States', code: 'US' },
      },
    });
  });

  it('has no result when nothing needed replacing', async () => {
    const response = await get('/api/AddressReplace/replace', goodAddress);
    expect(response.body).toMatchObject({ status: 'success', address: { city: 'Boulder' } });
    expect(response.body.result).toBeUndefined();
  });

  it('fails with the verifier code when it has no replacement', async () => {
    const unknownZip = await get('/api/AddressReplace/replace', {
      ...goodAddress,
      postalCode: '99999',
    });
    expect(unknownZip.body).toEqual({ status: 'failed', result: 'address_not_found' });
    const abroad = await get('/api/AddressReplace/replace', { city: 'Zürich', country: 'CH' });
    expect(abroad.body).toEqual({ status: 'failed', result: 'not_called' });
  });
});

describe('AVS when the verifier itself fails (quote §3: api_avs_failed)', () => {
  const failing: Geocoder = {
    search: async () => [],
    resolve: async () => null,
    verify: async () => {
      throw new Error('provider down');
    },
  };
  const query = { ...goodAddress, triggerType: 3 };
  const logger = pino({ level: 'silent' });

  it('answers failed / api_avs_failed from both AVS calls', async () => {
    const expected = { status: 'failed', result: 'api_avs_failed' };
    expect(await verifyAddress(failing, query, logger)).toEqual(expected);
    expect(await replaceAddress(failing, query, logger)).toEqual(expected);
  });
});
