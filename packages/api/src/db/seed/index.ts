import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { seedAlerts } from './alerts';
import { seedAmbassadors } from './ambassadors';
import { seedBicycleShops } from './bicycleShops';
import { seedDemoCustomer } from './demoCustomer';
import { seedEvents } from './events';
import { seedPaymentTestData } from './paymentTestData';
import { seedStoredValues } from './storedValues';

/** Any fixed number: the key of the advisory lock that serialises seeding. */
const SEED_LOCK_KEY = 7_304_511;

/**
 * Seeds the reference data that makes the product look alive on first start. Every part checks
 * before it inserts, so each start can run it and nothing is duplicated or overwritten.
 *
 * Several API processes may start at once on one PostgreSQL (DESIGN.md §7): the whole seed runs
 * in one transaction under an advisory lock, so one process seeds while the others wait and then
 * find everything there — and a start that fails half-way leaves nothing half-seeded.
 */
export async function seedReferenceData(
  db: Database,
  options: { demo: boolean } = { demo: true },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedStoredValues(tx);
    await seedAlerts(tx);
    await seedEvents(tx);
    await seedAmbassadors(tx);
    await seedBicycleShops(tx);
    // The demo customer and the test gateway's coupons and cards are for trying the product;
    // production has neither (it refuses the test gateway and any test account).
    if (options.demo) {
      await seedDemoCustomer(tx);
      await seedPaymentTestData(tx);
    }
  });
}
