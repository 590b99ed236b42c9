import { type LandedCostOutcome, searchLandedCostRequest } from '@bikeship/core/rules';
import { fileCurrentLandedCost, type ShipStore } from '@bikeship/core/stores';
import type { QuoteApi } from '../../runtime/quoteRuntime';
import { fetchLandedCost } from './fetchLandedCost';

/**
 * The landed cost (customs clearance estimate) of an international stage (quote §5, §7, §8):
 * asked with the core request (`searchLandedCostRequest`, the one the server prices the order
 * with) and filed in the ship store with the request it answers, so the clearance fee shown is
 * the one charged.
 */

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
