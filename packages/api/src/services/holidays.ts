import type { IsoDate } from '@bikeship/core/rules';
import type { DateItem, DateScheduleParams } from '@bikeship/core/schemas';
import Holidays from 'date-holidays';
import { badField } from '../http/httpError';

/** A public holiday on which the carrier neither picks up nor delivers. */
export interface CarrierHoliday {
  /** 'YYYY-MM-DD' */
  date: IsoDate;
  /** e.g. 'Independence Day (observed)' */
  name: string;
  /** When the day begins and ends in the country's main time zone. */
  start: Date;
  end: Date;
}

/** One date-holidays calendar per country, made on first use. */
const calendars = new Map<string, Holidays>();

/** The ISO 3166-1 alpha-2 codes date-holidays has a calendar for. */
const SUPPORTED_COUNTRIES: ReadonlySet<string> = new Set(
  Object.keys(new Holidays().getCountries()),
);

/** Years the calendar answers for: beyond them a holiday table means nothing to a shipment. */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;

export function hasHolidayCalendar(country: string): boolean {
  return SUPPORTED_COUNTRIES.has(country);
}

function calendarOf(country: string): Holidays {
  let calendar = calendars.get(country);
  if (!calendar) {
    calendar = new Holidays(country, { types: ['public'] });
    calendars.set(country, calendar);
  }
  return calendar;
}

/**
 * The carrier holidays of a country in a year, by date (one entry per date). Callers check
 * `hasHolidayCalendar` first; an unknown country has none.
 * DECISION: a carrier holiday is a national public holiday as date-holidays knows it (type
 * 'public', no state or regional days), including the observed weekday when the holiday falls on
 * a weekend — for the US the eleven federal holidays, e.g. Friday 2026-07-03 for Independence Day.
 */
export function carrierHolidaysOfYear(country: string, year: number): CarrierHoliday[] {
  if (!hasHolidayCalendar(country)) return [];
  const byDate = new Map<IsoDate, CarrierHoliday>();
  for (const holiday of calendarOf(country).getHolidays(year, 'en')) {
    // `date` is the local calendar day as 'YYYY-MM-DD hh:mm:ss'; a New Year's Day observed on the
    // last Friday of December is listed under the year it is observed in.
    const date = holiday.date.slice(0, 10);
    if (byDate.has(date)) continue;
    byDate.set(date, {
      date,
      name: holiday.name.replace(/\s*\(substitute day\)$/, ' (observed)'),
      start: holiday.start,
      end: holiday.end,
    });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The carrier holidays of one month (1–12). */
export function carrierHolidaysOfMonth(
  country: string,
  year: number,
  month: number,
): CarrierHoliday[] {
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return carrierHolidaysOfYear(country, year).filter((holiday) => holiday.date.startsWith(prefix));
}

/**
 * GET /api/Date/schedule/{country}/{year}/{month} (quote §7): the carrier holidays of the month
 * as year/month/day items, which the browser turns into the ship-date rule's `holidays`
 * (`calendarDateToIso`). Weekends are not listed: the rule skips them itself (quote §4).
 * A country without a holiday calendar, or a year outside HOLIDAY_YEAR_MIN–MAX, is a 400.
 */
export function holidayScheduleOfMonth(params: DateScheduleParams): DateItem[] {
  const country = params.country.toUpperCase();
  if (!hasHolidayCalendar(country)) {
    throw badField('country', `There is no holiday calendar for the country '${params.country}'`);
  }
  if (params.year < HOLIDAY_YEAR_MIN || params.year > HOLIDAY_YEAR_MAX) {
    throw badField('year', `The year must be between ${HOLIDAY_YEAR_MIN} and ${HOLIDAY_YEAR_MAX}`);
  }
  return carrierHolidaysOfMonth(country, params.year, params.month).map(({ date }) => ({
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  }));
}
