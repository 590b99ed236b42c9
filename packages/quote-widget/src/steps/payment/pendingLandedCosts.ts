import {
  dollarsToCents,
  type LandedCostOutcome,
  searchLandedCostRequest,
} from '@bikeship/core/rules';
import {
  fileCurrentLandedCost,
  type ShipStore,
  selectLandedCostStates,
  selectLastClearanceFees,
} from '@bikeship/core/stores';
import type { QuoteApi } from '../../runtime/quoteRuntime';
import { fetchLandedCost } from '../costs/fetchLandedCost';

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
