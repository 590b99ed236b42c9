import { SHIP_DATE_SEARCH_MAX_DAYS } from '@bikeship/core/constants';
import {
  addDays,
  calendarDateToIso,
  type IsoDate,
  isIsoDate,
  isValidShipDate,
  isWeekend,
  nextValidShipDate,
} from '@bikeship/core/rules';
import type { QuoteApi } from '../../runtime/quoteRuntime';

type DateApi = QuoteApi['date'];

/** Why a ship date is refused, for the field's message. */
export type ShipDateProblem = 'weekend' | 'holiday' | 'outOfRange';

/** The ship-date rule's verdict on a date, with the first date that would do. */
export interface ShipDateCheck {
  today: IsoDate;
  problem: ShipDateProblem | null;
  /** The first valid ship date on or after the date (or today); null when none in the window. */
  nextValid: IsoDate | null;
}

// One wizard's today and holiday months, fetched once each: every stage and every keystroke
// asks again, and the answers do not change while the page is open.
const todays = new WeakMap<DateApi, Promise<IsoDate>>();
const holidayMonths = new WeakMap<DateApi, Map<string, Promise<IsoDate[]>>>();

/** The browser's calendar date, when the server's is unavailable (quote §8: use the local clock). */
function localToday(): IsoDate {
  const now = new Date();
  return calendarDateToIso({
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    day: now.getDate(),
  }) as IsoDate;
}

/** Today where the carrier ships (GET /api/Date), else the local date. */
export function shipToday(api: DateApi): Promise<IsoDate> {
  let today = todays.get(api);
  if (!today) {
    today = api.getDate().then((answer) => (answer && calendarDateToIso(answer)) || localToday());
    todays.set(api, today);
  }
  return today;
}

function holidaysOfMonth(api: DateApi, country: string, month: IsoDate): Promise<IsoDate[]> {
  let months = holidayMonths.get(api);
  if (!months) {
    months = new Map();
    holidayMonths.set(api, months);
  }
  const key = `${country}-${month.slice(0, 7)}`;
  let holidays = months.get(key);
  if (!holidays) {
    holidays = api
      .getDateSchedule({
        params: { country, year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) },
      })
      .then((days) => days.map(calendarDateToIso).filter((day): day is IsoDate => day !== null));
    months.set(key, holidays);
  }
  return holidays;
}

/**
 * The carrier holidays from `start` through the next-ship-date window (quote §4: the search
 * skips up to 31 days), which can span three calendar months.
 */
async function holidaysFrom(api: DateApi, country: string, start: IsoDate): Promise<IsoDate[]> {
  const end = addDays(start, SHIP_DATE_SEARCH_MAX_DAYS) ?? start;
  const months: IsoDate[] = [];
  // From the 1st of a month, 31 days on is always in the next month.
  for (let month = `${start.slice(0, 7)}-01`; month <= end; ) {
    months.push(month);
    month = `${(addDays(month, 31) ?? end).slice(0, 7)}-01`;
  }
  return (await Promise.all(months.map((month) => holidaysOfMonth(api, country, month)))).flat();
}

/**
 * Checks a ship date against the core rule (quote §4) with the origin country's holidays
 * (GET /api/Date/schedule). DECISION: the holidays are those of the stage's origin, where the
 * carrier picks up; a country without a calendar has none. A pickup fee is chosen only in
 * step 2, so step 1 does not refuse today for it — step 2 re-checks with the fee known.
 *
 * @example await checkShipDate(runtime.api.date, 'US', '2026-07-03') // holiday, next 07-06
 */
export async function checkShipDate(
  api: DateApi,
  country: string,
  date: IsoDate,
): Promise<ShipDateCheck> {
  const today = await shipToday(api);
  const from = isIsoDate(date) && date > today ? date : today;
  const holidays = await holidaysFrom(api, country, from);
  const rules = { today, holidays };
  if (isValidShipDate(date, rules)) return { today, problem: null, nextValid: date };
  const problem: ShipDateProblem =
    date >= today && isWeekend(date)
      ? 'weekend'
      : holidays.includes(date)
        ? 'holiday'
        : 'outOfRange';
  return { today, problem, nextValid: nextValidShipDate({ ...rules, from: date }) };
}

/** The first date the carrier can pick up from a country: the default ship date of a stage. */
export async function firstShipDate(api: DateApi, country: string): Promise<IsoDate | null> {
  return (await checkShipDate(api, country, await shipToday(api))).nextValid;
}
