import { isDiscountMinimumMet } from '@bikeship/core/rules';
import type { Discount, PaymentMethod, PromotionResult } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../db/database';
import { stripeCustomers } from '../../db/schema';
import { assertPositiveCents, type CouponFigures, discountOf } from './gatewayShapes';
import {
  type ChargeInput,
  type ChargeLookup,
  type ChargeResult,
  type GatewayCustomer,
  type GatewayEvent,
  type PaymentGateway,
  PaymentGatewayError,
  WebhookSignatureError,
} from './paymentGateway';
import { readSignedEvent } from './webhookSignature';

/** Payment currency USD (quote §9). */
const CURRENCY = 'usd';
/**
 * How far Stripe's clock and ours may be apart: a PaymentIntent is looked for from this long
 * before our attempt was written.
 */
const CLOCK_MARGIN_S = 5 * 60;

export interface StripeGatewayOptions {
  secretKey: string;
  /** whsec_…: without it every webhook call is refused. */
  webhookSecret?: string;
  db: Database;
  now: () => Date;
  /**
   * Extra client settings. Tests point `host`/`port`/`protocol` at a fake Stripe on 127.0.0.1;
   * production leaves them out.
   */
  client?: Pick<
    Stripe.StripeConfig,
    'host' | 'port' | 'protocol' | 'maxNetworkRetries' | 'timeout'
  >;
}

/**
 * DECISION: a customer's own coupon may need a minimum order. Stripe coupons have no such field;
 * the shop writes it, in cents, in the coupon's metadata under this key.
 */
export const COUPON_MINIMUM_METADATA_KEY = 'minimumAmount';

/** Stripe ids that mint a fresh test PaymentMethod on each use; retrieving them means nothing. */
const STRIPE_TEST_TOKEN = /^pm_card_/;

function couponFigures(coupon: Stripe.Coupon, minimumAmountCents: number | null): CouponFigures {
  return {
    id: coupon.id,
    percentOff: coupon.percent_off ?? null,
    amountOffCents: coupon.amount_off ?? null,
    minimumAmountCents,
  };
}

function metadataMinimum(coupon: Stripe.Coupon): number | null {
  const value = Number(coupon.metadata?.[COUPON_MINIMUM_METADATA_KEY]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Only a coupon in dollars can price a USD order. */
function isUsableCoupon(coupon: Stripe.Coupon): boolean {
  return coupon.valid && (coupon.amount_off === null || coupon.currency === CURRENCY);
}

/**
 * Turns what the `stripe` client throws into the gateway's terms. A card decline is an answer
 * (`declined`), not an exception, so charge() handles StripeCardError itself.
 */
function gatewayErrorOf(error: unknown): PaymentGatewayError {
  if (error instanceof PaymentGatewayError) return error;
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentGatewayError('idempotency_key_in_use', error.message);
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new PaymentGatewayError('gateway_unavailable', `Stripe: ${error.message}`, true);
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentGatewayError(error.code ?? error.type, `Stripe: ${error.message}`);
  }
  return new PaymentGatewayError(
    'gateway_unavailable',
    `Stripe: ${error instanceof Error ? error.message : String(error)}`,
    true,
  );
}

function isResourceMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

/**
 * Payments through Stripe (STRIPE_SECRET_KEY set): PaymentIntents confirmed on the server with
 * the method the browser made (or a saved one, off-session), refunds, the customer's coupon,
 * promotion codes, saved cards and credit balance. Every call that moves money carries our
 * idempotency key as Stripe's `Idempotency-Key`, so a retried call never moves money twice.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #db: Database;
  readonly #now: () => Date;
  readonly #webhookSecret: string | undefined;

  constructor(options: StripeGatewayOptions) {
    this.#stripe = new Stripe(options.secretKey, {
      // Safe to retry: every money call carries an idempotency key.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'bikeship' },
      ...options.client,
    });
    this.#db = options.db;
    this.#now = options.now;
    this.#webhookSecret = options.webhookSecret;
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    assertPositiveCents(input.amountCents, 'A charge');
    try {
      const customerId = input.customer ? await this.customerIdOf(input.customer, true) : null;
      const saved = await this.isSavedMethod(input.paymentMethodId, customerId);
      if (saved === 'foreign') {
        // Another customer's card, or no such method: refused before any money call.
        return {
          status: 'declined',
          code: 'invalid_payment_method',
          message: `No such PaymentMethod: '${input.paymentMethodId}'`,
        };
      }
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: CURRENCY,
          payment_method: input.paymentMethodId,
          confirm: true,
          // The server confirms: no redirecting methods; 3-D Secure comes back as requires_action.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: input.description,
          metadata: input.metadata,
          ...(customerId ? { customer: customerId } : {}),
          ...(saved === 'saved'
            ? { off_session: true }
            : customerId && input.savePaymentMethod
              ? { setup_future_usage: 'off_session' as const }
              : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return this.chargeResultOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'declined',
          code: error.decline_code ?? error.code ?? 'card_declined',
          message: error.message,
          ...(error.payment_intent ? { gatewayPaymentId: error.payment_intent.id } : {}),
        };
      }
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.param === 'payment_method'
      ) {
        return { status: 'declined', code: 'invalid_payment_method', message: error.message };
      }
      throw gatewayErrorOf(error);
    }
  }

  /**
   * Stripe is not asked by idempotency key: the PaymentIntent is found by the metadata it was
   * created with (our payment's id and order), among those created since the attempt. The list
   * is used, not Stripe's search, because a PaymentIntent is in the list as soon as it exists
   * while the search index can lag for a minute — and "no charge" must be true to be answered.
   */
  async findCharge(lookup: ChargeLookup): Promise<ChargeResult | null> {
    const since = Math.floor(lookup.since.getTime() / 1000) - CLOCK_MARGIN_S;
    try {
      for await (const intent of this.#stripe.paymentIntents.list({
        created: { gte: since },
        limit: 100,
      })) {
        const metadata = intent.metadata ?? {};
        if (Object.entries(lookup.metadata).every(([key, value]) => metadata[key] === value)) {
          return this.chargeResultOf(intent);
        }
      }
      return null;
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async refund(input: {
    gatewayPaymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ gatewayRefundId: string; amountCents: number }> {
    assertPositiveCents(input.amountCents, 'A refund');
    try {
      const refund = await this.#stripe.refunds.create(
        { payment_intent: input.gatewayPaymentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return { gatewayRefundId: refund.id, amountCents: refund.amount };
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async createPaymentIntent(input: {
    amountCents: number;
    customer: GatewayCustomer | null;
    orderId: number;
    idempotencyKey: string;
  }): Promise<{ clientSecret: string; paymentIntentId: string }> {
    assertPositiveCents(input.amountCents, 'A payment');
    try {
      const customerId = input.customer ? await this.customerIdOf(input.customer, true) : null;
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: CURRENCY,
          automatic_payment_methods: { enabled: true },
          metadata: { orderId: String(input.orderId) },
          ...(customerId ? { customer: customerId } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) {
        throw new PaymentGatewayError('gateway_unavailable', 'Stripe gave no client secret', true);
      }
      return { clientSecret: intent.client_secret, paymentIntentId: intent.id };
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async createSetupIntent(customer: GatewayCustomer): Promise<{ clientSecret: string }> {
    try {
      const customerId = await this.customerIdOf(customer, true);
      const intent = await this.#stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
      });
      if (!intent.client_secret) {
        throw new PaymentGatewayError('gateway_unavailable', 'Stripe gave no client secret', true);
      }
      return { clientSecret: intent.client_secret };
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async updatePaymentIntent(paymentIntentId: string, amountCents: number): Promise<void> {
    assertPositiveCents(amountCents, 'A payment');
    try {
      await this.#stripe.paymentIntents.update(paymentIntentId, { amount: amountCents });
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async getCustomerDiscount(
    customer: GatewayCustomer,
  ): Promise<{ coupon?: Discount; minimumAmount?: number }> {
    try {
      const stripeCustomer = await this.retrieveCustomer(customer);
      const source = stripeCustomer?.discount?.source.coupon;
      if (!source) return {};
      const coupon =
        typeof source === 'string' ? await this.#stripe.coupons.retrieve(source) : source;
      if (!isUsableCoupon(coupon)) return {};
      const minimum = metadataMinimum(coupon);
      return {
        coupon: discountOf(couponFigures(coupon, minimum)),
        ...(minimum !== null ? { minimumAmount: minimum } : {}),
      };
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async validatePromotionCode(code: string, orderTotalCents?: number): Promise<PromotionResult> {
    try {
      const found = await this.#stripe.promotionCodes.list({
        code: code.trim(),
        active: true,
        limit: 1,
        expand: ['data.promotion.coupon'],
      });
      const promotion = found.data[0];
      if (!promotion) return { valid: false };
      const source = promotion.promotion.coupon;
      if (!source) return { valid: false };
      const coupon =
        typeof source === 'string' ? await this.#stripe.coupons.retrieve(source) : source;
      const nowSeconds = Math.floor(this.#now().getTime() / 1000);
      const expired = promotion.expires_at !== null && promotion.expires_at <= nowSeconds;
      const exhausted =
        promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions;
      const restriction = promotion.restrictions.minimum_amount;
      const minimum =
        restriction !== null &&
        (promotion.restrictions.minimum_amount_currency ?? CURRENCY) === CURRENCY
          ? restriction
          : metadataMinimum(coupon);
      const belowMinimum =
        orderTotalCents !== undefined && !isDiscountMinimumMet(orderTotalCents, minimum);
      if (!isUsableCoupon(coupon) || expired || exhausted || belowMinimum) return { valid: false };
      return {
        valid: true,
        promotionCode: {
          id: promotion.id,
          code: promotion.code,
          coupon: discountOf(couponFigures(coupon, minimum)),
        },
      };
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async listPaymentMethods(customer: GatewayCustomer): Promise<PaymentMethod[]> {
    try {
      const stripeCustomer = await this.retrieveCustomer(customer);
      if (!stripeCustomer) return [];
      const methods = await this.#stripe.customers.listPaymentMethods(stripeCustomer.id, {
        type: 'card',
        limit: 100,
      });
      const defaultMethod = stripeCustomer.invoice_settings?.default_payment_method;
      const defaultId = typeof defaultMethod === 'string' ? defaultMethod : defaultMethod?.id;
      return methods.data.flatMap((method) =>
        method.card
          ? [
              {
                id: method.id,
                brand: method.card.brand,
                last4: method.card.last4,
                expMonth: method.card.exp_month,
                expYear: method.card.exp_year,
                isDefault: method.id === defaultId,
              },
            ]
          : [],
      );
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async detachPaymentMethod(customer: GatewayCustomer, paymentMethodId: string): Promise<boolean> {
    try {
      const customerId = await this.customerIdOf(customer, false);
      if (!customerId) return false;
      const method = await this.#stripe.paymentMethods.retrieve(paymentMethodId);
      const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
      if (owner !== customerId) return false;
      await this.#stripe.paymentMethods.detach(paymentMethodId);
      return true;
    } catch (error) {
      if (isResourceMissing(error)) return false;
      throw gatewayErrorOf(error);
    }
  }

  async getCustomerBalance(customer: GatewayCustomer): Promise<number> {
    try {
      return (await this.retrieveCustomer(customer))?.balance ?? 0;
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  /**
   * Stripe itself lets a balance go above 0 (the customer then owes); we do not: the credit is
   * checked first. The check and the transaction are two calls, so the order area must not use
   * one customer's credit for two orders at once (it holds the order row while paying).
   */
  async useCustomerBalance(
    customer: GatewayCustomer,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<void> {
    if (amountCents === 0) return;
    assertPositiveCents(amountCents, 'Credit used');
    try {
      const stripeCustomer = await this.retrieveCustomer(customer);
      const credit = -(stripeCustomer?.balance ?? 0);
      if (!stripeCustomer || credit < amountCents) {
        // A replay after the credit was used would fail this check: look for our own transaction.
        if (
          stripeCustomer &&
          (await this.hasBalanceTransaction(stripeCustomer.id, idempotencyKey))
        ) {
          return;
        }
        throw new PaymentGatewayError(
          'balance_insufficient',
          `The customer holds less than ${amountCents} cents of credit`,
        );
      }
      await this.#stripe.customers.createBalanceTransaction(
        stripeCustomer.id,
        {
          amount: amountCents,
          currency: CURRENCY,
          description: 'Used for a bikeship order',
          metadata: { idempotencyKey },
        },
        { idempotencyKey },
      );
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async creditCustomerBalance(
    customer: GatewayCustomer,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<void> {
    if (amountCents === 0) return;
    assertPositiveCents(amountCents, 'Credit given');
    try {
      const customerId = await this.customerIdOf(customer, true);
      await this.#stripe.customers.createBalanceTransaction(
        customerId,
        {
          amount: -amountCents,
          currency: CURRENCY,
          description: 'Credit given back by bikeship',
          metadata: { idempotencyKey },
        },
        { idempotencyKey },
      );
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async readWebhookEvent(
    rawBody: string,
    signatureHeader: string | undefined,
  ): Promise<GatewayEvent> {
    if (!this.#webhookSecret) {
      throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set: webhooks are refused');
    }
    return readSignedEvent(rawBody, signatureHeader, this.#webhookSecret, this.#now());
  }

  /**
   * The user's Stripe customer id; with `create`, made on first need. Two first calls at once
   * send the same idempotency key, so Stripe makes one customer and both store the same id.
   */
  private async customerIdOf(customer: GatewayCustomer, create: true): Promise<string>;
  private async customerIdOf(customer: GatewayCustomer, create: false): Promise<string | null>;
  private async customerIdOf(customer: GatewayCustomer, create: boolean): Promise<string | null> {
    const [known] = await this.#db
      .select({ id: stripeCustomers.stripeCustomerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, customer.userId));
    if (known) return known.id;
    if (!create) return null;
    const made = await this.#stripe.customers.create(
      { email: customer.email, name: customer.name, metadata: { userId: customer.userId } },
      { idempotencyKey: `customer-${customer.userId}` },
    );
    await this.#db
      .insert(stripeCustomers)
      .values({ userId: customer.userId, stripeCustomerId: made.id })
      .onConflictDoNothing();
    const [stored] = await this.#db
      .select({ id: stripeCustomers.stripeCustomerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, customer.userId));
    return stored?.id ?? made.id;
  }

  /** The Stripe customer, or null when the user has none yet (nothing saved, no credit). */
  private async retrieveCustomer(customer: GatewayCustomer): Promise<Stripe.Customer | null> {
    const customerId = await this.customerIdOf(customer, false);
    if (!customerId) return null;
    const found = await this.#stripe.customers.retrieve(customerId);
    return found.deleted ? null : found;
  }

  /**
   * 'saved' when the method is attached to this customer (charged off-session), 'new' for a
   * method made in the browser or a Stripe test token, 'foreign' when it is another customer's.
   */
  private async isSavedMethod(
    paymentMethodId: string,
    customerId: string | null,
  ): Promise<'saved' | 'new' | 'foreign'> {
    if (STRIPE_TEST_TOKEN.test(paymentMethodId)) return 'new';
    try {
      const method = await this.#stripe.paymentMethods.retrieve(paymentMethodId);
      const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
      if (!owner) return 'new';
      return owner === customerId ? 'saved' : 'foreign';
    } catch (error) {
      if (isResourceMissing(error)) return 'foreign';
      throw error;
    }
  }

  private async hasBalanceTransaction(
    customerId: string,
    idempotencyKey: string,
  ): Promise<boolean> {
    const recent = await this.#stripe.customers.listBalanceTransactions(customerId, { limit: 100 });
    return recent.data.some(
      (transaction) => transaction.metadata?.idempotencyKey === idempotencyKey,
    );
  }

  private chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      // processing: the bank accepted and settles later (some cards); Stripe reports the outcome
      // by webhook. DECISION: counted as paid, as Stripe's own guides do for cards.
      return { status: 'succeeded', gatewayPaymentId: intent.id };
    }
    if (intent.status === 'requires_action' && intent.client_secret) {
      return {
        status: 'requires_action',
        gatewayPaymentId: intent.id,
        clientSecret: intent.client_secret,
      };
    }
    const failure = intent.last_payment_error;
    return {
      status: 'declined',
      code: failure?.decline_code ?? failure?.code ?? 'card_declined',
      message: failure?.message ?? `The payment was not completed (${intent.status})`,
      gatewayPaymentId: intent.id,
    };
  }
}
