import { sql } from 'drizzle-orm';
import {
  boolean,
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

/**
 * Orders, shared by the order, payment, refund, label, document, email, claim and
 * tracking areas. Money is kept in whole cents, computed by the server with the core rules
 * (`packages/core/src/rules`); the client's figures are only compared with these.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    /** The registered owner; null for a guest order. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The session profile sent with the order (quote §3): a guest's name and email. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * sha-256 of the secret a guest holds for this order (a guest has no account): the orders
     * area decides how the guest receives and presents it.
     */
    guestKeyHash: text('guest_key_hash'),
    /**
     * temporary → created → confirmed | paid → (partially_)refunded | cancelled. `confirmed` is
     * an order placed with nothing to pay (discount and balance cover it).
     */
    status: text('status').notNull().default('temporary'),
    shipMode: integer('ship_mode').notNull(),
    purpose: integer('purpose'),
    shipDate: text('ship_date').notNull(),
    eventCode: text('event_code'),
    /**
     * The partner (bike shop) whose embedded widget placed the order: the slug its requests
     * carried in `X-Bikeship-Partner` (core constants); null for an order placed elsewhere.
     */
    partner: text('partner'),
    timezone: text('timezone'),
    /** The validated temporary-order request, as the client sent it. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** The server's fees per stage (core `StageFees[]`, dollars as the schema has them). */
    fees: jsonb('fees').$type<Record<string, unknown>[]>().notNull(),
    subTotalCents: integer('sub_total_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    balanceAppliedCents: integer('balance_applied_cents').notNull().default(0),
    donationCents: integer('donation_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    po: text('po'),
    /** The customer's own coupon and the promotion code applied when the order was paid. */
    discountCouponId: text('discount_coupon_id'),
    promotionCode: text('promotion_code'),
    /**
     * The sub-total before discount (cents) that payments have settled: an additional payment
     * charges what the current `fees` add on top of it.
     */
    settledSubTotalCents: integer('settled_sub_total_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When the order was placed (paid, or confirmed with nothing to pay), and its month in the
     * customer's time zone: the order history is filed by it.
     */
    placedAt: timestamp('placed_at', { withTimezone: true }),
    placedYear: integer('placed_year'),
    placedMonth: integer('placed_month'),
    /**
     * The confirmation mail (services/orderConfirmation.ts): claimed by one process while it
     * sends, then recorded as sent. A claim older than the lease without `confirmationSentAt`
     * means the sender died or failed: the mail is due again.
     */
    confirmationClaimedAt: timestamp('confirmation_claimed_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /**
     * The labels mail that follows a confirmation sent without some of the order's labels (the
     * carrier failed when the order was paid: services/orderLabels.ts): due since this time,
     * claimed by one process while it makes the labels and sends them, cleared once sent.
     */
    labelsMailDueAt: timestamp('labels_mail_due_at', { withTimezone: true }),
    labelsMailClaimedAt: timestamp('labels_mail_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_user_placed_idx').on(t.userId, t.placedYear, t.placedMonth),
    // The retry of confirmation mails looks only at placed orders whose mail is not sent: few.
    index('orders_confirmation_due_idx')
      .on(t.placedAt)
      .where(sql`${t.placedAt} is not null and ${t.confirmationSentAt} is null`),
    // The retry of labels mails looks only at orders whose labels mail is due: fewer still.
    index('orders_labels_mail_due_idx')
      .on(t.labelsMailDueAt)
      .where(sql`${t.labelsMailDueAt} is not null`),
  ],
);

/** One stage of an order as booked with the carrier (core `Shipment`). */
export const shipments = pgTable(
  'shipments',
  {
    shipmentId: serial('shipment_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    /** The carrier service's speed code and name. */
    serviceCode: integer('service_code').notNull(),
    service: text('service').notNull(),
    shipDate: text('ship_date').notNull(),
    deliverDate: text('deliver_date'),
    transitDays: integer('transit_days'),
    from: jsonb('from').$type<Record<string, unknown>>().notNull(),
    to: jsonb('to').$type<Record<string, unknown>>().notNull(),
    pickupScheduled: boolean('pickup_scheduled').notNull().default(false),
    labelCreatedAt: timestamp('label_created_at', { withTimezone: true }),
    /** active | cancelled */
    status: text('status').notNull().default('active'),
    /** What this stage cost, in cents (its part of the order's sub-total). */
    amountCents: integer('amount_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
  },
  (t) => [uniqueIndex('shipments_order_stage_unique').on(t.orderId, t.stage)],
);

/** A package of one shipment, with its tracking number once a label exists. */
export const orderPackages = pgTable(
  'order_packages',
  {
    boxId: serial('box_id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.shipmentId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** The package as ordered: dimensions, weight, value, contents and customs fields. */
    package: jsonb('package').$type<Record<string, unknown>>().notNull(),
    trackingNumber: text('tracking_number').unique(),
  },
  (t) => [index('order_packages_shipment_idx').on(t.shipmentId)],
);

/**
 * Every payment attempt. `idempotencyKey` is unique: the same payment call replayed (double
 * click, retry, 10 concurrent calls) finds the first attempt instead of charging again.
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** initial | additional */
    kind: text('kind').notNull(),
    processor: text('processor').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * pending | succeeded | declined | requires_action | error | duplicate | refunded |
     * partially_refunded | abandoned. `error`: the gateway could not be reached (money may have
     * moved; the same key resumes it). `duplicate`: succeeded on an order already paid, refunded
     * at once. `abandoned`: its process died and the gateway had made no charge under its key
     * (services/paymentAttempts.ts).
     */
    status: text('status').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * sha-256 of the request that made this attempt: the same key with a different request is
     * refused rather than answered with another request's outcome.
     */
    requestHash: text('request_hash'),
    /** For `requires_action`: what the browser needs to finish 3-D Secure (replayed as is). */
    clientSecret: text('client_secret'),
    /**
     * Everything needed to finish or resume the attempt after a crash or a gateway error: the
     * server's figures, the payment method, the PO (see services/orderPayment.ts).
     */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_unique').on(t.idempotencyKey),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Money given back: a whole order, one stage's label or pickup, or a payment. */
export const refunds = pgTable('refunds', {
  refundId: serial('refund_id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.orderId, { onDelete: 'cascade' }),
  paymentId: integer('payment_id').references(() => payments.paymentId),
  shipmentId: integer('shipment_id').references(() => shipments.shipmentId),
  /** order | label | pickup | payment */
  target: text('target').notNull(),
  amountCents: integer('amount_cents').notNull(),
  gatewayRefundId: text('gateway_refund_id'),
  /**
   * The lease on a refund whose money is moving (no gateway id yet): the process that holds it
   * (a random token per claim or takeover) and until when. Another process takes the refund over
   * only once the lease has run out (services/refundSettlement.ts).
   */
  leaseHolder: text('lease_holder'),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
