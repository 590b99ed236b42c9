import {
  dollarsToCents,
  type LandedCostOutcome,
  landedCostOutcomeOf,
  searchLandedCostRequest,
} from '@bikeship/core/rules';
import type { LandedCostRequest, LandedCostResponse } from '@bikeship/core/schemas';
import {
  fileCurrentLandedCost,
  type ShipStore,
  selectLandedCostStates,
  selectLastClearanceFees,
} from '@bikeship/core/stores';
import type { QuoteApi } from '../../runtime/quoteRuntime';

/**
 * The landed cost (customs clearance estimate) of an international stage (quote §5, §7, §8):
 * asked with the core request (`searchLandedCostRequest`, the one the server prices the order
 * with) and filed in the ship store with the request it answers, so the clearance fee shown is
 * the one charged.
 */

/**
 * Asks for the landed cost and reads the answer with the core rule (`landedCostOutcomeOf`).
 * Null when the core client skips or ignores it (same country; 'Domestic shipments are not
 * allowed'). A call that fails outright is a failure too (quote §8), never an exception.
 */
export async function fetchLandedCost(
  api: Pick<QuoteApi, 'landedCost'>,
  request: LandedCostRequest,
): Promise<LandedCostOutcome | null> {
  const answer = await api.landedCost
    .getLandedCost({ body: request })
    .catch((): LandedCostResponse => ({ success: false, packages: [] }));
  return landedCostOutcomeOf(answer);
}

/**
 * Estimates every international stage again and files the answers (after new rates changed a
 * chosen speed outside step 2). The outcomes by stage index; null where nothing was asked.
 */
export async function refreshLandedCosts(
  api: Pick<QuoteApi, 'landedCost'>,
  ship: ShipStore,
): Promise<(LandedCostOutcome | null)[]> {
  const { search } = ship.getState();
  return Promise.all(
    search.trips.map(async (_, stageIndex) => {
      const request = searchLandedCostRequest(search, stageIndex);
      if (!request) return null;
      const outcome = await fetchLandedCost(api, request);
      fileCurrentLandedCost(ship, stageIndex, request, outcome);
      return outcome;
    }),
  );
}

/** What a new estimate of a stage came to, against the clearance fee the customer saw before. */
export interface LandedCostChange {
  stageIndex: number;
  /** The clearance fee last estimated for the stage (0 when there was none). */
  before: number;
  /** The new estimate: its clearance fee is charged; a failure prepays nothing (quote §8). */
  after: LandedCostOutcome;
}

/**
 * Estimates again each stage whose landed cost is `pending` — what the estimate depends on
 * (a customs value, the boxes, protection, an address) changed since it was asked — and files
 * the answers, so that the fee list the payment sends holds the clearance fee the server will
 * charge (it estimates the order again with the same core request). The changes the customer
 * must be told of: a different clearance fee, or no estimate at all (the receiver then pays
 * duties and taxes on delivery). Stages already current are not asked again.
 */
export async function estimatePendingLandedCosts(
  api: Pick<QuoteApi, 'landedCost'>,
  ship: ShipStore,
): Promise<LandedCostChange[]> {
  const state = ship.getState();
  const before = selectLastClearanceFees(state);
  const states = selectLandedCostStates(state);
  const changes = await Promise.all(
    state.search.trips.map(async (_, stageIndex): Promise<LandedCostChange | null> => {
      const request = searchLandedCostRequest(state.search, stageIndex);
      if (states[stageIndex] !== 'pending' || !request) return null;
      const outcome = await fetchLandedCost(api, request);
      if (!fileCurrentLandedCost(ship, stageIndex, request, outcome) || !outcome) return null;
      const shown = before[stageIndex] ?? 0;
      const changed =
        outcome.kind === 'failed' || dollarsToCents(outcome.clearanceFee) !== dollarsToCents(shown);
      return changed ? { stageIndex, before: shown, after: outcome } : null;
    }),
  );
  return changes.filter((change) => change !== null);
}
