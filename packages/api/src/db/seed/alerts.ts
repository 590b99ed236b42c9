import { addDays, isWeekend } from '@bikeship/core/rules';
import type { Notice } from '@bikeship/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { type CarrierHoliday, carrierHolidaysOfYear } from '../../services/holidays';
import type { Database } from '../database';
import { alerts } from '../schema';

/** The name the ship wizard loads its notices by (GET /api/Alerts/name/ship). */
const SHIP_NOTICES_NAME = 'ship';
/** A holiday notice shows from a week before the holiday until the holiday ends. */
const NOTICE_LEAD_DAYS = 7;
/** Holidays this far ahead get their notice now; later ones at a later start. */
const SEED_HORIZON_DAYS = 366;
const MS_PER_DAY = 86_400_000;

/** What the notice column keeps: the rest lives in the row's own columns. */
type StoredNoticeContent = Omit<Notice, 'name' | 'startTime' | 'endTime' | 'active'>;

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * The holiday-schedule notice of one US carrier holiday, on every step of the ship wizard
 * (shell §2 Page notices). The date and the holiday's name are replacements (shell §8), so the
 * same message text serves every holiday.
 */
function holidayNotice(holiday: CarrierHoliday): StoredNoticeContent {
  return {
    page: 'ship',
    key: `holiday-US-${holiday.date}`,
    type: 'alert-warning',
    expletive: 'Holiday schedule:',
    message:
      'carriers do not pick up or deliver on {date} ({holiday}). Ship dates skip that day, ' +
      'and a delivery due that day arrives the next business day.',
    replacements: [
      { key: '{date}', value: longDate.format(new Date(`${holiday.date}T00:00:00Z`)) },
      { key: '{holiday}', value: holiday.name },
    ],
    dismissable: true,
  };
}

/**
 * Seeds the holiday-schedule notices of the ship flow: one for each US carrier holiday on a
 * weekday (weekends never ship, so they need no notice) from today to a year ahead, shown the
 * week before. DECISION: generated from the same holiday calendar as GET /api/Date/schedule
 * rather than written out by hand, so the notices and the date picker never disagree and each
 * start adds the holidays that came into the horizon. Idempotent: a notice whose key is already
 * stored is never inserted again, nor changed (the team may have edited or switched it off).
 */
export async function seedAlerts(db: Database, now: Date = new Date()): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const horizon = addDays(today, SEED_HORIZON_DAYS) ?? today;
  const year = now.getUTCFullYear();
  const upcoming = [
    ...carrierHolidaysOfYear('US', year),
    ...carrierHolidaysOfYear('US', year + 1),
  ].filter(
    (holiday) => holiday.date >= today && holiday.date <= horizon && !isWeekend(holiday.date),
  );
  const stored = await db
    .select({ key: sql<string | null>`${alerts.notice}->>'key'` })
    .from(alerts)
    .where(eq(alerts.name, SHIP_NOTICES_NAME));
  const storedKeys = new Set(stored.map((row) => row.key));
  const missing = upcoming
    .map((holiday) => ({ holiday, notice: holidayNotice(holiday) }))
    .filter(({ notice }) => !storedKeys.has(notice.key ?? null));
  if (missing.length === 0) return;
  await db.insert(alerts).values(
    missing.map(({ holiday, notice }) => ({
      name: SHIP_NOTICES_NAME,
      notice,
      startTime: new Date(holiday.start.getTime() - NOTICE_LEAD_DAYS * MS_PER_DAY),
      endTime: holiday.end,
      active: true,
    })),
  );
}
