import { type UserPackage, userPackageSchema } from '@bikeship/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../db/database';
import { userPackages } from '../db/schema';

/** A saved box as stored: the core's saved-box shape without the id the database gives it. */
export const savedBoxSchema = z.omit(userPackageSchema, { packageId: true });
export type SavedBox = z.infer<typeof savedBoxSchema>;

type UserPackageRow = typeof userPackages.$inferSelect;

function toUserPackage(row: UserPackageRow): UserPackage {
  return { ...savedBoxSchema.parse(row.box), packageId: row.id };
}

/** The user's saved boxes (GET /api/UserPackages), in the order they were saved. */
export async function listUserPackages(db: Database, userId: string): Promise<UserPackage[]> {
  const rows = await db
    .select()
    .from(userPackages)
    .where(eq(userPackages.userId, userId))
    .orderBy(asc(userPackages.id));
  return rows.map(toUserPackage);
}

/**
 * Remembers a box for the user. DECISION: boxes are saved by the order flow when the
 * user's `savePackages` setting is on — the caller checks the setting; this only stores. A box
 * is known by its name (case-insensitive): saving "Road bike box" again replaces its measures
 * rather than adding a second entry of the same name to the customer's list.
 */
export async function saveUserPackage(
  db: Database,
  userId: string,
  box: SavedBox,
): Promise<UserPackage> {
  const stored = savedBoxSchema.parse(box);
  const wanted = stored.name.trim().toLowerCase();
  const sameName = (await listUserPackages(db, userId)).find(
    (saved) => saved.name.trim().toLowerCase() === wanted,
  );
  if (sameName) {
    const [row] = await db
      .update(userPackages)
      .set({ box: stored })
      .where(and(eq(userPackages.id, sameName.packageId), eq(userPackages.userId, userId)))
      .returning();
    if (row) return toUserPackage(row);
  }
  const [row] = await db.insert(userPackages).values({ userId, box: stored }).returning();
  if (!row) throw new Error('user package insert returned nothing');
  return toUserPackage(row);
}
