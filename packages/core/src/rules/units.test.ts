import { describe, expect, it } from 'vitest';
import {
  billableWeightLb,
  dimensionalWeightLb,
  resolveLinearUnit,
  resolveWeightUnit,
  toImperialMeasures,
  toInches,
  toPounds,
} from './units';

describe('unit conversion factors with the rounding offset (quote §5)', () => {
  it('converts cm to inches by 0.39370078, rounded up to the next 0.01', () => {
    expect(toInches(10, 'CM')).toBe(3.94); // 3.9370078
    expect(toInches(100, 'cm')).toBe(39.38); // 39.370078
    expect(toInches(254, 'CM')).toBe(100); // 99.99999812 → never under-declared
  });

  it('converts kg to lb by 2.20498765, rounded up to the next 0.01', () => {
    expect(toPounds(10, 'KG')).toBe(22.05); // 22.0498765
    expect(toPounds(1, 'kg')).toBe(2.21); // 2.20498765
  });

  it('does not creep up on float noise (3.94 stays 3.94)', () => {
    expect(toInches(3.94 / 0.39370078, 'CM')).toBe(3.94);
  });

  it('passes inches and pounds through', () => {
    expect(toInches(54.3, 'IN')).toBe(54.3);
    expect(toPounds(30.25, 'LB')).toBe(30.25);
  });
});

describe('default units are inches and pounds unless cm or kg is selected (quote §5)', () => {
  it('defaults', () => {
    expect(resolveLinearUnit(undefined)).toBe('IN');
    expect(resolveLinearUnit('inch')).toBe('IN');
    expect(resolveWeightUnit(null)).toBe('LB');
    expect(resolveWeightUnit('oz')).toBe('LB');
    expect(toInches(10, undefined)).toBe(10);
  });

  it('selects cm and kg case-insensitively', () => {
    expect(resolveLinearUnit(' cm ')).toBe('CM');
    expect(resolveWeightUnit('Kg')).toBe('KG');
  });

  it('converts a whole box', () => {
    expect(
      toImperialMeasures(
        { length: 100, width: 10, height: 254, weight: 10 },
        { linearUnit: 'CM', weightUnit: 'KG' },
      ),
    ).toEqual({ length: 39.38, width: 3.94, height: 100, weight: 22.05 });
  });
});

describe('dimensional and billable weight (DECISION: divisor 139 in³/lb)', () => {
  it('bike box 54×8×30 in is 94 lb dimensional (12960 / 139 = 93.24, rounded up)', () => {
    expect(dimensionalWeightLb({ length: 54, width: 8, height: 30, weight: 30 })).toBe(94);
  });

  it('an exact multiple of the divisor is not rounded up further', () => {
    expect(dimensionalWeightLb({ length: 139, width: 1, height: 1, weight: 1 })).toBe(1);
    expect(dimensionalWeightLb({ length: 139, width: 2, height: 1, weight: 1 })).toBe(2);
  });

  it('rounds each side to the nearest inch first, as UPS and FedEx do', () => {
    expect(dimensionalWeightLb({ length: 54.4, width: 7.6, height: 30.2, weight: 1 })).toBe(94);
  });

  it('billable weight is the larger of actual and dimensional, in whole pounds', () => {
    expect(billableWeightLb({ length: 54, width: 8, height: 30, weight: 30 })).toBe(94);
    expect(billableWeightLb({ length: 10, width: 10, height: 10, weight: 40.2 })).toBe(41);
    expect(billableWeightLb({ length: 10, width: 10, height: 10, weight: 40 })).toBe(40);
  });

  it('works on metric boxes', () => {
    // 137.16 × 20.32 × 76.2 cm is 54 × 8 × 30 in; 13.61 kg is 30.02 lb.
    const box = { length: 137.16, width: 20.32, height: 76.2, weight: 13.61 };
    expect(billableWeightLb(box, { linearUnit: 'CM', weightUnit: 'KG' })).toBe(94);
    expect(billableWeightLb({ ...box, weight: 50 }, { linearUnit: 'CM', weightUnit: 'KG' })).toBe(
      111, // 50 kg = 110.25 lb
    );
  });
});
