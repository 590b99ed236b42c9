import { randomBytes } from 'node:crypto';
import {
  type SavedSearchPageQuery,
  type SavedSearchRecord,
  type SavedSearchRequest,
  savedSearchRecordSchema,
  searchSchema,
} from '@bikeship/core/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { savedSearches } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import { issuesToFieldErrors } from '../http/validation';

/**
 * DECISION: a saved search's code is 12 random bytes as base64url (16 characters, 96 bits). It
 * can be put in a link without escaping, and nobody can guess another customer's code.
 */
const SAVED_SEARCH_CODE_BYTES = 12;

/**
 * DECISION: a page holds at most 50 searches whatever `take` asks: the account pages show 3
 * (SAVED_SEARCHES_FETCHED) and a larger page only costs the database.
 */
export const SAVED_SEARCH_PAGE_MAX = 50;

export function newSavedSearchCode(): string {
  return randomBytes(SAVED_SEARCH_CODE_BYTES).toString('base64url');
}

/**
 * The serialized search must be a search the wizard can resume (quote §2: a saved search
 * reloads its data). DECISION: it is checked against the core `Search` schema and stored as
 * sent; a field error names the part of the search that is wrong.
 */
function checkSerializedSearch(serializedSearchData: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(serializedSearchData);
  } catch {
    throw new HttpError(400, 'The saved search is not valid JSON', [
      { propertyName: 'serializedSearchData', message: 'The saved search is not valid JSON' },
    ]);
  }
  const result = searchSchema.safeParse(parsed);
  if (!result.success) {
    const errors = issuesToFieldErrors(result.error.issues).map((error) => ({
      propertyName: error.propertyName
        ? `serializedSearchData.${error.propertyName}`
        : 'serializedSearchData',
      message: error.message,
    }));
    throw new HttpError(400, 'The saved search is not a valid search', errors);
  }
}

type SavedSearchRow = typeof savedSearches.$inferSelect;

function toSavedSearchRecord(row: SavedSearchRow): SavedSearchRecord {
  return savedSearchRecordSchema.parse({
    searchDate: row.searchDate.toISOString(),
    savedSearchId: row.savedSearchId,
    savedSearchCode: row.savedSearchCode,
    from: row.from ?? {},
    to: row.to ?? {},
    serializedSearchData: row.serializedSearchData,
    userId: row.userId,
    deleted: row.deleted,
  });
}

const ownedAndKept = (userId: string) =>
  and(eq(savedSearches.userId, userId), eq(savedSearches.deleted, false));

/**
 * What a customer tells two searches apart by — each stage's places and ship date, the boxes'
 * names, sizes, weights and values — or null for a search with no stage yet.
 */
function samenessOf(serializedSearchData: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(serializedSearchData);
  } catch {
    return null;
  }
  const search = searchSchema.safeParse(parsed);
  if (!search.success || search.data.trips.length === 0) return null;
  return JSON.stringify([
    search.data.trips.map((trip) => [
      trip.from?.formatted_address,
      trip.to?.formatted_address,
      trip.shipDate,
    ]),
    search.data.boxes.map((box) => [
      box.name,
      box.length,
      box.width,
      box.height,
      box.weight,
      box.marketValue,
      box.linearUnit,
      box.weightUnit,
    ]),
  ]);
}

/** How many of a user's latest searches a new one is compared with (samenessOf). */
const SAME_SEARCH_LOOKBACK = 20;

/**
 * Saves a search for the user (POST /api/SavedSearch); its date is the time of saving.
 * DECISION: a search the same as one of the user's latest (samenessOf: same stages, dates and
 * boxes — a customer who starts the same quote again, in a new tab or after Start over)
 * replaces that one and answers its id and code, as PUT would: their recent searches list each
 * trip once, not five rows nobody can tell apart.
 */
export async function createSavedSearch(
  db: Database,
  userId: string,
  request: SavedSearchRequest,
  now: Date,
): Promise<{ savedSearchId: number; savedSearchCode: string }> {
  checkSerializedSearch(request.serializedSearchData);
  const sameness = samenessOf(request.serializedSearchData);
  if (sameness) {
    const latest = await db
      .select({
        savedSearchId: savedSearches.savedSearchId,
        serializedSearchData: savedSearches.serializedSearchData,
      })
      .from(savedSearches)
      .where(ownedAndKept(userId))
      .orderBy(desc(savedSearches.searchDate), desc(savedSearches.savedSearchId))
      .limit(SAME_SEARCH_LOOKBACK);
    const same = latest.find((row) => samenessOf(row.serializedSearchData) === sameness);
    if (same) return updateSavedSearch(db, userId, same.savedSearchId, request, now);
  }
  const [row] = await db
    .insert(savedSearches)
    .values({
      savedSearchCode: newSavedSearchCode(),
      userId,
      searchDate: now,
      from: request.from ?? null,
      to: request.to ?? null,
      serializedSearchData: request.serializedSearchData,
    })
    .returning({
      savedSearchId: savedSearches.savedSearchId,
      savedSearchCode: savedSearches.savedSearchCode,
    });
  if (!row) throw new Error('saved search insert returned nothing');
  return row;
}

/**
 * Replaces one of the user's saved searches (PUT /api/SavedSearch/{id}); id and code stay.
 * DECISION: its date moves to now, so the search the customer last worked on comes first in the
 * list. Another user's search, or a deleted one, answers 404 like a missing one.
 */
export async function updateSavedSearch(
  db: Database,
  userId: string,
  savedSearchId: number,
  request: SavedSearchRequest,
  now: Date,
): Promise<{ savedSearchId: number; savedSearchCode: string }> {
  checkSerializedSearch(request.serializedSearchData);
  const [row] = await db
    .update(savedSearches)
    .set({
      searchDate: now,
      from: request.from ?? null,
      to: request.to ?? null,
      serializedSearchData: request.serializedSearchData,
    })
    .where(and(eq(savedSearches.savedSearchId, savedSearchId), ownedAndKept(userId)))
    .returning({
      savedSearchId: savedSearches.savedSearchId,
      savedSearchCode: savedSearches.savedSearchCode,
    });
  if (!row) throw notFound('Saved search');
  return row;
}

/**
 * One page of the user's saved searches (GET /api/SavedSearch/paged), newest first; deleted
 * ones are left out. `total` counts all the user's kept searches, for paging.
 */
export async function listSavedSearchesPage(
  db: Database,
  userId: string,
  { skip, take }: SavedSearchPageQuery,
): Promise<{ savedSearches: SavedSearchRecord[]; total: number }> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(ownedAndKept(userId))
    // The id breaks ties, so two searches saved in the same millisecond keep one order.
    .orderBy(desc(savedSearches.searchDate), desc(savedSearches.savedSearchId))
    .offset(skip)
    .limit(Math.min(take, SAVED_SEARCH_PAGE_MAX));
  const [counted] = await db
    .select({ total: count() })
    .from(savedSearches)
    .where(ownedAndKept(userId));
  return { savedSearches: rows.map(toSavedSearchRecord), total: counted?.total ?? 0 };
}

/**
 * Deletes one of the user's saved searches (DELETE /api/SavedSearch/{id}). A soft delete
 * (quote §3 "deleted flag"): the row stays, marked deleted, and no call shows or changes it
 * again. Deleting it a second time answers 404: for the customer it is gone.
 */
export async function deleteSavedSearch(
  db: Database,
  userId: string,
  savedSearchId: number,
): Promise<void> {
  const deleted = await db
    .update(savedSearches)
    .set({ deleted: true })
    .where(and(eq(savedSearches.savedSearchId, savedSearchId), ownedAndKept(userId)))
    .returning({ savedSearchId: savedSearches.savedSearchId });
  if (deleted.length === 0) throw notFound('Saved search');
}
