import { afterEach, describe, expect, it } from 'vitest';
import { SHIP_DATE_SEARCH_MAX_DAYS } from '../constants';
import {
  addDays,
  calendarDateToIso,
  isIsoDate,
  isValidShipDate,
  isWeekend,
  nextValidShipDate,
} from './shipDates';

/** `count` consecutive dates from `start`, e.g. a run of holidays. */
function run(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i) ?? '');
}

const monday = '2025-03-03';

describe('ship dates skip weekends and holidays (quote §4)', () => {
  it('Saturday and Sunday are weekends', () => {
    expect(isWeekend('2025-03-08')).toBe(true);
    expect(isWeekend('2025-03-09')).toBe(true);
    expect(isWeekend('2025-03-10')).toBe(false);
  });

  it('a weekend + holiday chain: Friday July 4th → Monday July 7th', () => {
    expect(nextValidShipDate({ today: '2025-07-04', holidays: ['2025-07-04'] })).toBe('2025-07-07');
    const longWeekend = ['2025-07-04', '2025-07-07'];
    expect(nextValidShipDate({ today: '2025-07-04', holidays: longWeekend })).toBe('2025-07-08');
  });

  it('a date asked for on a weekend moves to the Monday', () => {
    expect(nextValidShipDate({ today: monday, from: '2025-03-08' })).toBe('2025-03-10');
  });
});

describe('ship dates skip past dates (quote §4)', () => {
  it('yesterday is not valid, today is', () => {
    expect(isValidShipDate('2025-03-02', { today: monday })).toBe(false);
    expect(isValidShipDate(monday, { today: monday })).toBe(true);
  });

  it('a stale date starts the search from today (DECISION)', () => {
    expect(nextValidShipDate({ today: monday, from: '2024-01-01' })).toBe(monday);
  });
});

describe('ship dates skip today when a pickup fee applies (quote §4)', () => {
  it('moves to tomorrow with a pickup fee, stays today without', () => {
    expect(nextValidShipDate({ today: monday, pickupFeeApplies: true })).toBe('2025-03-04');
    expect(nextValidShipDate({ today: monday, pickupFeeApplies: false })).toBe(monday);
    expect(isValidShipDate('2025-03-04', { today: monday, pickupFeeApplies: true })).toBe(true);
  });
});

describe('ship dates skip dates beyond next year (quote §4)', () => {
  it('on Dec 31 the limit is the end of the NEXT year', () => {
    const rules = { today: '2025-12-31' };
    expect(isValidShipDate('2026-12-31', rules)).toBe(true);
    expect(isValidShipDate('2027-01-04', rules)).toBe(false); // a Monday, but too far
  });

  it('Dec 31 with a pickup fee and New Year holiday → Jan 2 of the next year', () => {
    const rules = { today: '2025-12-31', pickupFeeApplies: true, holidays: ['2026-01-01'] };
    expect(nextValidShipDate(rules)).toBe('2026-01-02');
  });

  it('gives up (null) rather than run past the end of next year', () => {
    const rules = { today: '2025-06-02', from: '2026-12-31', holidays: ['2026-12-31'] };
    expect(nextValidShipDate(rules)).toBeNull();
  });
});

describe('the date search skips up to 31 days (quote §4)', () => {
  it('finds the date after 31 skipped days', () => {
    const holidays = run(monday, SHIP_DATE_SEARCH_MAX_DAYS); // Mar 3 … Apr 2
    expect(nextValidShipDate({ today: monday, holidays })).toBe('2025-04-03');
  });

  it('gives up (null) when a 32nd day would be needed', () => {
    const holidays = run(monday, SHIP_DATE_SEARCH_MAX_DAYS + 1); // Mar 3 … Apr 3
    expect(nextValidShipDate({ today: monday, holidays })).toBeNull();
  });
});

describe('ship dates are calendar dates, immune to time zones (quote §4)', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC'])('same answer in %s', (tz) => {
    process.env.TZ = tz;
    expect(nextValidShipDate({ today: '2025-07-04', holidays: ['2025-07-04'] })).toBe('2025-07-07');
    expect(isWeekend('2025-03-08')).toBe(true);
  });

  it('reads {year, month, day} items (month 1–12) and refuses impossible dates', () => {
    expect(calendarDateToIso({ year: 2025, month: 7, day: 4 })).toBe('2025-07-04');
    expect(calendarDateToIso({ year: 2025, month: 2, day: 30 })).toBeNull();
    expect(calendarDateToIso({ year: 2024, month: 2, day: 29 })).toBe('2024-02-29');
    expect(isIsoDate('2025-7-4')).toBe(false);
    expect(isValidShipDate('2025-02-30', { today: '2025-02-03' })).toBe(false);
    expect(nextValidShipDate({ today: 'soon' })).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});
