import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
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
 * The payment gateways' own state (DESIGN.md §7 payments).
 *
 * - `test_gateway_*`: the embedded test gateway, which stands in for Stripe when
 *   STRIPE_SECRET_KEY is not set. Its tables hold what Stripe would hold: coupons, promotion
 *   codes, each customer's discount, balance and saved cards, and the PaymentIntents and refunds.
 * - `stripe_customers`: which Stripe customer a user is (the Stripe gateway makes it on first need).
 * - `webhook_events`: event ids already handled, so that a replayed webhook is ignored.
 * - `order_payment_intents`: the PaymentIntents started for orders by POST /api/Stripe/client-secret,
 *   so that an update can be checked against the order and its owner.
 *
 * Money is whole cents of USD; a balance has Stripe's sign (negative = credit to the customer).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A coupon: percent off or a fixed amount off, with a minimum order. DECISION: the minimum sits
 * on the coupon in the test gateway; with Stripe it is the promotion code's
 * `restrictions.minimum_amount`, else the coupon's `metadata.minimumAmount`.
 */
export const testGatewayCoupons = pgTable('test_gateway_coupons', {
  couponId: text('coupon_id').primaryKey(),
  name: text('name').notNull(),
  /** Percent off (Stripe allows fractions, e.g. 12.5); null for a fixed-amount coupon. */
  percentOff: doublePrecision('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  minimumAmountCents: integer('minimum_amount_cents'),
  createdAt: createdAt(),
});

/** A customer-facing code for a coupon (Stripe's promotion code). */
export const testGatewayPromotionCodes = pgTable(
  'test_gateway_promotion_codes',
  {
    promotionCodeId: text('promotion_code_id').primaryKey(),
    /** As shown to customers; looked up regardless of case, as Stripe does. */
    code: text('code').notNull(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => testGatewayCoupons.couponId),
    active: boolean('active').notNull().default(true),
    /** Null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_gateway_promotion_codes_code_unique').on(sql`lower(${t.code})`)],
);

/** A customer's own coupon (Stripe's `customer.discount`). */
export const testGatewayCustomerDiscounts = pgTable('test_gateway_customer_discounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: text('coupon_id')
    .notNull()
    .references(() => testGatewayCoupons.couponId),
  createdAt: createdAt(),
});

/** A customer's balance in cents (Stripe's sign: negative is credit owed to the customer). */
export const testGatewayCustomerBalances = pgTable('test_gateway_customer_balances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balanceCents: integer('balance_cents').notNull().default(0),
});

/**
 * Every change of a balance (Stripe's customer balance transactions). The unique idempotency key
 * makes a replayed "use credit" call change the balance once.
 */
export const testGatewayBalanceTransactions = pgTable(
  'test_gateway_balance_transactions',
  {
    balanceTransactionId: serial('balance_transaction_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Added to the balance: positive uses credit, negative gives credit. */
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_gateway_balance_transactions_key_unique').on(t.idempotencyKey)],
);

/** A card saved to a customer. Only brand, last 4 and expiry: no card number ever reaches us. */
export const testGatewayPaymentMethods = pgTable(
  'test_gateway_payment_methods',
  {
    paymentMethodId: text('payment_method_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** The same card saved twice stays one entry (Stripe's card fingerprint). */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('test_gateway_payment_methods_fingerprint_unique').on(t.userId, t.fingerprint),
  ],
);

/**
 * A PaymentIntent of the test gateway: a charge confirmed at once (`charge`) or one opened for
 * card entry (`createPaymentIntent`). The unique idempotency key is what makes 10 concurrent
 * identical calls one charge: the insert is `on conflict do nothing`, never read-then-write.
 */
export const testGatewayCharges = pgTable(
  'test_gateway_charges',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** Null for an intent opened for card entry that has no method yet. */
    paymentMethodId: text('payment_method_id'),
    /** requires_payment_method | requires_action | succeeded | declined */
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    clientSecret: text('client_secret').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_gateway_charges_idempotency_unique').on(t.idempotencyKey)],
);

/** Money given back on a test-gateway charge; one per idempotency key. */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => testGatewayCharges.paymentIntentId),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_gateway_refunds_idempotency_unique').on(t.idempotencyKey)],
);

/** The Stripe customer of a user, made on first need. */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/** Webhook events handled; the primary key turns a replayed event into a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A PaymentIntent started for an order's card entry (POST /api/Stripe/client-secret). */
export const orderPaymentIntents = pgTable(
  'order_payment_intents',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_payment_intents_order_idx').on(t.orderId)],
);
