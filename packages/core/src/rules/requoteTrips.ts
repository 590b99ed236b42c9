import type { RateOption, ShippingRateSet, TripStage } from '../schemas';
import { classifyRequote, type RequoteStatus } from './requote';

/** What happened to one stage's chosen speed when new rates arrived (quote §4). */
export interface StageRequote {
  stageIndex: number;
  status: RequoteStatus;
  /** The speed the customer had chosen, at its old price. */
  previous: RateOption;
  /** The speed now chosen: the same speed at its new price, or the nearest-priced one. */
  current: RateOption;
}

/** Whether the chosen option is offered as it is: same speed, price, fee and dates. */
export function isChoiceCurrent(choice: RateOption, options: readonly RateOption[]): boolean {
  return options.some(
    (option) =>
      option.code === choice.code &&
      option.rate === choice.rate &&
      option.residentialFee === choice.residentialFee &&
      option.ship === choice.ship &&
      option.deliver === choice.deliver,
  );
}

/**
 * Moves each stage's chosen speed onto new rates with the requote rule (quote §4): the same
 * speed at its new price, or — when it is gone — the option nearest in price. `which` 'stale'
 * leaves a choice that is still offered unchanged as it is and reports nothing for it (rates
 * fetched without the customer asking: on resume, by step 1); 'all' reports every chosen speed
 * (the customer asked for new rates and wants to hear that nothing changed).
 * DECISION: a stage whose new rates are empty loses its choice (nothing can be kept).
 *
 * @example
 * const { trips, requotes } = requoteTrips(search.trips, search.rates, 'stale');
 * ship.getState().updateSearch({ trips, ...selectedSpeedOf({ trips, rates: search.rates }) });
 */
export function requoteTrips(
  trips: readonly TripStage[],
  rates: ShippingRateSet,
  which: 'stale' | 'all',
): { trips: TripStage[]; requotes: StageRequote[] } {
  const requotes: StageRequote[] = [];
  const next = trips.map((trip, stageIndex) => {
    const choice = trip.rateChoice;
    const options = rates[stageIndex]?.rates ?? [];
    if (!choice || (which === 'stale' && isChoiceCurrent(choice, options))) return trip;
    const result = classifyRequote(choice, options);
    if (!result) return { ...trip, rateChoice: undefined };
    const current = { ...result.rate, selected: true };
    requotes.push({ stageIndex, status: result.status, previous: choice, current });
    return { ...trip, rateChoice: current };
  });
  return { trips: next, requotes };
}
