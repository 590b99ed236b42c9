import { describe, expect, it } from 'vitest';
import { DOMESTIC_LANDED_COST_ERROR } from '../constants';
import { landedCostOutcomeOf, stageCustomsOf } from './landedCostOutcome';

const estimate = { success: true, clearanceFee: 385, packages: [] };

describe('the landed-cost outcome of a stage and its fee entry (quote §5, §8)', () => {
  it('an accepted estimate is an entry with its clearance fee as the customs fee', () => {
    const outcome = landedCostOutcomeOf(estimate);
    expect(outcome).toEqual({ kind: 'accepted', answer: estimate, clearanceFee: 385 });
    expect(stageCustomsOf(2, outcome)).toEqual({
      customsFee: 385,
      landedCost: [{ stage: 2, result: true, clearanceFee: 385 }],
    });
  });

  it('a refusal, or an estimate above the cap, is a failed entry without a fee', () => {
    const refused = { success: false, error: 'no classification', packages: [] };
    const aboveCap = { success: true, clearanceFee: 12_500, packages: [] };
    for (const answer of [refused, aboveCap]) {
      const outcome = landedCostOutcomeOf(answer);
      expect(outcome).toEqual({ kind: 'failed', answer });
      expect(stageCustomsOf(1, outcome)).toEqual({
        customsFee: 0,
        landedCost: [{ stage: 1, result: false, clearanceFee: 0 }],
      });
    }
  });

  it('nothing is filed for a request not made or the ignored domestic error', () => {
    const domestic = { success: false, error: DOMESTIC_LANDED_COST_ERROR, packages: [] };
    for (const answer of [false as const, domestic]) {
      expect(landedCostOutcomeOf(answer)).toBeNull();
    }
    expect(stageCustomsOf(1, null)).toEqual({ customsFee: 0, landedCost: [] });
  });
});
