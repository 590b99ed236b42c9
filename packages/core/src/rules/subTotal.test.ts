import { describe, expect, it } from 'vitest';
import { computeStageSubTotalCents, computeSubTotal, type StageCharges } from './subTotal';

// A real box carries more than the cost (coverage, dimensions…): it must still fit.
const protectedBox = { name: 'Bike box', premiumProtection: { coverage: 2000, cost: 24 } };
const stage: StageCharges = {
  pickupFee: 5,
  rate: 89.99,
  clearanceFee: 12.5,
  residentialFee: 4.35,
  boxes: [protectedBox, { premiumProtection: null }, {}],
};

describe('sub-total per stage (quote §5)', () => {
  it('sums pickup fee, selected rate, clearance fee, residential fee and protection cost', () => {
    expect(computeStageSubTotalCents(stage)).toBe(500 + 8999 + 1250 + 435 + 2400);
    expect(computeSubTotal([stage])).toBe(135.84);
  });

  it('sums the stages, without float drift', () => {
    expect(computeSubTotal([{ rate: 0.1 }, { rate: 0.2 }])).toBe(0.3);
    expect(computeSubTotal([stage, { rate: 10, pickupFee: 5 }])).toBe(150.84);
  });

  it('a selected rate option with its pickupFee fits as a stage', () => {
    const option = { code: '03', rate: 50, residentialFee: 3, transitDays: 4, pickupFee: 5 };
    expect(computeSubTotal([option])).toBe(58);
  });

  it('missing charges count as 0', () => {
    expect(computeSubTotal([{}])).toBe(0);
    expect(computeSubTotal([])).toBe(0);
  });

  it.each([
    ['a NaN rate', { rate: Number.NaN }],
    ['an infinite fee', { pickupFee: Number.POSITIVE_INFINITY }],
    ['a negative clearance fee', { clearanceFee: -1 }],
    ['a negative protection cost', { boxes: [{ premiumProtection: { cost: -3 } }] }],
  ])('on any calculation error the sub-total becomes 0: %s', (_, broken: StageCharges) => {
    expect(computeSubTotal([stage, broken])).toBe(0);
    expect(() => computeStageSubTotalCents(broken)).toThrow(RangeError);
  });
});
