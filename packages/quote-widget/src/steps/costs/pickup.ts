import type { StageRequote } from '@bikeship/core/rules';
import type { Search } from '@bikeship/core/schemas';
import type { ShipStore } from '@bikeship/core/stores';
import { refreshRates } from './refreshRates';

/**
 * The day a stage ships by its current rates: its chosen speed's, else the earliest any speed
 * offers (ISO dates compare in date order). Undefined while the stage has no rates.
 */
export function stageShipDateOf(
  search: Pick<Search, 'trips' | 'rates'>,
  stageIndex: number,
): string | undefined {
  const chosen = search.trips[stageIndex]?.rateChoice?.ship;
  if (chosen) return chosen;
  const days = (search.rates[stageIndex]?.rates ?? []).flatMap((option) =>
    option.ship ? [option.ship] : [],
  );
  return days.sort()[0];
}

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
