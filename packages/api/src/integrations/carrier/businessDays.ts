import {
  addDays,
  calendarDateToIso,
  type IsoDate,
  isWeekend,
  nextValidShipDate,
  type ShipDateRules,
} from '@bikeship/core/rules';
import { shopDate } from '../../services/date';
import { carrierHolidaysOfYear } from '../../services/holidays';

/**
 * Business days of the built-in carrier (quote §4: weekends and holidays are not shipping
 * days): Monday to Friday except the country's carrier holidays (services/holidays.ts). A
 * country without a holiday calendar has weekends only.
 */

/** Holiday dates by 'country|year': date-holidays takes milliseconds per year, a quote must not. */
const holidayCache = new Map<string, ReadonlySet<IsoDate>>();
const holidayListCache = new Map<string, readonly IsoDate[]>();

function holidaySetOf(countryCode: string, year: number): ReadonlySet<IsoDate> {
  const key = `${countryCode}|${year}`;
  let holidays = holidayCache.get(key);
  if (!holidays) {
    holidays = new Set(carrierHolidaysOfYear(countryCode, year).map((holiday) => holiday.date));
    holidayCache.set(key, holidays);
  }
  return holidays;
}

function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** The carrier holidays of a country from one year to another (inclusive), in date order. */
export function holidaysBetweenYears(
  countryCode: string,
  first: number,
  last: number,
): readonly IsoDate[] {
  const key = `${countryCode}|${first}|${last}`;
  let dates = holidayListCache.get(key);
  if (!dates) {
    const collected: IsoDate[] = [];
    for (let year = first; year <= last; year++) collected.push(...holidaySetOf(countryCode, year));
    dates = collected.sort();
    holidayListCache.set(key, dates);
  }
  return dates;
}

export function isHoliday(date: IsoDate, countryCode: string): boolean {
  return holidaySetOf(countryCode, yearOf(date)).has(date);
}

export function isBusinessDay(date: IsoDate, countryCode: string): boolean {
  return !isWeekend(date) && !isHoliday(date, countryCode);
}

/** A date moved by `days` calendar days; the dates here are always valid, so never null. */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  const moved = addDays(date, days);
  if (!moved) throw new RangeError(`Not a calendar date: ${date}`);
  return moved;
}

/**
 * Answers of the business-day walks by their arguments. Quotes ask the same few questions over
 * and over (this week's dates, a handful of transit times), and each walk parses and formats a
 * date per day; a memo turns a quote's date work into lookups. Emptied when it grows past
 * MEMO_LIMIT entries, so it cannot grow without bound (a year of dates × services is far less).
 */
const MEMO_LIMIT = 50_000;
const walkMemo = new Map<string, IsoDate | null>();

function memoized<T extends IsoDate | null>(key: string, walk: () => T): T {
  const known = walkMemo.get(key) as T | undefined;
  if (known !== undefined) return known;
  const answer = walk();
  if (walkMemo.size >= MEMO_LIMIT) walkMemo.clear();
  walkMemo.set(key, answer);
  return answer;
}

/**
 * The date `days` business days after `date`: a Friday shipment one business day out arrives
 * on Monday (Tuesday when Monday is a holiday). Zero days is the date itself.
 */
export function addBusinessDays(date: IsoDate, days: number, countryCode: string): IsoDate {
  return memoized(`+|${countryCode}|${date}|${days}`, () => {
    let current = date;
    for (let left = days; left > 0; ) {
      current = addCalendarDays(current, 1);
      if (isBusinessDay(current, countryCode)) left -= 1;
    }
    return current;
  });
}

/** The date `days` business days before `date` (the inverse of addBusinessDays). */
export function subtractBusinessDays(date: IsoDate, days: number, countryCode: string): IsoDate {
  return memoized(`-|${countryCode}|${date}|${days}`, () => {
    let current = date;
    for (let left = days; left > 0; ) {
      current = addCalendarDays(current, -1);
      if (isBusinessDay(current, countryCode)) left -= 1;
    }
    return current;
  });
}

/** The latest business day on or before `date`. */
export function businessDayOnOrBefore(date: IsoDate, countryCode: string): IsoDate {
  return memoized(`<|${countryCode}|${date}`, () => {
    let current = date;
    while (!isBusinessDay(current, countryCode)) current = addCalendarDays(current, -1);
    return current;
  });
}

/**
 * Today as the carrier counts it: the shop's calendar day (services/date.ts, the same "today"
 * as GET /api/Date), so the browser's ship-date rule and the server's agree.
 */
export function shopToday(now: Date): IsoDate {
  // The same minute, the same day: every quote asks (three times per POST and GET), and the
  // date check of calendarDateToIso builds a Date each time (API benchmark profile: ~1.5 %
  // of the quote flow). Time zones change the day on a whole minute.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastToday?.minute === minute) return lastToday.today;
  const today = calendarDateToIso(shopDate(now));
  if (!today) throw new RangeError(`No calendar day for ${now.toISOString()}`);
  lastToday = { minute, today };
  return today;
}
let lastToday: { minute: number; today: IsoDate } | undefined;

/**
 * The core ship-date rule's inputs for a stage shipped from a country (quote §4): weekends, the
 * country's holidays this year and next, past dates, beyond next year, and today when a pickup
 * fee applies.
 */
export function shipDateRulesOf(
  today: IsoDate,
  countryCode: string,
  pickupFeeApplies: boolean,
): ShipDateRules {
  const thisYear = yearOf(today);
  return {
    today,
    holidays: holidaysBetweenYears(countryCode, thisYear, thisYear + 1),
    pickupFeeApplies,
  };
}

/**
 * The first valid ship date on or after `from` by the core rule (`nextValidShipDate`), null when
 * there is none within its window. `countryCode` must be the one the rules were made for.
 */
export function earliestShipDate(
  rules: ShipDateRules,
  countryCode: string,
  from: IsoDate,
): IsoDate | null {
  const key = `s|${countryCode}|${rules.today}|${rules.pickupFeeApplies === true}|${from}`;
  return memoized(key, () => nextValidShipDate({ ...rules, from }));
}
