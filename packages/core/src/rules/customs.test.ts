import { describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES } from '../constants';
import {
  isIgnorableLandedCostError,
  isInternationalShipment,
  isInternationalTrip,
  isLandedCostAccepted,
  shouldRequestLandedCost,
} from './customs';

describe('international shipping: countries differ and not both EU (quote §5)', () => {
  it('US→CA is international', () => {
    expect(isInternationalShipment('US', 'CA')).toBe(true);
  });

  it('DE→FR, both in the EU, is not international', () => {
    expect(isInternationalShipment('DE', 'FR')).toBe(false);
    expect(isInternationalShipment('fr', ' de ')).toBe(false);
  });

  it("reads a trip's countries from its places, and is not international without both", () => {
    const placeIn = (code: string) => ({
      address_components: [{ long_name: code, short_name: code, types: ['country'] }],
    });
    expect(isInternationalTrip({ from: placeIn('US'), to: placeIn('ca') })).toBe(true);
    expect(isInternationalTrip({ from: placeIn('DE'), to: placeIn('FR') })).toBe(false);
    expect(isInternationalTrip({ from: placeIn('US') })).toBe(false);
    expect(isInternationalTrip(undefined)).toBe(false);
  });

  it('DE→DE, the same country, is not international', () => {
    expect(isInternationalShipment('DE', 'DE')).toBe(false);
  });

  it('one EU country and one outside is international, both ways', () => {
    expect(isInternationalShipment('DE', 'CH')).toBe(true);
    expect(isInternationalShipment('GB', 'IE')).toBe(true);
    expect(isInternationalShipment('US', 'FR')).toBe(true);
  });

  it('every pair of the 27 EU codes is domestic for customs', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    for (const from of EU_COUNTRY_CODES) {
      for (const to of EU_COUNTRY_CODES) expect(isInternationalShipment(from, to)).toBe(false);
    }
  });

  it('is not international while a country is unknown (DECISION)', () => {
    expect(isInternationalShipment('US', '')).toBe(false);
    expect(isInternationalShipment(undefined, 'CA')).toBe(false);
  });
});

describe('landed cost skipped for the same country (quote §5)', () => {
  it('skips US→US and asks for US→CA', () => {
    expect(shouldRequestLandedCost('US', 'us')).toBe(false);
    expect(shouldRequestLandedCost('US', 'CA')).toBe(true);
  });

  it('skips while a country is unknown (DECISION)', () => {
    expect(shouldRequestLandedCost('US', null)).toBe(false);
  });
});

describe('landed-cost answer accepted only with success and clearanceFee ≤ 10000 (quote §5)', () => {
  it('accepts success with a fee up to and including the cap', () => {
    expect(isLandedCostAccepted({ success: true, clearanceFee: 0 })).toBe(true);
    expect(isLandedCostAccepted({ success: true, clearanceFee: 10_000 })).toBe(true);
  });

  it('refuses a fee over the cap', () => {
    expect(isLandedCostAccepted({ success: true, clearanceFee: 10_000.01 })).toBe(false);
  });

  it('refuses an answer without success', () => {
    expect(isLandedCostAccepted({ success: false, clearanceFee: 20 })).toBe(false);
    expect(isLandedCostAccepted({ clearanceFee: 20 })).toBe(false);
    expect(isLandedCostAccepted(null)).toBe(false);
  });

  it('refuses a missing, negative or NaN fee (DECISION)', () => {
    expect(isLandedCostAccepted({ success: true })).toBe(false);
    expect(isLandedCostAccepted({ success: true, clearanceFee: -1 })).toBe(false);
    expect(isLandedCostAccepted({ success: true, clearanceFee: Number.NaN })).toBe(false);
  });
});

describe('the domestic landed-cost error is ignored (quote §8)', () => {
  it('ignores exactly "Domestic shipments are not allowed"', () => {
    expect(isIgnorableLandedCostError('Domestic shipments are not allowed')).toBe(true);
    expect(isIgnorableLandedCostError(' Domestic shipments are not allowed ')).toBe(true);
  });

  it('does not ignore other failures', () => {
    expect(isIgnorableLandedCostError('Invalid HS code')).toBe(false);
    expect(isIgnorableLandedCostError('')).toBe(false);
    expect(isIgnorableLandedCostError(undefined)).toBe(false);
  });
});
