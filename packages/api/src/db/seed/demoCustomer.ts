import { type Location, searchSchema } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { createAddress } from '../../services/addresses';
import { createSavedSearch } from '../../services/savedSearches';
import { type SavedBox, saveUserPackage } from '../../services/userPackages';
import type { Database } from '../database';
import { users } from '../schema';

/** The demo account the README gives: sign in with these to see a lived-in account. */
export const DEMO_CUSTOMER_EMAIL = 'demo@bikeship.test';
export const DEMO_CUSTOMER_PASSWORD = 'ride-safe-2026';

const PORTLAND: Location = {
  formatted_address: 'Portland, OR 97214, USA',
  types: ['postal_code'],
  address_components: [
    { long_name: '97214', short_name: '97214', types: ['postal_code'] },
    { long_name: 'Portland', short_name: 'Portland', types: ['locality', 'political'] },
    { long_name: 'Oregon', short_name: 'OR', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
  ],
  geometry: { lat: 45.5146, lng: -122.6448 },
};

const BEND: Location = {
  formatted_address: 'Bend, OR 97702, USA',
  types: ['postal_code'],
  address_components: [
    { long_name: '97702', short_name: '97702', types: ['postal_code'] },
    { long_name: 'Bend', short_name: 'Bend', types: ['locality', 'political'] },
    { long_name: 'Oregon', short_name: 'OR', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
  ],
  geometry: { lat: 44.0207, lng: -121.3087 },
};

/**
 * Real sizes: a shop's cardboard road-bike box and a hard travel case. The category is the form
 * data's package category code for a bicycle (referenceData/packageCategories.ts).
 */
const ROAD_BIKE_BOX: SavedBox = {
  name: 'Road bike box',
  category: 'BIKE',
  length: 54,
  width: 8,
  height: 30,
  weight: 42,
  linearUnit: 'IN',
  weightUnit: 'LB',
  marketValue: 2500,
};
const HARD_TRAVEL_CASE: SavedBox = {
  name: 'Hard travel case',
  category: 'BIKE',
  length: 47,
  width: 12,
  height: 33,
  weight: 58,
  linearUnit: 'IN',
  weightUnit: 'LB',
  marketValue: 4200,
};

/**
 * Seeds ONE demo customer: every setting on, two saved addresses, two saved boxes and
 * one saved search (Portland to Bend, the Cascade Gran Fondo trip). Skipped when the account
 * exists; made in one transaction, so a start that fails half-way leaves no half-made account
 * that the next start would then skip.
 */
export async function seedDemoCustomer(db: Database, now: Date = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_CUSTOMER_EMAIL,
        passwordHash,
        firstName: 'Casey',
        lastName: 'Morgan',
        phoneNumber: '503-555-0147',
        // DECISION: a registered customer; the default [Guest] is for sessions without an account.
        roles: ['Customer'],
        settings: {
          savePackages: true,
          saveAddresses: true,
          savePaymentMethods: true,
          mailingListOptIn: true,
          newsLetterOptIn: true,
        },
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo customer insert returned nothing');

    const home = {
      firstName: 'Casey',
      lastName: 'Morgan',
      address1: '2136 SE Ankeny St',
      city: 'Portland',
      state: 'OR',
      postalCode: '97214',
      country: 'United States',
      countryCode: 'US',
      phone: '503-555-0147',
      isResidential: true,
    };
    await createAddress(tx, user.id, home);
    await createAddress(tx, user.id, {
      companyName: 'Rose City Cycles',
      firstName: 'Casey',
      lastName: 'Morgan',
      address1: '914 NW Everett St',
      address2: 'Suite 200',
      city: 'Portland',
      state: 'OR',
      postalCode: '97209',
      country: 'United States',
      countryCode: 'US',
      phone: '503-555-0148',
      isResidential: false,
    });

    await saveUserPackage(tx, user.id, ROAD_BIKE_BOX);
    await saveUserPackage(tx, user.id, HARD_TRAVEL_CASE);

    const search = searchSchema.parse({
      id: 'demo-portland-to-bend',
      step: 2,
      trips: [{ from: PORTLAND, to: BEND }],
      boxes: [{ ...ROAD_BIKE_BOX, presetName: ROAD_BIKE_BOX.name }],
    });
    await createSavedSearch(
      tx,
      user.id,
      {
        serializedSearchData: JSON.stringify(search),
        from: { postalCode: '97214', city: 'Portland', state: 'OR', country: 'US' },
        to: { postalCode: '97702', city: 'Bend', state: 'OR', country: 'US' },
      },
      now,
    );
  });
}
