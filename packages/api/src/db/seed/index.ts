import type { Database } from '../database';
import { seedAlerts } from './alerts';
import { seedAmbassadors } from './ambassadors';
import { seedDemoCustomer } from './demoCustomer';
import { seedEvents } from './events';
import { seedStoredValues } from './storedValues';

/**
 * Seeds the reference data that makes the product look alive on first start. Every part checks
 * before it inserts, so each start can run it and nothing is duplicated or overwritten.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedStoredValues(db);
  await seedAlerts(db);
  await seedEvents(db);
  await seedAmbassadors(db);
  await seedDemoCustomer(db);
}
