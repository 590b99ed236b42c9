import { CENTS_PER_DOLLAR } from '../constants';

/**
 * Dollars to whole cents without float drift: 1.005 × 100 is 100.49999999999999 in binary, so
 * the product is first cut to 15 significant digits (what a double holds exactly) and then
 * rounded half away from zero, the way a till rounds. NaN and ±Infinity pass through for the
 * caller to catch.
 *
 * @example dollarsToCents(1.005) // 101
 */
export function dollarsToCents(dollars: number): number {
  const cents = Number((dollars * CENTS_PER_DOLLAR).toPrecision(15));
  if (!Number.isFinite(cents)) return cents;
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  return rounded === 0 ? 0 : rounded; // never -0, which would print as "-$0.00"
}

/** Whole cents to dollars (quote §9: amounts in cents are divided by 100 for display). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / CENTS_PER_DOLLAR + 0; // + 0 turns -0 into 0
}

/** A dollar amount rounded to whole cents. */
export function roundToCents(dollars: number): number {
  return centsToDollars(dollarsToCents(dollars));
}

/**
 * Customer balance is stored as the negative of the value returned (quote §5): the payment
 * provider reports a credit the customer holds as a negative balance, the shop stores it as a
 * positive amount available to spend. The unit stays the answer's (cents, quote §9).
 * A value that is not a finite number stores as 0 (a failed balance is reset, quote §8).
 */
export function storedCustomerBalance(returned: number | null | undefined): number {
  return typeof returned === 'number' && Number.isFinite(returned) ? 0 - returned : 0;
}
