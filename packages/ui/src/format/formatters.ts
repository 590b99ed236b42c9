import { CURRENCY } from '@bikeship/core/constants';
import { supportedLocale } from './supportedLocale';

/**
 * Money, dates and numbers in a surface's locale (DESIGN.md §5), through `Intl`. The core's
 * formatters pin en-US for the server's own texts (mail, labels); what a customer reads in a
 * widget or the site speaks the page's language.
 */

/** A dollar amount: formatMoney('en-US', 184.5) → '$184.50'. */
export function formatMoney(locale: string, amount: number): string {
  return new Intl.NumberFormat(supportedLocale(locale), {
    style: 'currency',
    currency: CURRENCY,
  }).format(amount);
}

/** A plain number with the locale's separators: formatNumber('de-DE', 1234.5) → '1.234,5'. */
export function formatNumber(locale: string, value: number): string {
  return new Intl.NumberFormat(supportedLocale(locale)).format(value);
}

/**
 * A calendar day 'YYYY-MM-DD', short: formatDay('en-US', '2026-07-15') → 'Wed, Jul 15'.
 * Read in UTC so the day never shifts with the visitor's time zone.
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

/** A calendar day in full: formatLongDay('en-US', '2026-07-03') → 'Friday, July 3, 2026'. */
export function formatLongDay(locale: string, isoDate: string): string {
  const instant = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(instant)) return isoDate;
  return new Intl.DateTimeFormat(supportedLocale(locale), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}
