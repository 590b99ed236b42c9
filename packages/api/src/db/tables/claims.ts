import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { orders } from './orders';

/**
 * Damage and loss claims (quote §3, §7), filed by the order's registered owner. The
 * plain form fields are kept as columns; the pictures and papers are in the file store (claimFiles).
 */
export const claims = pgTable(
  'claims',
  {
    claimId: serial('claim_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'damage' | 'loss' (core claim schema). */
    claimType: text('claim_type').notNull(),
    /** The package the claim is about, when the claimant named one. */
    trackingNumber: text('tracking_number'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    description: text('description').notNull(),
    amountClaimedCents: integer('amount_claimed_cents').notNull(),
    /** submitted → in_review → approved | denied (the claims desk moves it on). */
    status: text('status').notNull().default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claims_order_idx').on(t.orderId), index('claims_user_idx').on(t.userId)],
);

/**
 * One uploaded picture or paper of a claim. The bytes are in the server's file store (storage/)
 * under `claims/<claimId>/<storedName>` (services/claims.ts claimFileKey), never served, under a
 * name the server made (random + the extension of the type detected from the content); the name the
 * client gave is only kept here, for the claims desk.
 */
export const claimFiles = pgTable(
  'claim_files',
  {
    claimFileId: serial('claim_file_id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.claimId, { onDelete: 'cascade' }),
    /** The picture list it came in: BillOfSalePics, EstimatePics, OutsidePics, … */
    field: text('field').notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    /** Detected from the bytes, never taken from the client. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('claim_files_stored_unique').on(t.claimId, t.storedName)],
);

/**
 * Applications to the QBP top-shop program (POST /api/QbpTopShop: shop name, account
 * number, contact, address). DECISION: one application per QBP account number — a second one
 * is refused (409), so the program desk never sees the same shop twice.
 */
export const qbpTopShops = pgTable(
  'qbp_top_shops',
  {
    enrolmentId: serial('enrolment_id').primaryKey(),
    shopName: text('shop_name').notNull(),
    /** Stored upper-case without spaces, so 'ab 123' and 'AB123' are one account. */
    accountNumber: text('account_number').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state'),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qbp_top_shops_account_unique').on(t.accountNumber)],
);
