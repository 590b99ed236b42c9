import { type Ambassador, ambassadorSchema } from '@bikeship/core/schemas';
import type { Database } from '../db/database';
import { ambassadors } from '../db/schema';

/**
 * Sorted here rather than by SQL ORDER BY: PGlite and a PostgreSQL server may use different
 * collations, and the list must come out in the same order on both (and in the order the
 * client's own sort gives, which also compares with localeCompare).
 */
function byName(a: Ambassador, b: Ambassador): number {
  return a.name.localeCompare(b.name, 'en');
}

/** The ambassadors (GET /api/Ambassador), sorted by name (quote §3). */
export async function listAmbassadors(db: Database): Promise<Ambassador[]> {
  const rows = await db.select().from(ambassadors);
  return rows
    .map((row) => ambassadorSchema.parse({ ...row.ambassador, name: row.name }))
    .sort(byName);
}
