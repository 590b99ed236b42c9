import { CURRENCY, REVIEW_COUNT_DIVISOR } from '../constants';

/** Every formatter pins 'en-US', so the output never follows the visitor's browser locale. */
const LOCALE = 'en-US';

function toNumber(value: number | string | null | undefined): number {
  if (typeof value === 'number') return value;
  return value?.trim() ? Number(value) : Number.NaN;
}

/**
 * The customers-served count with en-US thousands separators (shell §1): 123456 → '123,456'.
 * The stored value may be a string. '' when it is not a number, so the footer shows nothing
 * rather than "NaN".
 */
export function formatCustomersServed(count: number | string | null | undefined): string {
  const value = toNumber(count);
  return Number.isFinite(value)
    ? new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }).format(value)
    : '';
}

/**
 * The review count in thousands with one decimal (quote §5, §9): 12345 → '12.3'. The unit
 * word ("k", "thousand") is the page's. '' when it is not a number.
 */
export function formatReviewCount(count: number | string | null | undefined): string {
  const value = toNumber(count) / REVIEW_COUNT_DIVISOR;
  return Number.isFinite(value)
    ? new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        value,
      )
    : '';
}

/** A dollar amount as USD (shell §1, quote §9): 1234.5 → '$1,234.50'. '' when not a number. */
export function formatUsd(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount)
    ? new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }).format(amount)
    : '';
}
