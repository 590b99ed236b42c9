import { type AddressInput, type AddressRecord, addressInputSchema } from '@bikeship/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { addresses } from '../db/schema';
import { notFound } from '../http/httpError';
import { assertSavedAddress } from './addressChecks';

type AddressRow = typeof addresses.$inferSelect;

/**
 * A stored address as the API answers it. The jsonb is re-read through the core schema, so a
 * row written by an older version cannot leak fields the contract does not have.
 */
function toAddressRecord(row: AddressRow): AddressRecord {
  return { ...addressInputSchema.parse(row.address), addressId: row.addressId };
}

/** Two addresses are the same entry when every field the customer typed is equal. */
function sameAddress(a: AddressInput, b: AddressInput): boolean {
  return (
    JSON.stringify(addressInputSchema.parse(a)) === JSON.stringify(addressInputSchema.parse(b))
  );
}

/**
 * The user's saved addresses (GET /api/Address). DECISION: in the order they were saved, so an
 * edit does not make the list jump under the customer's cursor.
 */
export async function listAddresses(db: Database, userId: string): Promise<AddressRecord[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.addressId));
  return rows.map(toAddressRecord);
}

/**
 * Saves an address for the user (POST /api/Address), once it passes the wizard's format checks
 * (`assertSavedAddress`). DECISION: saving an address the user has already saved, field for
 * field, answers the existing record instead of a duplicate: the wizard saves step 3's
 * addresses on every order ("needSaveAddress"), and an address book with the same home address
 * five times helps nobody.
 */
export async function createAddress(
  db: Database,
  userId: string,
  input: AddressInput,
): Promise<AddressRecord> {
  assertSavedAddress(input);
  const existing = (await listAddresses(db, userId)).find((saved) => sameAddress(saved, input));
  if (existing) return existing;
  const [row] = await db.insert(addresses).values({ userId, address: input }).returning();
  if (!row) throw new Error('address insert returned nothing');
  return toAddressRecord(row);
}

/**
 * Replaces one of the user's addresses (PUT /api/Address/{addressId}). Another user's address
 * answers 404 like a missing one: an id must not reveal that someone else has it.
 */
export async function updateAddress(
  db: Database,
  userId: string,
  addressId: number,
  input: AddressInput,
  now: Date,
): Promise<AddressRecord> {
  assertSavedAddress(input);
  const [row] = await db
    .update(addresses)
    .set({ address: input, updatedAt: now })
    .where(and(eq(addresses.addressId, addressId), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw notFound('Address');
  return toAddressRecord(row);
}
