import { describe, expect, it } from 'vitest';
import { landedCostBreakdownOf } from './landedCostBreakdown';

describe('the parts of a clearance fee (quote §7 landed-cost answer)', () => {
  it('shows the brokerage fee as its own part, so duty + taxes + brokerage add up to the clearance fee', () => {
    // The Berlin e-bike: duty $310.17 and taxes $1,041.13 of a $1,385.08 clearance fee.
    const breakdown = landedCostBreakdownOf(
      { packages: [{ commodityDuty: 310.17, commodityVAT: 1041.13 }] },
      1385.08,
    );
    expect(breakdown).toEqual({
      duty: 310.17,
      taxes: 1041.13,
      brokerage: 33.78,
      clearanceFee: 1385.08,
    });
  });

  it('sums several boxes in cents, without drift', () => {
    const breakdown = landedCostBreakdownOf(
      {
        packages: [
          { commodityDuty: 0.1, commodityVAT: 0.2 },
          { commodityDuty: 0.2, commodityVAT: 0.1 },
          {},
        ],
      },
      10.6,
    );
    expect(breakdown).toEqual({ duty: 0.3, taxes: 0.3, brokerage: 10, clearanceFee: 10.6 });
  });
});
