import { SHIP_DATE_SEARCH_MAX_DAYS } from '../constants';

/**
 * A calendar date as 'YYYY-MM-DD'. Ship dates are calendar days, not instants: working on the
 * date itself means no time zone can shift a day (midnight in New York is the evening before
 * in Los Angeles, and a Date would carry that shift).
 */
export type IsoDate = string;

/** A calendar date as the date calls give it (quote §7: year, month, day items); month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;
const SATURDAY = 6;
const SUNDAY = 0;

/** UTC midnight of a valid ISO date, or NaN (so 2025-02-30 is refused, not rolled over). */
function utcMidnight(date: IsoDate): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && isoFromUtc(ms) === date ? ms : Number.NaN;
}

function isoFromUtc(ms: number): IsoDate {
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : '';
}

/** Whether a string is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(date: string): boolean {
  return Number.isFinite(utcMidnight(date));
}

/** {year, month, day} as 'YYYY-MM-DD', or null when it is not a real date. */
export function calendarDateToIso({ year, month, day }: CalendarDate): IsoDate | null {
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The date a number of days later (earlier when negative), or null for an invalid date. */
export function addDays(date: IsoDate, days: number): IsoDate | null {
  return isoFromUtc(utcMidnight(date) + days * MS_PER_DAY) || null;
}

/** Saturday or Sunday. */
export function isWeekend(date: IsoDate): boolean {
  const weekday = new Date(utcMidnight(date)).getUTCDay();
  return weekday === SATURDAY || weekday === SUNDAY;
}

/** What a ship date is checked against; every date is 'YYYY-MM-DD'. */
export interface ShipDateRules {
  /** Today where the shipment is picked up. A parameter, so the rule stays pure. */
  today: IsoDate;
  /** Carrier holidays (e.g. from GET /api/Date/schedule, see calendarDateToIso). */
  holidays?: readonly IsoDate[];
  /** A pickup fee applies: the carrier cannot come today any more. */
  pickupFeeApplies?: boolean;
}

/** The last shippable date: the end of next year. */
function lastShipDate(today: IsoDate): IsoDate {
  return `${Number(today.slice(0, 4)) + 1}-12-31`;
}

/**
 * A ship date is valid unless it is a weekend, a holiday, in the past, beyond the end of next
 * year, or today while a pickup fee applies (quote §4). An invalid date string is not valid.
 */
export function isValidShipDate(date: IsoDate, rules: ShipDateRules): boolean {
  const { today } = rules;
  return (
    isIsoDate(date) &&
    isIsoDate(today) &&
    date >= today &&
    date <= lastShipDate(today) &&
    !(date === today && rules.pickupFeeApplies) &&
    !isWeekend(date) &&
    !rules.holidays?.includes(date)
  );
}

/**
 * The first valid ship date on or after `from` (default today), skipping at most
 * SHIP_DATE_SEARCH_MAX_DAYS days (quote §4); null when none is found in that window or the
 * search runs past the end of next year.
 * DECISION: the search starts at the later of `from` and today, so a stale date of a resumed
 * search does not use up the window on past days.
 *
 * @example nextValidShipDate({ today: '2025-07-04', holidays: ['2025-07-04'] }) // '2025-07-07'
 */
export function nextValidShipDate(rules: ShipDateRules & { from?: IsoDate }): IsoDate | null {
  const { today, from = today } = rules;
  // biome-ignore lint/complexity/useMathMinMax: these are ISO date strings, not numbers.
  const start = from > today ? from : today;
  for (let skipped = 0; skipped <= SHIP_DATE_SEARCH_MAX_DAYS; skipped++) {
    const candidate = addDays(start, skipped);
    if (!candidate || candidate > lastShipDate(today)) return null;
    if (isValidShipDate(candidate, rules)) return candidate;
  }
  return null;
}
