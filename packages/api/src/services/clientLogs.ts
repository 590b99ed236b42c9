import type { LogRequest } from '@bikeship/core/schemas';
import type { Database } from '../db/database';
import { clientLogs } from '../db/schema';

/** Keeps a client-side error report (POST /api/log) for the team to read. */
export async function recordClientLog(db: Database, entry: LogRequest): Promise<void> {
  await db.insert(clientLogs).values({
    jsonContent: entry.jsonContent,
    userAgent: entry.userAgent,
    step: entry.step ?? null,
    uniqueId: entry.uniqueId,
  });
}
