import type { Discount, PaymentMethod, PromotionResult } from '@bikeship/core/schemas';

/**
 * The payments interface (DESIGN.md §7). Two implementations:
 * - Stripe (`STRIPE_SECRET_KEY` set): PaymentIntents, refunds, coupons, promotion codes, saved
 *   payment methods and customer balance through Stripe's API.
 * - The embedded test gateway (otherwise; refused when NODE_ENV=production): the same answers
 *   from its own tables, honouring Stripe's test payment-method ids (`pm_card_visa` succeeds,
 *   `pm_card_chargeDeclined` is declined…) so no card number ever reaches the server.
 *
 * Amounts are whole cents of USD. Every call that moves money takes an idempotency key: the same
 * key never moves money twice (Stripe's `Idempotency-Key`; the test gateway's unique column).
 */
export interface PaymentGateway {
  readonly kind: 'stripe' | 'test';

  /**
   * Charges a payment method for an order, confirming at once (off-session for saved methods).
   * A decline is an answer, not an exception; an exception means the gateway could not be
   * reached or misbehaved.
   */
  charge(input: ChargeInput): Promise<ChargeResult>;

  /**
   * What became of a charge asked with this idempotency key, WITHOUT charging: its result, or
   * null when the gateway made no charge under that key. Asked about a payment whose process
   * died, before another payment of its order is taken (services/paymentAttempts.ts).
   */
  findCharge(lookup: ChargeLookup): Promise<ChargeResult | null>;

  /** Gives back part or all of a succeeded charge. */
  refund(input: {
    gatewayPaymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ gatewayRefundId: string; amountCents: number }>;

  /** A PaymentIntent for card entry in the browser (Stripe Elements). */
  createPaymentIntent(input: {
    amountCents: number;
    customer: GatewayCustomer | null;
    orderId: number;
    idempotencyKey: string;
  }): Promise<{ clientSecret: string; paymentIntentId: string }>;

  /** A SetupIntent to save a card without paying (saved payment methods page). */
  createSetupIntent(customer: GatewayCustomer): Promise<{ clientSecret: string }>;

  /** Changes the amount of an open PaymentIntent. */
  updatePaymentIntent(paymentIntentId: string, amountCents: number): Promise<void>;

  /** The customer's own coupon and the minimum order (cents) it needs, if any. */
  getCustomerDiscount(customer: GatewayCustomer): Promise<{
    coupon?: Discount;
    minimumAmount?: number;
  }>;

  /**
   * Checks a promotion code (quote §5: a code and an optional order total). Invalid, expired,
   * exhausted or below its minimum → `{ valid: false }`.
   */
  validatePromotionCode(code: string, orderTotalCents?: number): Promise<PromotionResult>;

  listPaymentMethods(customer: GatewayCustomer): Promise<PaymentMethod[]>;

  /** Removes a saved method; false when it is not this customer's. */
  detachPaymentMethod(customer: GatewayCustomer, paymentMethodId: string): Promise<boolean>;

  /** The balance in cents as Stripe keeps it: negative is credit owed to the customer. */
  getCustomerBalance(customer: GatewayCustomer): Promise<number>;

  /**
   * Records credit used by an order (cents ≥ 0), idempotently. Throws a `PaymentGatewayError`
   * with code `balance_insufficient` when the customer holds less credit than that.
   */
  useCustomerBalance(
    customer: GatewayCustomer,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<void>;

  /**
   * Gives credit back to the customer (cents ≥ 0), idempotently: the credit an order used when
   * its card then failed, or the balance part of a refund. The order and
   * refund areas need it as the way back of `useCustomerBalance`.
   */
  creditCustomerBalance(
    customer: GatewayCustomer,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<void>;

  /**
   * Verifies a webhook's signature and reads the event; throws `WebhookSignatureError` when the
   * signature is missing or wrong.
   */
  readWebhookEvent(rawBody: string, signatureHeader: string | undefined): Promise<GatewayEvent>;
}

/** Who pays: a registered user (saved methods, balance, coupon) — guests have none. */
export interface GatewayCustomer {
  userId: string;
  email: string;
  name: string;
}

export interface ChargeInput {
  amountCents: number;
  /** A payment method id: a saved one, one made by Elements, or a Stripe test id. */
  paymentMethodId: string;
  customer: GatewayCustomer | null;
  /** Save the method to the customer for later (registered users only). */
  savePaymentMethod: boolean;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** A charge asked before: its idempotency key, the metadata it carried, when it was asked. */
export interface ChargeLookup {
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** The charge was asked at or after this time (a row's creation time on our side). */
  since: Date;
}

export type ChargeResult =
  | { status: 'succeeded'; gatewayPaymentId: string }
  | { status: 'declined'; code: string; message: string; gatewayPaymentId?: string }
  | { status: 'requires_action'; gatewayPaymentId: string; clientSecret: string };

export interface GatewayEvent {
  id: string;
  type: string;
  /** The event's object (e.g. a PaymentIntent). */
  object: Record<string, unknown>;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * A refusal or failure of the gateway that is not a card decline (a decline is an answer):
 * `code` is Stripe's error code where there is one (`idempotency_key_in_use`,
 * `charge_already_refunded`, `resource_missing`…) or ours (`balance_insufficient`,
 * `gateway_unavailable`). `unavailable` says the gateway could not be reached or failed on its
 * side: the call may be retried with the same idempotency key.
 */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';

  constructor(
    readonly code: string,
    message: string,
    readonly unavailable = false,
  ) {
    super(message);
  }
}
