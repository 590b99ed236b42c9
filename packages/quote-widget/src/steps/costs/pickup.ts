import type { StageRequote } from '@bikeship/core/rules';
import type { ShipStore } from '@bikeship/core/stores';
import { refreshRates } from './refreshRates';

/**
 * The customer chose how the carrier gets the box at a stage (a form-data pickup option). The
 * pickup fee and the ship dates are the carrier's for that option (a scheduled pickup costs a
 * fee and cannot be today, quote §4), so the rates are fetched again with it: the stage's
 * pickupFee then comes from the new rate set, as the server will charge it. When no valid
 * rates come back the previous option is put back, so the fee shown stays the one charged.
 */
export async function choosePickup(
  ship: ShipStore,
  stageIndex: number,
  pickupOption: number,
): Promise<StageRequote[] | false> {
  const before = ship.getState().search.trips[stageIndex]?.pickupOption;
  ship.getState().choosePickup(stageIndex, pickupOption);
  const requotes = await refreshRates(ship);
  if (requotes === false) ship.getState().choosePickup(stageIndex, before);
  return requotes;
}
