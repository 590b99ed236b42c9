import {
  PRICE_TABLES,
  packagePriceCents,
  SERVICE_LEVELS,
  WEIGHT_BRACKETS_LB,
  ZONE_SETS,
} from '@bikeship/core/shippingTables';
import { describe, expect, it } from 'vitest';
import { builtInTrackingNumber, isBuiltInTrackingNumber, isLegacyTrackingNumber } from './tracking';
import { greatCircleMiles, zoneFor, zoneSetFor } from './zones';

describe('built-in carrier tables (zone × billable weight × service)', () => {
  it('has a full price row for every zone of every service it offers, rising with weight', () => {
    for (const level of SERVICE_LEVELS) {
      for (const [zoneSet, offer] of Object.entries(level.offers)) {
        const set = ZONE_SETS[zoneSet as keyof typeof ZONE_SETS];
        for (const { zone } of set.zones) {
          const row = PRICE_TABLES[set.id][level.code]?.[zone];
          expect(row?.upToCents, `${set.id} ${level.code} ${zone}`).toHaveLength(
            WEIGHT_BRACKETS_LB.length,
          );
          const prices = row?.upToCents ?? [];
          expect(prices).toEqual([...prices].sort((a, b) => a - b));
          expect(offer?.transitDays[zone]).toBeGreaterThan(0);
        }
      }
    }
  });

  it('prices past the last bracket per started pound above it', () => {
    const groundZone8 = PRICE_TABLES.domestic[5]?.['8'];
    if (!groundZone8) throw new Error('no Ground zone 8 row');
    expect(packagePriceCents(groundZone8, 150)).toBe(24_750);
    expect(packagePriceCents(groundZone8, 151)).toBe(24_750 + 155);
    expect(packagePriceCents(groundZone8, 200)).toBe(24_750 + 50 * 155);
    expect(packagePriceCents(groundZone8, 1)).toBe(1_655);
    expect(packagePriceCents(groundZone8, 4)).toBe(packagePriceCents(groundZone8, 5));
  });

  it('zones by great-circle distance: the bands are inclusive upper bounds', () => {
    expect(zoneFor('domestic', 0)).toBe('2');
    expect(zoneFor('domestic', 150)).toBe('2');
    expect(zoneFor('domestic', 150.1)).toBe('3');
    expect(zoneFor('domestic', 2_500)).toBe('8');
    expect(zoneFor('international', 12_000)).toBe('I5');
    // New York – London is about 3,460 miles.
    const miles = greatCircleMiles({ lat: 40.7128, lng: -74.006 }, { lat: 51.5074, lng: -0.1278 });
    expect(miles).toBeGreaterThan(3_440);
    expect(miles).toBeLessThan(3_480);
    expect(zoneSetFor('US', 'GB')).toBe('international');
    expect(zoneSetFor('DE', 'FR')).toBe('domestic');
  });
});

describe('tracking numbers: unguessable, with a check character', () => {
  it('checks its own numbers and catches one mistyped character', () => {
    const number = builtInTrackingNumber({ serviceCode: 1 });
    expect(number).toMatch(/^BS1[0-9A-HJKMNP-TV-Z]{15}$/);
    expect(isBuiltInTrackingNumber(number)).toBe(true);
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    for (let index = 3; index < number.length; index++) {
      const shifted = alphabet[(alphabet.indexOf(number[index] ?? '') + 1) % alphabet.length];
      const mistyped = `${number.slice(0, index)}${shifted}${number.slice(index + 1)}`;
      expect(isBuiltInTrackingNumber(mistyped), mistyped).toBe(false);
    }
  });

  it('draws every number at random: the same service gives a new one each time', () => {
    const numbers = Array.from({ length: 200 }, () => builtInTrackingNumber({ serviceCode: 3 }));
    expect(new Set(numbers).size).toBe(200);
    // No position past the service code is fixed (a serial id would keep its leading zeros).
    for (let index = 3; index < 17; index++) {
      expect(new Set(numbers.map((number) => number[index])).size).toBeGreaterThan(1);
    }
  });

  it('never has the earlier, guessable form, and refuses a service code of two digits', () => {
    expect(isLegacyTrackingNumber('BS1000001234500427')).toBe(true);
    expect(isBuiltInTrackingNumber('BS1000001234500427')).toBe(false);
    for (let draw = 0; draw < 100; draw++) {
      expect(isLegacyTrackingNumber(builtInTrackingNumber({ serviceCode: 2 }))).toBe(false);
    }
    expect(() => builtInTrackingNumber({ serviceCode: 10 })).toThrow(RangeError);
  });
});
