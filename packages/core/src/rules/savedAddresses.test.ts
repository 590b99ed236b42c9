import { describe, expect, it } from 'vitest';
import type { AddressRecord } from '../schemas';
import { addressFromRecord, addressInputOf, savedAddressesFor } from './savedAddresses';

const home: AddressRecord = {
  addressId: 11,
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '2040 Spruce St',
  address2: 'Apt 4',
  city: 'Boulder',
  state: 'CO',
  postalCode: '80302',
  country: 'United States',
  countryCode: 'US',
  phone: '303-555-0142',
  isResidential: true,
};
const work: AddressRecord = {
  ...home,
  addressId: 12,
  companyName: 'Front Range Cycles',
  address1: '1600 Champa St',
  address2: undefined,
  city: 'Denver',
  postalCode: '80202',
  isResidential: false,
};
/** Saved before records kept a country code. */
const olderHome: AddressRecord = { ...home, addressId: 13, countryCode: undefined };
const vancouver: AddressRecord = {
  ...home,
  addressId: 14,
  city: 'Vancouver',
  state: 'BC',
  postalCode: 'V6B 1A1',
  country: 'Canada',
  countryCode: 'CA',
};

describe('saved addresses on a step-3 side (quote §3 Address stage)', () => {
  it('offers only the records in the quoted country and postal area', () => {
    const records = [home, work, olderHome, vancouver];
    const boulder = { countryCode: 'US', postalCode: '80302' };
    expect(savedAddressesFor(records, boulder, 'United States').map((r) => r.addressId)).toEqual([
      11, 13,
    ]);
    const canada = { countryCode: 'CA', postalCode: '' };
    expect(savedAddressesFor(records, canada, 'Canada').map((r) => r.addressId)).toEqual([14]);
  });

  it('turns a record into a side marked as a saved address', () => {
    expect(addressFromRecord(work, { countryCode: 'US', postalCode: '80202' })).toMatchObject({
      company: 'Front Range Cycles',
      address1: '1600 Champa St',
      country: { name: 'United States', code: 'US' },
      addressId: 12,
      isSavedAddress: true,
      avsStatus: { source: 'saved_address' },
    });
  });

  it('takes the quoted country code for a record saved with its country name only', () => {
    const side = addressFromRecord(olderHome, { countryCode: 'US', postalCode: '80302' });
    expect(side.country).toEqual({ name: 'United States', code: 'US' });
  });

  it('a side the customer asked to save goes to POST /api/Address as the record it came from', () => {
    const side = addressFromRecord(work, { countryCode: 'US', postalCode: '80202' });
    const { addressId: _id, ...fields } = work;
    expect(addressInputOf({ ...side, address1: ' 1600 Champa St ', address2: ' ' })).toEqual(
      fields,
    );
  });
});
