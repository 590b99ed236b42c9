import { describe, expect, it } from 'vitest';
import { type FillableAddress, isAddressFilled } from './addressFilled';

const usAddress: FillableAddress = {
  country: { code: 'US' },
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Boulder',
  state: 'CO',
  postalCode: '80302',
  phone: '3035550100',
};

describe('address is filled (quote §3, Address stage)', () => {
  it('is filled with country, names, street, city, state, postal code and phone', () => {
    expect(isAddressFilled(usAddress)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'address1', 'city', 'postalCode', 'phone'] as const)(
    'is not filled without %s',
    (field) => {
      expect(isAddressFilled({ ...usAddress, [field]: '' })).toBe(false);
      expect(isAddressFilled({ ...usAddress, [field]: '   ' })).toBe(false);
    },
  );

  it('is not filled without a country', () => {
    expect(isAddressFilled({ ...usAddress, country: null })).toBe(false);
    expect(isAddressFilled({ ...usAddress, country: { code: '' } })).toBe(false);
  });

  it('needs a state for the US only', () => {
    expect(isAddressFilled({ ...usAddress, state: '' })).toBe(false);
    expect(isAddressFilled({ ...usAddress, country: { code: 'us' }, state: null })).toBe(false);
    expect(isAddressFilled({ ...usAddress, country: { code: 'DE' }, state: '' })).toBe(true);
  });

  it('takes the street from streetAddress as well (DECISION)', () => {
    expect(isAddressFilled({ ...usAddress, address1: '', streetAddress: '1 Main St' })).toBe(true);
  });

  it('is not filled when there is no address', () => {
    expect(isAddressFilled(undefined)).toBe(false);
  });
});
