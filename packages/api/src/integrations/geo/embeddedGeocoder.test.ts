import { describe, expect, it } from 'vitest';
import { createEmbeddedGeocoder } from './embeddedGeocoder';
import type { AddressToVerify } from './geocoder';

// Over the real bundled data (loaded once for this file, ~2 s).
const geocoder = createEmbeddedGeocoder();

const boulder: AddressToVerify = {
  address1: '1777 Broadway',
  city: 'Boulder',
  state: 'CO',
  postalCode: '80302',
  countryCode: 'US',
};

function componentsOf(location: { address_components: { types: string[]; short_name: string }[] }) {
  return Object.fromEntries(
    location.address_components.map((part) => [part.types[0], part.short_name]),
  );
}

describe('embedded AVS rules (result codes from documented rules)', () => {
  it('rule 1: outside the US the address is not checked, and not held up', async () => {
    const verdict = await geocoder.verify({ address1: 'Bahnhofstrasse 1', countryCode: 'CH' });
    expect(verdict).toMatchObject({ status: 'success', result: 'not_called', unitRequired: false });
    expect(verdict.standardized).toBeUndefined();
  });

  it.each([[undefined], [''], ['8030'], ['ABCDE'], ['80302-12']])(
    'rule 2: postal code %j is invalid_address',
    async (postalCode) => {
      const verdict = await geocoder.verify({ ...boulder, postalCode });
      expect(verdict).toMatchObject({ status: 'failed', result: 'invalid_address' });
    },
  );

  it('rule 3: a ZIP code that does not exist is address_not_found', async () => {
    const verdict = await geocoder.verify({ ...boulder, postalCode: '99999' });
    expect(verdict).toMatchObject({ status: 'failed', result: 'address_not_found' });
    expect(verdict.standardized).toBeUndefined();
  });

  it('rule 4: no street, or no house number, is street_not_found; the place is still known', async () => {
    for (const address1 of [undefined, '  ', 'Broadway']) {
      const verdict = await geocoder.verify({ ...boulder, address1 });
      expect(verdict).toMatchObject({ status: 'failed', result: 'street_not_found' });
      expect(verdict.standardized).toMatchObject({ city: 'Boulder', state: 'CO' });
    }
  });

  it('rule 4: house number 0 is out_of_range', async () => {
    const verdict = await geocoder.verify({ ...boulder, address1: '0 Broadway' });
    expect(verdict).toMatchObject({ status: 'failed', result: 'out_of_range' });
  });

  it('rule 5: a missing unit is unit_not_found', async () => {
    const verdict = await geocoder.verify({ ...boulder, address2: 'Apt' });
    expect(verdict).toMatchObject({
      status: 'failed',
      result: 'unit_not_found',
      unitRequired: true,
    });
  });

  it('rule 6: a city that is not the ZIP code’s is check_on_address_replace, corrected', async () => {
    const verdict = await geocoder.verify({ ...boulder, city: 'Denver' });
    expect(verdict).toMatchObject({
      status: 'failed',
      result: 'check_on_address_replace',
      corrected: true,
      standardized: {
        city: 'Boulder',
        state: 'CO',
        postalCode: '80302',
        address1: '1777 Broadway',
      },
    });
  });

  it('rule 6: a wrong or missing state is corrected too', async () => {
    for (const state of ['CA', undefined]) {
      const verdict = await geocoder.verify({ ...boulder, state });
      expect(verdict).toMatchObject({ result: 'check_on_address_replace', corrected: true });
      expect(verdict.standardized?.state).toBe('CO');
    }
  });

  it('rule 7: a good address succeeds, standardized', async () => {
    const verdict = await geocoder.verify({
      ...boulder,
      address1: '  1777   Broadway ',
      city: 'BOULDER',
      state: 'colorado',
      postalCode: '803021234',
    });
    expect(verdict).toEqual({
      status: 'success',
      corrected: false,
      unitRequired: false,
      standardized: {
        address1: '1777 Broadway',
        city: 'Boulder',
        state: 'CO',
        postalCode: '80302-1234',
        countryCode: 'US',
        countryName: 'United States',
      },
    });
  });

  it('rule 6: St. Louis is Saint Louis, the USPS name', async () => {
    const verdict = await geocoder.verify({
      address1: '1 S Memorial Dr',
      city: 'St. Louis',
      state: 'MO',
      postalCode: '63101',
      countryCode: 'US',
    });
    expect(verdict).toMatchObject({ status: 'success', standardized: { city: 'Saint Louis' } });
  });

  it('accepts a military address', async () => {
    const verdict = await geocoder.verify({
      address1: 'PSC 1234 Box 5678',
      city: 'APO',
      state: 'AE',
      postalCode: '09001',
      countryCode: 'US',
    });
    expect(verdict.status).toBe('success');
  });
});

describe('embedded resolve (quote §7 location lookups)', () => {
  it('a US ZIP code that exists wins, with its city, state and country', async () => {
    const location = await geocoder.resolve({
      city: 'Denver',
      postalCode: '80302',
      countryCode: 'US',
    });
    expect(location?.formatted_address).toBe('Boulder, CO 80302, United States');
    expect(componentsOf(location as never)).toEqual({
      locality: 'Boulder',
      administrative_area_level_1: 'CO',
      country: 'US',
      postal_code: '80302',
    });
  });

  it('a city in a state, the state given by code or name', async () => {
    for (const stateCode of ['MT', 'Montana']) {
      const location = await geocoder.resolve({ city: 'boulder', stateCode, countryCode: 'US' });
      expect(location?.formatted_address).toBe('Boulder, MT, United States');
    }
  });

  it('the most populous city of the name when no state is given', async () => {
    const location = await geocoder.resolve({ city: 'Boulder', countryCode: 'US' });
    expect(location?.formatted_address).toBe('Boulder, CO, United States');
  });

  it('an unknown US ZIP code falls back to the city, without the bad code', async () => {
    const location = await geocoder.resolve({
      city: 'Boulder',
      stateCode: 'CO',
      postalCode: '99999',
      countryCode: 'US',
    });
    expect(location?.formatted_address).toBe('Boulder, CO, United States');
  });

  it('a town known only by its ZIP code', async () => {
    const location = await geocoder.resolve({ city: 'Mosca', stateCode: 'CO', countryCode: 'US' });
    expect(location?.formatted_address).toBe('Mosca, CO, United States');
  });

  it('outside the US keeps the postal code given', async () => {
    const location = await geocoder.resolve({
      city: 'Zurich',
      postalCode: '8001',
      countryCode: 'CH',
    });
    expect(location?.formatted_address).toBe('Zürich, 8001, Switzerland');
    expect(componentsOf(location as never)).toMatchObject({ postal_code: '8001', country: 'CH' });
  });

  it('names Canadian provinces', async () => {
    const location = await geocoder.resolve({
      city: 'Toronto',
      stateCode: 'ON',
      countryCode: 'CA',
    });
    expect(location?.address_components).toContainEqual({
      long_name: 'Ontario',
      short_name: 'ON',
      types: ['administrative_area_level_1', 'political'],
    });
  });

  it.each([
    [{ city: 'Boulder', stateCode: 'XX', countryCode: 'US' }, 'a state that does not exist'],
    [{ city: 'Boulder', stateCode: 'NY', countryCode: 'US' }, 'no such city in the state'],
    [{ city: 'Nowhereville', countryCode: 'US' }, 'an unknown city'],
    [{ postalCode: '8001', countryCode: 'CH' }, 'a postal code the data cannot check, alone'],
  ])('finds nothing for %j (%s)', async (query, _reason) => {
    expect(await geocoder.resolve(query)).toBeNull();
  });
});

describe('embedded search (as-you-type lookup)', () => {
  const search = async (text: string, countryCode?: string, limit = 5) =>
    (await geocoder.search({ text, limit, ...(countryCode ? { countryCode } : {}) })).map(
      (location) => location.formatted_address,
    );

  it('digits are a US ZIP prefix, in ZIP order', async () => {
    expect(await search('8030')).toEqual([
      'Boulder, CO 80301, United States',
      'Boulder, CO 80302, United States',
      'Boulder, CO 80303, United States',
      'Boulder, CO 80304, United States',
      'Boulder, CO 80305, United States',
    ]);
  });

  it('a postal prefix with another country finds nothing (no postal data bundled)', async () => {
    expect(await search('8001', 'CH')).toEqual([]);
  });

  it('a whole ZIP code after the name is that ZIP, and ignored when it does not exist', async () => {
    const zip = ['Boulder, CO 80302, United States'];
    expect(await search('Boulder, CO 80302')).toEqual(zip);
    expect(await search('Boulder CO 80302-1234')).toEqual(zip);
    expect(await search('Boulder, CO 80302, United States')).toEqual(zip);
    expect(await search('Boulder, CO 99999')).toEqual(['Boulder, CO, United States']);
  });

  it('after a comma or a last word, a state or country narrows the names', async () => {
    expect(await search('Boulder, CO')).toEqual(['Boulder, CO, United States']);
    expect(await search('boulder montana')).toEqual(['Boulder, MT, United States']);
    expect(await search('paris, fra')).toEqual(['Paris, France']);
    expect(await search('Boulder, CO, United States')).toEqual(['Boulder, CO, United States']);
    expect(await search('Boulder, CO, France')).toEqual([]);
  });

  it('the country filter keeps to one country', async () => {
    const found = await search('par', 'FR', 10);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((address) => address.endsWith(', France'))).toBe(true);
  });

  it('short prefixes answer the largest places', async () => {
    expect((await search('s', undefined, 2))[0]).toBe('Shanghai, China');
  });

  it('finds towns known only by ZIP code', async () => {
    expect(await search('mosca', 'US')).toContain('Mosca, CO, United States');
  });
});
