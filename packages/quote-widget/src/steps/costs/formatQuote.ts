import { CURRENCY } from '@bikeship/core/constants';

/**
 * Money and dates in the element's locale (`runtime.settings.locale`). The core formatters pin
 * en-US for the server's texts; the widget speaks the host page's language.
 */

/** Intl throws a RangeError on a malformed tag from an attribute: fall back to en-US. */
function supportedLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** A dollar amount: formatMoney('en-US', 184.5) → '$184.50'. */
export function formatMoney(locale: string, amount: number): string {
  return new Intl.NumberFormat(supportedLocale(locale), {
    style: 'currency',
    currency: CURRENCY,
  }).format(amount);
}

/**
 * A calendar day 'YYYY-MM-DD' as the customer reads it: formatDay('en-US', '2026-07-15') →
 * 'Wed, Jul 15'. Read in UTC so the day never shifts with the visitor's time zone.
 */
export function formatDay(locale: string, isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return new Intl.DateTimeFormat(supportedLocale(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
