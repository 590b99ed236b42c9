import { describe, expect, it } from 'vitest';
import {
  addressProblemsOf,
  isPhoneValid,
  isPostalCodeFormatValid,
  postalCodeExample,
} from './addressChecks';

const boulder = {
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '1500 Pearl St',
  city: 'Boulder',
  state: 'CO',
  postalCode: '80302',
  country: { code: 'US', name: 'United States' },
  phone: '303-555-0100',
};
const quotedBoulder = { countryCode: 'US', postalCode: '80302' };
const usStates = [{ stateprovcode: 'CO' }, { stateprovcode: 'CA' }];

describe('isPhoneValid', () => {
  it('takes 10 digits (11 with the leading 1) in the US and Canada', () => {
    for (const phone of ['303-555-0100', '(303) 555.0100', '+1 303 555 0100']) {
      expect(isPhoneValid(phone, 'US'), phone).toBe(true);
    }
    expect(isPhoneValid('555-0100', 'CA')).toBe(false);
    expect(isPhoneValid('2 303 555 0100', 'US')).toBe(false);
  });

  it('takes 6 to 15 digits elsewhere, and never letters', () => {
    expect(isPhoneValid('+49 30 1234567', 'DE')).toBe(true);
    expect(isPhoneValid('12345', 'DE')).toBe(false);
    expect(isPhoneValid('1234567890123456', 'DE')).toBe(false);
    expect(isPhoneValid('303-555-CALL', 'US')).toBe(false);
  });
});

describe('postal code formats', () => {
  it('checks a ZIP or ZIP+4 and a Canadian code, anything elsewhere', () => {
    for (const code of ['80302', '80302-1234', '803021234']) {
      expect(isPostalCodeFormatValid(code, 'US'), code).toBe(true);
    }
    expect(isPostalCodeFormatValid('8030', 'US')).toBe(false);
    expect(isPostalCodeFormatValid('v6b1a1', 'CA')).toBe(true);
    expect(isPostalCodeFormatValid('V6B 1A', 'CA')).toBe(false);
    expect(isPostalCodeFormatValid('SW1A 1AA', 'GB')).toBe(true);
    expect([postalCodeExample('US'), postalCodeExample('CA'), postalCodeExample('GB')]).toEqual([
      '80302',
      'V6B 1A1',
      undefined,
    ]);
  });
});

describe('the checks of a step-3 address (quote §3)', () => {
  it('finds nothing wrong with a filled address where it was quoted', () => {
    expect(addressProblemsOf(boulder, quotedBoulder, usStates)).toEqual({});
  });

  it('names every blank field "filled" needs; a state only in the US', () => {
    expect(addressProblemsOf({ country: { code: 'US' } }, quotedBoulder)).toEqual({
      firstName: 'missing',
      lastName: 'missing',
      address1: 'missing',
      city: 'missing',
      state: 'missing',
      postalCode: 'missing',
      phone: 'missing',
    });
    const quotedLondon = { countryCode: 'GB', postalCode: '' };
    const london = { ...boulder, state: '', postalCode: 'SW1A 1AA', country: { code: 'GB' } };
    expect(addressProblemsOf(london, quotedLondon)).toEqual({});
    expect(addressProblemsOf({ ...boulder, country: null }, quotedBoulder)).toEqual({
      country: 'missing',
    });
  });

  it('takes the street from the address lookup too', () => {
    const looked = { ...boulder, address1: ' ', streetAddress: '1500 Pearl St' };
    expect(addressProblemsOf(looked, quotedBoulder)).toEqual({});
  });

  it('refuses a state not in the list (when there is one), a badly written code or phone', () => {
    expect(
      addressProblemsOf(
        { ...boulder, state: 'XX', postalCode: '8030', phone: '555-0100' },
        quotedBoulder,
        usStates,
      ),
    ).toEqual({ state: 'notListed', postalCode: 'format', phone: 'format' });
    expect(addressProblemsOf({ ...boulder, state: 'xx' }, quotedBoulder)).toEqual({});
  });

  it('refuses an address outside the quoted postal area or country', () => {
    expect(addressProblemsOf({ ...boulder, postalCode: '10001' }, quotedBoulder)).toEqual({
      postalCode: 'notQuoted',
    });
    expect(addressProblemsOf({ ...boulder, postalCode: '80302-1234' }, quotedBoulder)).toEqual({});
    const inCanada = { ...boulder, postalCode: 'V6B 1A1', country: { code: 'ca' } };
    expect(addressProblemsOf(inCanada, quotedBoulder)).toEqual({ country: 'notQuoted' });
  });
});
