import { describe, expect, it } from 'vitest';
import {
  BOX_MAX_LENGTH_IN,
  BOX_MAX_MARKET_VALUE,
  BOX_MAX_WEIGHT_LB,
  PREMIUM_PROTECTION_MAX_COVERAGE,
} from '../constants';
import {
  type BoxErrorFlags,
  hasBoxErrors,
  normalizeBoxMarketValue,
  toMarketValue,
  type ValidatableBox,
  validateBox,
} from './boxValidation';

const bikeBox: ValidatableBox = {
  name: 'Bike box',
  category: 'bicycle',
  length: 54,
  width: 8,
  height: 30,
  weight: 35,
  marketValue: 2500,
  premiumProtection: { coverage: 2500, cost: 30 },
};

const noErrors: BoxErrorFlags = {
  length: false,
  width: false,
  height: false,
  weight: false,
  dimensional: false,
  categorySelection: false,
  marketValue: false,
  premiumProtection: false,
  nameSelection: false,
};

/** The flags that are set, to assert exactly which ones fire. */
function flagsOf(box: ValidatableBox, units?: { linearUnit?: string; weightUnit?: string }) {
  return Object.entries(validateBox(box, units))
    .filter(([, set]) => set)
    .map(([flag]) => flag);
}

describe('box error flags (quote §3, Box; bounds are DECISIONs in constants.ts)', () => {
  it('a good bike box sets no flag', () => {
    expect(validateBox(bikeBox)).toEqual(noErrors);
    expect(hasBoxErrors(validateBox(bikeBox))).toBe(false);
  });

  it('length, width and height: each side from 1 in to 108 in', () => {
    expect(flagsOf({ ...bikeBox, length: BOX_MAX_LENGTH_IN + 0.01 })).toContain('length');
    expect(flagsOf({ ...bikeBox, width: 0 })).toEqual(['width']);
    expect(flagsOf({ ...bikeBox, height: null })).toEqual(['height']);
    expect(flagsOf({ ...bikeBox, length: Number.NaN })).toEqual(['length']);
    expect(flagsOf({ ...bikeBox, length: 108, width: 1, height: 1 })).toEqual([]);
  });

  it('weight: from 1 lb to 150 lb', () => {
    expect(flagsOf({ ...bikeBox, weight: BOX_MAX_WEIGHT_LB })).toEqual([]);
    expect(flagsOf({ ...bikeBox, weight: BOX_MAX_WEIGHT_LB + 0.01 })).toEqual(['weight']);
    expect(flagsOf({ ...bikeBox, weight: 0.5 })).toEqual(['weight']);
  });

  it('dimensional: longest side + girth above 165 in', () => {
    // 100 + 2 × (20 + 12.5) = 165: at the limit.
    expect(flagsOf({ ...bikeBox, length: 20, width: 100, height: 12.5 })).toEqual([]);
    expect(flagsOf({ ...bikeBox, length: 20, width: 100, height: 12.51 })).toEqual(['dimensional']);
  });

  it('category and name must be chosen', () => {
    expect(flagsOf({ ...bikeBox, category: null, name: '  ' })).toEqual([
      'categorySelection',
      'nameSelection',
    ]);
    expect(flagsOf({ ...bikeBox, category: 0 })).toEqual([]);
  });

  it('market value: a number from 0 to the maximum', () => {
    expect(flagsOf({ ...bikeBox, marketValue: -1, premiumProtection: null })).toEqual([
      'marketValue',
    ]);
    expect(flagsOf({ ...bikeBox, marketValue: BOX_MAX_MARKET_VALUE })).toEqual([]);
    // Over the maximum the declared value is refused, and so is any coverage resting on it.
    expect(flagsOf({ ...bikeBox, marketValue: BOX_MAX_MARKET_VALUE + 1 })).toEqual([
      'marketValue',
      'premiumProtection',
    ]);
    expect(flagsOf({ ...bikeBox, marketValue: 'lots', premiumProtection: null })).toEqual([
      'marketValue',
    ]);
  });

  it('premium protection: coverage up to the declared value and the cap; cost ≥ 0', () => {
    expect(flagsOf({ ...bikeBox, premiumProtection: { coverage: 2500.01, cost: 30 } })).toEqual([
      'premiumProtection',
    ]);
    const expensive = { ...bikeBox, marketValue: 20_000 };
    expect(
      flagsOf({ ...expensive, premiumProtection: { coverage: PREMIUM_PROTECTION_MAX_COVERAGE } }),
    ).toEqual([]);
    expect(
      flagsOf({
        ...expensive,
        premiumProtection: { coverage: PREMIUM_PROTECTION_MAX_COVERAGE + 1 },
      }),
    ).toEqual(['premiumProtection']);
    expect(flagsOf({ ...bikeBox, premiumProtection: { coverage: 100, cost: -1 } })).toEqual([
      'premiumProtection',
    ]);
    expect(flagsOf({ ...bikeBox, premiumProtection: null })).toEqual([]);
  });

  it('metric boxes are checked in inches and pounds', () => {
    const metric = { linearUnit: 'CM', weightUnit: 'KG' };
    // 274.32 cm = 108.00 in, 68 kg = 149.94 lb: both at the limit.
    const atLimit = { ...bikeBox, length: 274.32, width: 20, height: 20, weight: 68 };
    expect(flagsOf(atLimit, metric)).toEqual([]);
    // 275 cm = 108.27 in, 69 kg = 152.15 lb.
    expect(flagsOf({ ...atLimit, length: 275, weight: 69 }, metric)).toEqual(['length', 'weight']);
    // The same numbers read as inches and pounds are within bounds.
    expect(flagsOf({ ...atLimit, length: 100, width: 10, height: 10, weight: 69 })).toEqual([]);
  });
});

describe('market values given as strings are converted to numbers (quote §3)', () => {
  it('parses plain and formatted strings', () => {
    expect(toMarketValue('1200')).toBe(1200);
    expect(toMarketValue('$1,200.50')).toBe(1200.5);
    expect(toMarketValue(' 99.9 ')).toBe(99.9);
    expect(toMarketValue(350)).toBe(350);
  });

  it('blank is 0 (nothing declared), text is NaN (DECISION)', () => {
    expect(toMarketValue('')).toBe(0);
    expect(toMarketValue(null)).toBe(0);
    expect(toMarketValue('abc')).toBeNaN();
  });

  it('only dollars with at most two decimals: JavaScript number syntax and a European thousands point are refused (found on a walk: "0x10" became $16, "1e3" $1,000)', () => {
    for (const typed of ['0x10', '1e3', '1.500', '1500.999', 'Infinity', '-5', '1.2.3']) {
      expect(toMarketValue(typed), typed).toBeNaN();
    }
    expect(toMarketValue(' 1 500 ')).toBe(1500);
    expect(toMarketValue('1500.')).toBe(1500);
    expect(toMarketValue('.5')).toBe(0.5);
    expect(toMarketValue('$2,500.00')).toBe(2500);
  });

  it('returns a new box with a numeric market value', () => {
    const box = { name: 'Case', marketValue: '1,500' };
    const normalized = normalizeBoxMarketValue(box);
    expect(normalized).toEqual({ name: 'Case', marketValue: 1500 });
    expect(box.marketValue).toBe('1,500');
  });
});
