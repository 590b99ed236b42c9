import { isNoticeActive } from '@bikeship/core/rules';
import { type Notice, noticeSchema } from '@bikeship/core/schemas';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { alerts } from '../db/schema';

type AlertRow = typeof alerts.$inferSelect;

/**
 * A row as the notice the client reads (shell §3). The row's name, times and active flag are
 * the queryable columns and win over any copy inside the stored notice.
 */
function toNotice(row: AlertRow): Notice {
  return noticeSchema.parse({
    ...row.notice,
    name: row.name,
    startTime: row.startTime?.toISOString(),
    endTime: row.endTime?.toISOString(),
    active: row.active,
  });
}

/** Active rows that have not ended by `instant` (end bound exclusive; no end = open). */
function activeNotEndedBy(instant: Date) {
  return and(eq(alerts.active, true), or(isNull(alerts.endTime), gt(alerts.endTime, instant)));
}

/**
 * GET /api/Alerts/name/{name} (shell §7): the notices of that name that are switched on and
 * not over yet, earliest start first. DECISION: notices that start later are included with
 * their startTime, so a page that stays open shows them when they begin (the client's
 * isNoticeActive decides when); ended ones are left out.
 */
export async function alertsByName(db: Database, name: string, now: Date): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.name, name), activeNotEndedBy(now)))
    .orderBy(asc(alerts.startTime), asc(alerts.id));
  return rows.map(toNotice);
}

/**
 * GET /api/Alerts/time/{utc date string} (shell §7): every notice active at that instant —
 * switched on, started (startTime inclusive) and not ended (endTime exclusive). The query
 * leaves out ended notices, the set that grows over the years; the core's isNoticeActive, the
 * rule the browser applies, decides the rest.
 */
export async function alertsActiveAt(db: Database, instant: Date): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(activeNotEndedBy(instant))
    .orderBy(asc(alerts.startTime), asc(alerts.id));
  return rows.map(toNotice).filter((notice) => isNoticeActive(notice, instant.getTime()));
}
