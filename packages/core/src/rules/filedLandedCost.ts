import type { LandedCostRequest, Search } from '../schemas';
import { type LandedCostOutcome, stageCustomsOf } from './landedCostOutcome';
import { searchLandedCostRequest } from './landedCostRequest';
import type { FiledStageFees } from './stageFees';

/** A landed-cost outcome as filed for a stage: the request it answers and what that came to. */
export interface FiledLandedCost {
  request: LandedCostRequest;
  outcome: LandedCostOutcome | null;
}

/**
 * Whether two landed-cost requests ask the same estimate. Both are built by
 * `landedCostRequestOf`, so their keys come in one order and the serialized forms compare.
 */
export function isSameLandedCostRequest(a: LandedCostRequest, b: LandedCostRequest): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What is filed for one stage: one answer, or the answers to the requests the stage asked last
 * (the ship store keeps a few, so that a late answer for the speed chosen before never takes
 * the place of the current one), the newest last.
 */
export type StageLandedCosts = FiledLandedCost | readonly FiledLandedCost[];

/**
 * The filed landed cost of stage `stageIndex` while it still answers what the search asks of
 * that stage (`searchLandedCostRequest`). An answer for another speed, other boxes, other
 * protection or other addresses is stale, so it is undefined, as is a stage that asks nothing.
 */
export function currentLandedCostOf(
  search: Search,
  stageIndex: number,
  filed: StageLandedCosts | undefined,
): FiledLandedCost | undefined {
  if (!filed) return undefined;
  const request = searchLandedCostRequest(search, stageIndex);
  if (!request) return undefined;
  const answers: readonly FiledLandedCost[] = Array.isArray(filed) ? filed : [filed];
  for (let index = answers.length - 1; index >= 0; index -= 1) {
    const answer = answers[index];
    if (answer && isSameLandedCostRequest(request, answer.request)) return answer;
  }
  return undefined;
}

/**
 * What the fees of each stage take beyond the trip and the boxes (quote §3 "Fees per stage"):
 * the pickup fee of the stage's rates (none while no rates are known, so the rules' default
 * applies, quote §9) and the customs of the landed cost that answers the stage's current
 * request — none while the answer is pending or stale. `stageChargesOf` reads it for the
 * sub-total and `searchStageFeesOf` for the fee list.
 */
export function filedStageFeesOf(
  search: Search,
  landedCosts: readonly (StageLandedCosts | undefined)[],
): FiledStageFees[] {
  return search.trips.map((_, index) => {
    const current = currentLandedCostOf(search, index, landedCosts[index]);
    return {
      pickupFee: search.rates[index]?.pickupFee,
      ...stageCustomsOf(index + 1, current ? current.outcome : null),
    };
  });
}

/**
 * Where the landed cost of a stage stands for the search as it is now:
 * - `none`: nothing to estimate (a domestic stage, quote §5) or the answer filed nothing;
 * - `pending`: the stage asks an estimate that no filed answer answers — never asked, or asked
 *   for other figures (a customs value, protection or address changed since). The fee list
 *   charges no clearance fee for it while the server, which estimates the order again, would:
 *   nothing may be paid in this state;
 * - `accepted`: the current estimate, whose clearance fee is charged;
 * - `failed`: no estimate for the current figures (quote §8): no clearance fee is charged, and
 *   the receiver pays duties and taxes on delivery.
 */
export type StageLandedCostState = 'none' | 'pending' | 'accepted' | 'failed';

/** The landed-cost state of each stage of a search (index 0 = stage 1). */
export function landedCostStatesOf(
  search: Search,
  landedCosts: readonly (StageLandedCosts | undefined)[],
): StageLandedCostState[] {
  return search.trips.map((_, index) => {
    if (!searchLandedCostRequest(search, index)) return 'none';
    const current = currentLandedCostOf(search, index, landedCosts[index]);
    if (!current) return 'pending';
    return current.outcome?.kind ?? 'none';
  });
}
