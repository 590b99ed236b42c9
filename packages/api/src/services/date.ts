import type { DateItem } from '@bikeship/core/schemas';

/**
 * DECISION: "today" is the shop's business day in America/Los_Angeles (Pacific time), where its
 * customer service and pickup cut-offs run. UTC would turn the date over at 4–5 pm Pacific, in
 * the middle of the US business day, and hide today's drop-off from every evening visitor.
 */
export const SHOP_TIME_ZONE = 'America/Los_Angeles';

const calendarDay = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * The last answer, by minute: every quote asks for "today" several times, and `formatToParts`
 * showed in the quote benchmark's profile. Zone offsets are whole minutes, so the date cannot
 * change within one.
 */
let lastDay: { minute: number; day: DateItem } | undefined;

/** The calendar date in the shop's time zone at an instant (GET /api/Date, quote §7). */
export function shopDate(instant: Date): DateItem {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastDay?.minute === minute) return { ...lastDay.day };
  const parts = calendarDay.formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const day = { year: part('year'), month: part('month'), day: part('day') };
  lastDay = { minute, day };
  return { ...day };
}
