import { requoteTrips, type StageRequote, selectedSpeedOf } from '@bikeship/core/rules';
import type { ShipStore } from '@bikeship/core/stores';

/**
 * Fetches the rates again (the ship store's loadRates: POST then GET /api/Rates) and moves each
 * chosen speed onto them with the core requote (`requoteTrips`, quote §4). The requote of every chosen speed,
 * or false when no valid rates came back — the rates and choices shown stay as they were.
 */
export async function refreshRates(ship: ShipStore): Promise<StageRequote[] | false> {
  // The choices as the customer made them: a component may requote stale choices as soon as
  // the new rates land (requoteStaleChoices), before this resumes.
  const chosen = ship.getState().search.trips.map((trip) => trip.rateChoice);
  if (!(await ship.getState().loadRates())) return false;
  const { search } = ship.getState();
  const { trips, requotes } = requoteTrips(
    search.trips.map((trip, index) => ({ ...trip, rateChoice: chosen[index] })),
    search.rates,
    'all',
  );
  ship.getState().updateSearch({ trips, ...selectedSpeedOf({ trips, rates: search.rates }) });
  return requotes;
}

/** Moves choices that the current rates no longer offer as they are (rates fetched elsewhere). */
export function requoteStaleChoices(ship: ShipStore): StageRequote[] {
  const { search } = ship.getState();
  const { trips, requotes } = requoteTrips(search.trips, search.rates, 'stale');
  if (requotes.length > 0) {
    ship.getState().updateSearch({ trips, ...selectedSpeedOf({ trips, rates: search.rates }) });
  }
  return requotes;
}
