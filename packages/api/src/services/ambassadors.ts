import { sortAmbassadorsByName } from '@bikeship/core/rules';
import { type Ambassador, ambassadorSchema } from '@bikeship/core/schemas';
import type { Database } from '../db/database';
import { ambassadors } from '../db/schema';

/**
 * The ambassadors (GET /api/Ambassador), sorted by name (quote §3) by core's rule rather than by
 * SQL ORDER BY: PGlite and a PostgreSQL server may use different collations, and the list must
 * come out in the same order on both, and in the order the client's own sort gives.
 */
export async function listAmbassadors(db: Database): Promise<Ambassador[]> {
  const rows = await db.select().from(ambassadors);
  return sortAmbassadorsByName(
    rows.map((row) => ambassadorSchema.parse({ ...row.ambassador, name: row.name })),
  );
}
