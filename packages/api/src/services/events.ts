import { findEventByName, normalizeEventName } from '@bikeship/core/rules';
import { type BicycleEvent, bicycleEventSchema } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../db/database';
import { bicycleEvents } from '../db/schema';
import { notFound } from '../http/httpError';

/** What the `event` jsonb column holds: the parts of an event that no query looks at. */
export const storedEventDetailsSchema = z.pick(bicycleEventSchema, {
  couponCode: true,
  stageDates: true,
  address: true,
});
export type StoredEventDetails = z.infer<typeof storedEventDetailsSchema>;

type EventRow = typeof bicycleEvents.$inferSelect;

function toBicycleEvent(row: EventRow): BicycleEvent {
  const details = storedEventDetailsSchema.parse(row.event);
  return {
    eventId: row.eventId,
    name: row.name,
    urlCode: row.urlCode,
    ...(row.startDate ? { startDate: row.startDate } : {}),
    ...details,
    partner: row.isPartner,
  };
}

/**
 * DECISION: whether an event is over is judged on the calendar of the US west coast, the last
 * mainland time zone to finish a day, so no US customer sees an event vanish while it is still
 * that event's day where they are.
 */
const EVENT_CALENDAR_TIME_ZONE = 'America/Los_Angeles';

/** Today's date ('YYYY-MM-DD') on the events' calendar. */
export function eventCalendarToday(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: EVENT_CALENDAR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The last day a customer can still book a trip for the event: its start or its last stage ship
 * date, whichever is later (the ride home ships after the event). Null for an entry with no date
 * at all, such as a partner shop, which never goes out of date.
 */
function lastBookableDate(event: BicycleEvent): string | null {
  const dates = [event.startDate, ...event.stageDates.map((stage) => stage.shipDate)].filter(
    (date): date is string => Boolean(date),
  );
  return dates.sort().at(-1) ?? null;
}

/** Upcoming first; entries without a start date (partners) after the dated ones, by name. */
function byStartDateThenName(a: BicycleEvent, b: BicycleEvent): number {
  if (a.startDate !== b.startDate) {
    if (!a.startDate) return 1;
    if (!b.startDate) return -1;
    return a.startDate < b.startDate ? -1 : 1;
  }
  return a.name.localeCompare(b.name, 'en');
}

/**
 * The events (GET /api/BicycleEvent) or the partners (GET /api/BicycleEvent/partners).
 * DECISION: the two lists do not overlap — partners are listed by /partners only; an event is
 * listed until its last bookable date has passed (a past event can no longer be booked, so
 * listing it only invites a wrong choice), but it stays reachable by id and url code for old
 * links and orders. Dates are 'YYYY-MM-DD' strings, so comparing them as text compares days.
 */
export async function listEvents(
  db: Database,
  kind: 'events' | 'partners',
  now: Date,
): Promise<BicycleEvent[]> {
  const today = eventCalendarToday(now);
  const rows = await db
    .select()
    .from(bicycleEvents)
    .where(eq(bicycleEvents.isPartner, kind === 'partners'));
  return rows
    .map(toBicycleEvent)
    .filter((event) => {
      const last = lastBookableDate(event);
      return last === null || last >= today;
    })
    .sort(byStartDateThenName);
}

/** One event or partner by its id (GET /api/BicycleEvent/{eventId}); 404 when there is none. */
export async function getEventById(db: Database, eventId: number): Promise<BicycleEvent> {
  const [row] = await db.select().from(bicycleEvents).where(eq(bicycleEvents.eventId, eventId));
  if (!row) throw notFound('Event');
  return toBicycleEvent(row);
}

/**
 * One event or partner by the code in its page's URL (GET /api/BicycleEvent/byurlcode/{code}).
 * The code is compared as the core's event-name lookup compares names (quote §5: case ignored,
 * hyphens and underscores as spaces), first with url codes, then with names, so
 * `/events/Cascade_Gran_Fondo` finds the event whose code is `cascade-gran-fondo`.
 * The table holds tens of entries, so the comparison runs here on their codes and names, with
 * the core rule, rather than as a second copy of the rule in SQL.
 */
export async function getEventByUrlCode(db: Database, code: string): Promise<BicycleEvent> {
  const wanted = normalizeEventName(code);
  const keys = await db
    .select({
      eventId: bicycleEvents.eventId,
      urlCode: bicycleEvents.urlCode,
      name: bicycleEvents.name,
    })
    .from(bicycleEvents);
  const match =
    (wanted ? keys.find((key) => normalizeEventName(key.urlCode) === wanted) : undefined) ??
    findEventByName(keys, code);
  if (!match) throw notFound('Event');
  return getEventById(db, match.eventId);
}
