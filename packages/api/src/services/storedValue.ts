import type { StoredValue } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { storedValues } from '../db/schema';
import { notFound } from '../http/httpError';
import { APP_VERSION } from '../version';

/** The key whose value is the running build's version, not a row (shell §4 version check). */
export const CLIENT_VERSION_KEY = 'client-version';

/**
 * A stored value by key (shell §3): numserved and reviewcount come from the stored_values table;
 * client-version is the version this process was built as.
 * DECISION: client-version is APP_VERSION (the root package.json's version, which the site and
 * widget builds embed) and is never read from the table, so during a rolling deploy each process
 * reports what it serves. No git commit is appended: a bundle built without it would differ from
 * the server's answer on every load and reload the page forever.
 * Unknown keys answer 404.
 */
export async function getStoredValue(db: Database, key: string): Promise<StoredValue> {
  if (key === CLIENT_VERSION_KEY) return { key, value: APP_VERSION };
  const [row] = await db.select().from(storedValues).where(eq(storedValues.key, key)).limit(1);
  if (!row) throw notFound('Stored value');
  return {
    key: row.key,
    value: row.value,
    valueId: row.valueId,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}
