import type { AddressStage } from '@bikeship/core/schemas';
import { describe, expect, it } from 'vitest';
import { addTranslation } from '../messages/catalogue';
import { addressMessages } from './addressMessages';
import { addressErrors, isSideComplete, postalCodeHint } from './addressValidation';
import { avsOutcomeOf, isVerifierFailure } from './avsOutcome';

const denver: AddressStage = {
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '1600 Champa St',
  city: 'Denver',
  state: 'CO',
  postalCode: '80202',
  country: { name: 'United States', code: 'US' },
  phone: '303-555-0100',
};
const quotedDenver = { countryCode: 'US', postalCode: '80202' };
const colorado = [{ stateprov: 'Colorado', stateprovcode: 'CO' }];

describe('address messages: the core checks worded for the customer', () => {
  it('a complete address has no messages', () => {
    const errors = addressErrors(denver, quotedDenver, colorado, 'en-US');
    expect(errors).toEqual({});
    expect(isSideComplete(errors, denver)).toBe(true);
  });

  it('says what to do about each field, in the words of the country', () => {
    const blank: AddressStage = { country: { name: 'United States', code: 'US' } };
    expect(addressErrors(blank, quotedDenver, colorado, 'en-US')).toEqual({
      firstName: 'Enter the first name.',
      lastName: 'Enter the last name.',
      address1: 'Enter the street address.',
      city: 'Enter the city.',
      state: 'Choose the state.',
      postalCode: 'Enter the ZIP code.',
      phone: 'Enter a phone number.',
    });
    const elsewhere = { ...denver, postalCode: '80301', state: 'ZZ', phone: '555-01' };
    expect(addressErrors(elsewhere, quotedDenver, colorado, 'en-US')).toEqual({
      state: 'Choose the state from the list.',
      postalCode:
        'Rates were quoted for 80202. For another ZIP code, go back to Search and get new rates.',
      phone: 'Enter a 10-digit phone number with its area code, like 303-555-0100.',
    });
    const canadian: AddressStage = {
      ...denver,
      state: 'ZZ',
      postalCode: 'V6B',
      country: { name: 'Canada', code: 'CA' },
    };
    const bc = [{ stateprov: 'British Columbia', stateprovcode: 'BC' }];
    expect(addressErrors(canadian, { countryCode: 'CA', postalCode: '' }, bc, 'en-US')).toEqual({
      state: 'Choose the province from the list.',
      postalCode: 'Enter a postal code like V6B 1A1.',
    });
    expect(addressErrors(denver, { countryCode: 'CA', postalCode: '' }, [], 'en-US').country).toBe(
      'This address is not in the country rates were quoted for. Go back to Search and get new rates.',
    );
  });

  it('hints the quoted postal code, else the country’s format', () => {
    expect(postalCodeHint(quotedDenver, 'en-US')).toBe('Rates are for 80202.');
    expect(postalCodeHint({ countryCode: 'CA', postalCode: '' }, 'en-US')).toBe('Like V6B 1A1.');
    expect(postalCodeHint({ countryCode: 'DE', postalCode: '' }, 'en-US')).toBeUndefined();
  });

  it('words a field message in the locale it is asked for', () => {
    addTranslation(addressMessages, 'de', { 'Enter the city.': 'Geben Sie den Ort ein.' });
    const errors = addressErrors({ ...denver, city: '' }, quotedDenver, colorado, 'de-CH');
    expect(errors.city).toBe('Geben Sie den Ort ein.');
  });
});

describe('address verification as the customer sees it (quote §3 AVS)', () => {
  it('a failing verifier is not the customer’s problem', () => {
    expect(isVerifierFailure('api_avs_failed')).toBe(true);
    expect(isVerifierFailure('street_not_found')).toBe(false);
    expect(avsOutcomeOf({ status: 'failed', result: 'invalid license key' }, 'en-US')).toEqual({
      kind: 'unavailable',
    });
  });

  it('offers a correction, or says which field to check and whether it may be kept', () => {
    expect(avsOutcomeOf({ status: 'success' }, 'en-US')).toEqual({ kind: 'verified' });
    expect(
      avsOutcomeOf(
        { status: 'failed', result: 'check_on_address_replace', address: denver },
        'en-US',
      ),
    ).toEqual({ kind: 'suggestion', suggested: denver });
    expect(avsOutcomeOf({ status: 'failed', result: 'address_not_found' }, 'en-US')).toEqual({
      kind: 'problem',
      field: 'postalCode',
      message: 'We could not find this address. Check the ZIP code, city and state.',
      canKeep: false,
    });
    expect(avsOutcomeOf({ status: 'failed', result: 'unit_not_found' }, 'en-US')).toMatchObject({
      field: 'address2',
      message: 'This building needs an apartment, suite or unit number.',
      canKeep: true,
    });
  });
});
