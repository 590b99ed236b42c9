import { describe, expect, it } from 'vitest';
import {
  addressComponentValue,
  addressLookupQueryType,
  type ComparableLocation,
  isSameLocation,
} from './locations';

function place(
  formatted: string,
  postal: string | null,
  country: string | null,
  state: string | null,
): ComparableLocation {
  const parts: NonNullable<ComparableLocation['address_components']>[number][] = [];
  if (postal) parts.push({ long_name: postal, short_name: postal, types: ['postal_code'] });
  if (country)
    parts.push({ long_name: country, short_name: country, types: ['country', 'political'] });
  if (state) {
    parts.push({ long_name: state, short_name: state, types: ['administrative_area_level_1'] });
  }
  return { formatted_address: formatted, address_components: parts };
}

describe('two locations are the same (shell §3, quote §5)', () => {
  it('when their formatted addresses match', () => {
    const a = place('Boulder, CO 80302, USA', null, null, null);
    expect(isSameLocation(a, { formatted_address: ' Boulder, CO 80302, USA ' })).toBe(true);
  });

  it('when postal code, country and state all match', () => {
    const a = place('Boulder, CO 80302, USA', '80302', 'US', 'CO');
    const b = place('1 Pearl St, Boulder, CO 80302', '80302', 'us', 'co');
    expect(isSameLocation(a, b)).toBe(true);
  });

  it('not when one of postal code, country or state differs', () => {
    const a = place('A', '80302', 'US', 'CO');
    expect(isSameLocation(a, place('B', '80303', 'US', 'CO'))).toBe(false);
    expect(isSameLocation(a, place('B', '80302', 'CA', 'CO'))).toBe(false);
    expect(isSameLocation(a, place('B', '80302', 'US', 'WY'))).toBe(false);
  });

  it('a state absent on both matches; blank postal codes prove nothing (DECISION)', () => {
    expect(isSameLocation(place('A', '10115', 'DE', null), place('B', '10115', 'DE', null))).toBe(
      true,
    );
    expect(isSameLocation(place('A', null, 'DE', null), place('B', null, 'DE', null))).toBe(false);
    expect(isSameLocation(place('', null, null, null), place('', null, null, null))).toBe(false);
  });

  it('not when a location is missing', () => {
    expect(isSameLocation(place('A', '1', 'US', 'CO'), null)).toBe(false);
  });

  it('reads short names from address_components by type', () => {
    const a = place('A', '80302', 'US', 'CO');
    expect(addressComponentValue(a, 'country')).toBe('US');
    expect(addressComponentValue(a, 'locality')).toBe('');
  });
});

describe('address lookup query type (quote §5)', () => {
  const full = { country: 'US', postalCode: '80302', city: 'Boulder', state: 'CO' };

  it('a full address query when country, postal code, city and state are present', () => {
    expect(addressLookupQueryType(full)).toBe('full');
    expect(addressLookupQueryType({ ...full, country: { code: 'US' } })).toBe('full');
  });

  it.each(['country', 'postalCode', 'city', 'state'] as const)(
    'a location-only query when %s is missing',
    (field) => {
      expect(addressLookupQueryType({ ...full, [field]: '' })).toBe('location');
      expect(addressLookupQueryType({ ...full, [field]: undefined })).toBe('location');
    },
  );

  it('a country object without a code is missing', () => {
    expect(addressLookupQueryType({ ...full, country: { code: null } })).toBe('location');
  });
});
