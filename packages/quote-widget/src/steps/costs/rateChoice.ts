import { selectedSpeedOf } from '@bikeship/core/rules';
import type { RateOption } from '@bikeship/core/schemas';
import type { ShipStore } from '@bikeship/core/stores';
import { syncStageFees } from './stageFees';

/** The customer chose a speed for a stage: kept whole in the trip (quote §3 rate choice). */
export function chooseRate(ship: ShipStore, stageIndex: number, option: RateOption): void {
  const { search } = ship.getState();
  const trips = search.trips.map((trip, index) =>
    index === stageIndex ? { ...trip, rateChoice: { ...option, selected: true } } : trip,
  );
  ship.getState().updateSearch({ trips, ...selectedSpeedOf({ trips, rates: search.rates }) });
  syncStageFees(ship);
}
