import { eq, like, or } from 'drizzle-orm';
import type { Database } from '../database';
import { users } from '../schema';
import { DEMO_CUSTOMER_EMAIL } from './demoCustomer';

/**
 * Accounts made for trying or testing the product: the seeded demo customer, and any address on
 * `.test` — a top-level domain reserved for testing (RFC 2606), so no real customer has one.
 */
export async function testAccountEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(or(eq(users.email, DEMO_CUSTOMER_EMAIL), like(users.email, '%.test')))
    .limit(5);
  return rows.map((row) => row.email);
}

export class TestAccountsInProductionError extends Error {
  override name = 'TestAccountsInProductionError';
}

/** Production refuses to start while anyone could sign in with a published test password. */
export async function refuseTestAccounts(db: Database): Promise<void> {
  const found = await testAccountEmails(db);
  if (found.length > 0) {
    throw new TestAccountsInProductionError(
      `NODE_ENV=production refuses to start: the database holds test accounts (${found.join(', ')}), ` +
        'whose passwords are published. Delete them, or start on a database that never ran in ' +
        'development.',
    );
  }
}
