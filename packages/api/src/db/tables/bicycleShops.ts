import { boolean, doublePrecision, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bicycleEvents } from '../schema';

/**
 * The bike shops of the finder (/bicycleshops; seeded reference data). A shop with a
 * `partnerCode` is a partner: its partner page (a partner row of bicycle_events) gives its quote
 * box, which ships to the shop. Coordinates are WGS 84 degrees, what distances are measured on.
 */
export const bicycleShops = pgTable(
  'bicycle_shops',
  {
    shopId: serial('shop_id').primaryKey(),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    packsBikes: boolean('packs_bikes').notNull().default(false),
    receivesShipments: boolean('receives_shipments').notNull().default(false),
    assemblesBikes: boolean('assembles_bikes').notNull().default(false),
    partnerCode: text('partner_code').references(() => bicycleEvents.urlCode),
  },
  // One shop per name at a ZIP code: the seed finds what it already inserted by these.
  (t) => [uniqueIndex('bicycle_shops_name_zip_idx').on(t.name, t.postalCode)],
);
