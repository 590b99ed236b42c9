import { REQUOTE_DIFF_THRESHOLD } from '../constants';
import { centsToDollars, dollarsToCents } from './cents';

/** What a requote needs of a rate option: its speed code and its price. */
export interface PricedSpeed {
  code: string | number;
  rate: number;
}

/** The requote outcomes named by quote §4. */
export type RequoteStatus = 'validWithoutChange' | 'RateDiffValue' | 'changedRateLocation';

export interface RequoteResult<R> {
  status: RequoteStatus;
  /** The rate to keep selected: the same speed, or its nearest-priced replacement. */
  rate: R;
  /** New price minus old price, in dollars rounded to cents (negative when cheaper). */
  difference: number;
}

/**
 * Classifies a requote after new rates arrive (quote §4):
 * - the selected speed is still offered and its price moved by less than
 *   REQUOTE_DIFF_THRESHOLD → `validWithoutChange`;
 * - it is still offered and moved by the threshold or more → `RateDiffValue`;
 * - it is gone → `changedRateLocation`, with the option whose price is nearest to the old
 *   price as the replacement. DECISION: on a tie the cheaper option wins (the customer is not
 *   moved up in price by a coin toss), then the carrier's order.
 * Prices are compared in whole cents, so a difference of exactly 5 is never read as 4.999….
 * Returns null when there is no new rate to choose from (the rates are then not valid).
 */
export function classifyRequote<R extends PricedSpeed>(
  selected: PricedSpeed,
  newRates: readonly R[],
): RequoteResult<R> | null {
  const oldCents = dollarsToCents(selected.rate);
  // A price that is not a number is as far as can be, so any real price replaces it.
  const distance = (option: R) => {
    const cents = Math.abs(dollarsToCents(option.rate) - oldCents);
    return Number.isNaN(cents) ? Number.POSITIVE_INFINITY : cents;
  };
  const sameSpeed = newRates.find((option) => String(option.code) === String(selected.code));
  const rate =
    sameSpeed ??
    newRates.reduce<R | undefined>(
      (best, option) =>
        !best ||
        distance(option) < distance(best) ||
        (distance(option) === distance(best) && option.rate < best.rate)
          ? option
          : best,
      undefined,
    );
  if (!rate) return null;
  const differenceCents = dollarsToCents(rate.rate) - oldCents;
  const status: RequoteStatus = !sameSpeed
    ? 'changedRateLocation'
    : Math.abs(differenceCents) < dollarsToCents(REQUOTE_DIFF_THRESHOLD)
      ? 'validWithoutChange'
      : 'RateDiffValue';
  return { status, rate, difference: centsToDollars(differenceCents) };
}
