import type { Database } from '../database';
import { storedValues } from '../schema';

/**
 * The figures the site shows in its footer and header (shell §1): customers served since 2009
 * and the count of customer reviews. DECISION: believable figures for a shop that has shipped
 * bikes since 2009; the team updates them in the table, and a start never overwrites them.
 */
const SEEDED_STORED_VALUES = [
  { key: 'numserved', value: '148327' },
  { key: 'reviewcount', value: '12418' },
] as const;

/** Inserts the stored values that are missing; existing ones are left as they are. */
export async function seedStoredValues(db: Database): Promise<void> {
  await db
    .insert(storedValues)
    .values([...SEEDED_STORED_VALUES])
    .onConflictDoNothing({ target: storedValues.key });
}
