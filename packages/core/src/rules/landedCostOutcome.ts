import type { LandedCostEntry, LandedCostResponse } from '../schemas';
import { isIgnorableLandedCostError, isLandedCostAccepted } from './customs';

/** What a landed-cost call came to for a stage (quote §5, §8). */
export type LandedCostOutcome =
  | { kind: 'accepted'; answer: LandedCostResponse; clearanceFee: number }
  | { kind: 'failed'; answer: LandedCostResponse };

/**
 * Reads a landed-cost answer with the acceptance rule (quote §5: success and clearanceFee at
 * most LANDED_COST_CLEARANCE_FEE_CAP). Null when there is nothing to file: no request was made
 * (`false`, the client's answer for the same country) or the answer is the ignored domestic
 * error (quote §8). Any other answer that is not accepted is a failure.
 */
export function landedCostOutcomeOf(answer: LandedCostResponse | false): LandedCostOutcome | null {
  if (answer === false || (!answer.success && isIgnorableLandedCostError(answer.error))) {
    return null;
  }
  return isLandedCostAccepted(answer)
    ? { kind: 'accepted', answer, clearanceFee: answer.clearanceFee ?? 0 }
    : { kind: 'failed', answer };
}

/** A stage's customs in its fees (quote §3): the clearance fee and the landed-cost entries. */
export interface StageCustoms {
  customsFee: number;
  landedCost: LandedCostEntry[];
}

/**
 * What a landed-cost outcome files in the fees of stage `stage` (1-based): an accepted estimate
 * is an entry with result true and its clearance fee as the customs fee; a failure is a failed
 * entry without a fee (quote §8); nothing to file is no entry and no fee.
 */
export function stageCustomsOf(stage: number, outcome: LandedCostOutcome | null): StageCustoms {
  if (!outcome) return { customsFee: 0, landedCost: [] };
  const clearanceFee = outcome.kind === 'accepted' ? outcome.clearanceFee : 0;
  return {
    customsFee: clearanceFee,
    landedCost: [{ stage, result: outcome.kind === 'accepted', clearanceFee }],
  };
}
