import { isDiscountMinimumMet } from '@bikeship/core/rules';
import type { Discount, PaymentMethod, PromotionResult } from '@bikeship/core/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  testGatewayBalanceTransactions,
  testGatewayCharges,
  testGatewayCoupons,
  testGatewayCustomerBalances,
  testGatewayCustomerDiscounts,
  testGatewayPaymentMethods,
  testGatewayPromotionCodes,
  testGatewayRefunds,
} from '../../db/schema';
import { assertPositiveCents, clientSecretFor, discountOf, gatewayId } from './gatewayShapes';
import {
  type ChargeInput,
  type ChargeLookup,
  type ChargeResult,
  type GatewayCustomer,
  type GatewayEvent,
  type PaymentGateway,
  PaymentGatewayError,
} from './paymentGateway';
import { TEST_CARDS, type TestCard, testCardExpiry } from './testCards';
import { readSignedEvent } from './webhookSignature';

/**
 * DECISION: the test gateway signs and checks webhooks with this fixed development secret (unless
 * STRIPE_WEBHOOK_SECRET is set), so the webhook path can be exercised offline with Stripe's own
 * signing scheme, e.g. `Stripe.webhooks.generateTestHeaderString({ payload, secret })`. It guards
 * nothing of value: the test gateway is refused in production.
 */
export const TEST_GATEWAY_WEBHOOK_SECRET = 'whsec_bikeship_test_gateway_development_only';

/** Stripe's code and message when the cardholder fails 3-D Secure. */
export const AUTHENTICATION_FAILURE = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

type ChargeRow = typeof testGatewayCharges.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a charge with this method does, decided before anything is written. */
interface Outcome {
  status: 'succeeded' | 'declined' | 'requires_action';
  failureCode?: string;
  failureMessage?: string;
  /** A Stripe test card (can be saved to the customer); null for a method already saved. */
  card: TestCard | null;
}

function chargeResultOf(row: ChargeRow): ChargeResult {
  if (row.status === 'succeeded')
    return { status: 'succeeded', gatewayPaymentId: row.paymentIntentId };
  if (row.status === 'requires_action') {
    return {
      status: 'requires_action',
      gatewayPaymentId: row.paymentIntentId,
      clientSecret: row.clientSecret,
    };
  }
  return {
    status: 'declined',
    code: row.failureCode ?? 'card_declined',
    message: row.failureMessage ?? 'Your card was declined.',
    gatewayPaymentId: row.paymentIntentId,
  };
}

function keyReused(): PaymentGatewayError {
  return new PaymentGatewayError(
    'idempotency_key_in_use',
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
  );
}

/**
 * The embedded test gateway (DESIGN.md §7): Stripe's behaviour from our own tables, for
 * development and tests without STRIPE_SECRET_KEY. The factory refuses it in production.
 *
 * Idempotency rests on unique columns, never on read-then-write: a money call inserts its row
 * `on conflict do nothing`; when the key is already there, the first call's result is answered
 * (10 concurrent identical charges make one charge row).
 */
export class TestPaymentGateway implements PaymentGateway {
  readonly kind = 'test' as const;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly webhookSecret: string = TEST_GATEWAY_WEBHOOK_SECRET,
  ) {}

  async charge(input: ChargeInput): Promise<ChargeResult> {
    assertPositiveCents(input.amountCents, 'A charge');
    const outcome = await this.outcomeOf(input.paymentMethodId, input.customer);
    const paymentIntentId = gatewayId('pi_test');
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(testGatewayCharges)
        .values({
          paymentIntentId,
          idempotencyKey: input.idempotencyKey,
          userId: input.customer?.userId ?? null,
          amountCents: input.amountCents,
          paymentMethodId: input.paymentMethodId,
          status: outcome.status,
          failureCode: outcome.failureCode ?? null,
          failureMessage: outcome.failureMessage ?? null,
          clientSecret: clientSecretFor(paymentIntentId),
          description: input.description,
          metadata: input.metadata,
          createdAt: this.now(),
        })
        .onConflictDoNothing({ target: testGatewayCharges.idempotencyKey })
        .returning();
      if (!inserted) {
        const first = await this.chargeByKey(tx, input.idempotencyKey);
        if (
          first.amountCents !== input.amountCents ||
          first.paymentMethodId !== input.paymentMethodId
        ) {
          throw keyReused();
        }
        return chargeResultOf(first);
      }
      if (outcome.status === 'succeeded' && outcome.card && input.savePaymentMethod) {
        if (input.customer) await this.saveCard(tx, input.customer.userId, input.paymentMethodId);
      }
      return chargeResultOf(inserted);
    });
  }

  async findCharge(lookup: ChargeLookup): Promise<ChargeResult | null> {
    const [row] = await this.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, lookup.idempotencyKey));
    return row ? chargeResultOf(row) : null;
  }

  async refund(input: {
    gatewayPaymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ gatewayRefundId: string; amountCents: number }> {
    assertPositiveCents(input.amountCents, 'A refund');
    return this.db.transaction(async (tx) => {
      const [charge] = await tx
        .select({ id: testGatewayCharges.paymentIntentId })
        .from(testGatewayCharges)
        .where(eq(testGatewayCharges.paymentIntentId, input.gatewayPaymentId));
      if (!charge) {
        throw new PaymentGatewayError(
          'resource_missing',
          `No such payment_intent: '${input.gatewayPaymentId}'`,
        );
      }
      const [refund] = await tx
        .insert(testGatewayRefunds)
        .values({
          refundId: gatewayId('re_test'),
          paymentIntentId: input.gatewayPaymentId,
          amountCents: input.amountCents,
          idempotencyKey: input.idempotencyKey,
          createdAt: this.now(),
        })
        .onConflictDoNothing({ target: testGatewayRefunds.idempotencyKey })
        .returning();
      if (!refund) {
        const [first] = await tx
          .select()
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.idempotencyKey, input.idempotencyKey));
        if (
          !first ||
          first.paymentIntentId !== input.gatewayPaymentId ||
          first.amountCents !== input.amountCents
        ) {
          throw keyReused();
        }
        return { gatewayRefundId: first.refundId, amountCents: first.amountCents };
      }
      // One conditional update: two different refunds at once cannot give back more than paid.
      const [updated] = await tx
        .update(testGatewayCharges)
        .set({ refundedCents: sql`${testGatewayCharges.refundedCents} + ${input.amountCents}` })
        .where(
          and(
            eq(testGatewayCharges.paymentIntentId, input.gatewayPaymentId),
            eq(testGatewayCharges.status, 'succeeded'),
            sql`${testGatewayCharges.refundedCents} + ${input.amountCents} <= ${testGatewayCharges.amountCents}`,
          ),
        )
        .returning({ id: testGatewayCharges.paymentIntentId });
      if (!updated) throw await this.refundRefusal(tx, input.gatewayPaymentId, input.amountCents);
      return { gatewayRefundId: refund.refundId, amountCents: refund.amountCents };
    });
  }

  async createPaymentIntent(input: {
    amountCents: number;
    customer: GatewayCustomer | null;
    orderId: number;
    idempotencyKey: string;
  }): Promise<{ clientSecret: string; paymentIntentId: string }> {
    assertPositiveCents(input.amountCents, 'A payment');
    const paymentIntentId = gatewayId('pi_test');
    const [inserted] = await this.db
      .insert(testGatewayCharges)
      .values({
        paymentIntentId,
        idempotencyKey: input.idempotencyKey,
        userId: input.customer?.userId ?? null,
        amountCents: input.amountCents,
        status: 'requires_payment_method',
        clientSecret: clientSecretFor(paymentIntentId),
        metadata: { orderId: String(input.orderId) },
        createdAt: this.now(),
      })
      .onConflictDoNothing({ target: testGatewayCharges.idempotencyKey })
      .returning();
    const intent = inserted ?? (await this.chargeByKey(this.db, input.idempotencyKey));
    if (intent.metadata.orderId !== String(input.orderId) || intent.paymentMethodId !== null) {
      throw keyReused();
    }
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.paymentIntentId };
  }

  /**
   * DECISION: a SetupIntent id and secret only. The test gateway has no card form in which the
   * browser could complete it; saving a test card happens through `charge` with
   * `savePaymentMethod`.
   */
  async createSetupIntent(_customer: GatewayCustomer): Promise<{ clientSecret: string }> {
    return { clientSecret: clientSecretFor(gatewayId('seti_test')) };
  }

  async updatePaymentIntent(paymentIntentId: string, amountCents: number): Promise<void> {
    assertPositiveCents(amountCents, 'A payment');
    const [updated] = await this.db
      .update(testGatewayCharges)
      .set({ amountCents })
      .where(
        and(
          eq(testGatewayCharges.paymentIntentId, paymentIntentId),
          eq(testGatewayCharges.status, 'requires_payment_method'),
        ),
      )
      .returning({ id: testGatewayCharges.paymentIntentId });
    if (updated) return;
    const [intent] = await this.db
      .select({ status: testGatewayCharges.status })
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.paymentIntentId, paymentIntentId));
    if (!intent) {
      throw new PaymentGatewayError(
        'resource_missing',
        `No such payment_intent: '${paymentIntentId}'`,
      );
    }
    throw new PaymentGatewayError(
      'payment_intent_unexpected_state',
      `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
    );
  }

  async getCustomerDiscount(
    customer: GatewayCustomer,
  ): Promise<{ coupon?: Discount; minimumAmount?: number }> {
    const [row] = await this.db
      .select({ coupon: testGatewayCoupons })
      .from(testGatewayCustomerDiscounts)
      .innerJoin(
        testGatewayCoupons,
        eq(testGatewayCoupons.couponId, testGatewayCustomerDiscounts.couponId),
      )
      .where(eq(testGatewayCustomerDiscounts.userId, customer.userId));
    if (!row) return {};
    const coupon = discountOf({ ...row.coupon, id: row.coupon.couponId });
    return {
      coupon,
      ...(coupon.minimumAmount !== undefined ? { minimumAmount: coupon.minimumAmount } : {}),
    };
  }

  async validatePromotionCode(code: string, orderTotalCents?: number): Promise<PromotionResult> {
    const [row] = await this.db
      .select({ promotion: testGatewayPromotionCodes, coupon: testGatewayCoupons })
      .from(testGatewayPromotionCodes)
      .innerJoin(
        testGatewayCoupons,
        eq(testGatewayCoupons.couponId, testGatewayPromotionCodes.couponId),
      )
      .where(sql`lower(${testGatewayPromotionCodes.code}) = lower(${code.trim()})`);
    if (!row) return { valid: false };
    const { promotion, coupon } = row;
    const expired = promotion.expiresAt !== null && promotion.expiresAt <= this.now();
    const exhausted =
      promotion.maxRedemptions !== null && promotion.timesRedeemed >= promotion.maxRedemptions;
    // DECISION: without an order total the minimum is not checked here; the payment call checks
    // it against the server's own sub-total.
    const belowMinimum =
      orderTotalCents !== undefined &&
      !isDiscountMinimumMet(orderTotalCents, coupon.minimumAmountCents);
    if (!promotion.active || expired || exhausted || belowMinimum) return { valid: false };
    return {
      valid: true,
      promotionCode: {
        id: promotion.promotionCodeId,
        code: promotion.code,
        coupon: discountOf({ ...coupon, id: coupon.couponId }),
      },
    };
  }

  async listPaymentMethods(customer: GatewayCustomer): Promise<PaymentMethod[]> {
    const rows = await this.db
      .select()
      .from(testGatewayPaymentMethods)
      .where(eq(testGatewayPaymentMethods.userId, customer.userId))
      .orderBy(
        asc(testGatewayPaymentMethods.createdAt),
        asc(testGatewayPaymentMethods.paymentMethodId),
      );
    return rows.map((row) => ({
      id: row.paymentMethodId,
      brand: row.brand,
      last4: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
    }));
  }

  async detachPaymentMethod(customer: GatewayCustomer, paymentMethodId: string): Promise<boolean> {
    const removed = await this.db
      .delete(testGatewayPaymentMethods)
      .where(
        and(
          eq(testGatewayPaymentMethods.paymentMethodId, paymentMethodId),
          eq(testGatewayPaymentMethods.userId, customer.userId),
        ),
      )
      .returning({ id: testGatewayPaymentMethods.paymentMethodId });
    return removed.length > 0;
  }

  async getCustomerBalance(customer: GatewayCustomer): Promise<number> {
    const [row] = await this.db
      .select({ balanceCents: testGatewayCustomerBalances.balanceCents })
      .from(testGatewayCustomerBalances)
      .where(eq(testGatewayCustomerBalances.userId, customer.userId));
    return row?.balanceCents ?? 0;
  }

  async useCustomerBalance(
    customer: GatewayCustomer,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<void> {
    if (amountCents === 0) return;
    assertPositiveCents(amountCents, 'Credit used');
    await this.db.transaction(async (tx) => {
      const recorded = await this.recordBalanceTransaction(
        tx,
        customer,
        amountCents,
        idempotencyKey,
        'Used for an order',
      );
      if (!recorded) return;
      // Credit is a negative balance: using it may bring the balance up to 0, never above.
      const [updated] = await tx
        .update(testGatewayCustomerBalances)
        .set({ balanceCents: sql`${testGatewayCustomerBalances.balanceCents} + ${amountCents}` })
        .where(
          and(
            eq(testGatewayCustomerBalances.userId, customer.userId),
            sql`${testGatewayCustomerBalances.balanceCents} + ${amountCents} <= 0`,
          ),
        )
        .returning({ userId: testGatewayCustomerBalances.userId });
      if (!updated) {
        throw new PaymentGatewayError(
          'balance_insufficient',
          `The customer holds less than ${amountCents} cents of credit`,
        );
      }
    });
  }

  async creditCustomerBalance(
    customer: GatewayCustomer,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<void> {
    if (amountCents === 0) return;
    assertPositiveCents(amountCents, 'Credit given');
    await this.db.transaction(async (tx) => {
      const recorded = await this.recordBalanceTransaction(
        tx,
        customer,
        -amountCents,
        idempotencyKey,
        'Credit given back',
      );
      if (!recorded) return;
      await tx
        .insert(testGatewayCustomerBalances)
        .values({ userId: customer.userId, balanceCents: -amountCents })
        .onConflictDoUpdate({
          target: testGatewayCustomerBalances.userId,
          set: { balanceCents: sql`${testGatewayCustomerBalances.balanceCents} - ${amountCents}` },
        });
    });
  }

  /**
   * The bank's answer to a 3-D Secure challenge, as the challenge page of Stripe's test mode
   * gives it (routes/payments.ts): the charge waiting for authentication under this client
   * secret succeeds, or fails as Stripe fails it. The charge's id, or null when no charge waits
   * under that secret (unknown, or already answered).
   */
  async answerAuthentication(clientSecret: string, succeed: boolean): Promise<string | null> {
    const [charge] = await this.db
      .update(testGatewayCharges)
      .set(
        succeed
          ? { status: 'succeeded' }
          : {
              status: 'declined',
              failureCode: AUTHENTICATION_FAILURE.code,
              failureMessage: AUTHENTICATION_FAILURE.message,
            },
      )
      .where(
        and(
          eq(testGatewayCharges.clientSecret, clientSecret),
          eq(testGatewayCharges.status, 'requires_action'),
        ),
      )
      .returning({ id: testGatewayCharges.paymentIntentId });
    return charge?.id ?? null;
  }

  async readWebhookEvent(
    rawBody: string,
    signatureHeader: string | undefined,
  ): Promise<GatewayEvent> {
    return readSignedEvent(rawBody, signatureHeader, this.webhookSecret, this.now());
  }

  /** A Stripe test card by id; else a method saved to this customer; else Stripe's refusal. */
  private async outcomeOf(
    paymentMethodId: string,
    customer: GatewayCustomer | null,
  ): Promise<Outcome> {
    const card = TEST_CARDS[paymentMethodId];
    if (card) {
      return card.outcome.status === 'declined'
        ? {
            status: 'declined',
            failureCode: card.outcome.code,
            failureMessage: card.outcome.message,
            card,
          }
        : { status: card.outcome.status, card };
    }
    if (customer) {
      const [saved] = await this.db
        .select({ id: testGatewayPaymentMethods.paymentMethodId })
        .from(testGatewayPaymentMethods)
        .where(
          and(
            eq(testGatewayPaymentMethods.paymentMethodId, paymentMethodId),
            eq(testGatewayPaymentMethods.userId, customer.userId),
          ),
        );
      if (saved) return { status: 'succeeded', card: null };
    }
    // Another customer's saved card looks exactly like an unknown one.
    return {
      status: 'declined',
      failureCode: 'invalid_payment_method',
      failureMessage: `No such PaymentMethod: '${paymentMethodId}'`,
      card: null,
    };
  }

  /** Saves a test card to the customer; the same card saved again stays one entry. */
  private async saveCard(tx: Transaction, userId: string, testCardId: string): Promise<void> {
    const card = TEST_CARDS[testCardId];
    if (!card) return;
    await tx
      .insert(testGatewayPaymentMethods)
      .values({
        paymentMethodId: gatewayId('pm_test'),
        userId,
        brand: card.brand,
        last4: card.last4,
        ...testCardExpiry(this.now()),
        fingerprint: testCardId,
        createdAt: this.now(),
      })
      .onConflictDoNothing();
  }

  private async chargeByKey(
    db: Database | Transaction,
    idempotencyKey: string,
  ): Promise<ChargeRow> {
    const [row] = await db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));
    // The conflicting row was committed before our insert gave way, so it is there to read.
    if (!row) throw new PaymentGatewayError('resource_missing', 'The idempotent request vanished');
    return row;
  }

  /** Why a refund was refused, in Stripe's terms. */
  private async refundRefusal(
    tx: Transaction,
    paymentIntentId: string,
    amountCents: number,
  ): Promise<PaymentGatewayError> {
    const [charge] = await tx
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.paymentIntentId, paymentIntentId));
    if (charge?.status !== 'succeeded') {
      return new PaymentGatewayError(
        'charge_not_refundable',
        'This PaymentIntent does not have a successful charge to refund.',
      );
    }
    const left = charge.amountCents - charge.refundedCents;
    if (left === 0) {
      return new PaymentGatewayError(
        'charge_already_refunded',
        `Charge ${paymentIntentId} has already been refunded.`,
      );
    }
    return new PaymentGatewayError(
      'amount_too_large',
      `Refund amount (${amountCents} cents) is greater than unrefunded amount on charge (${left} cents)`,
    );
  }

  /**
   * Writes one balance transaction; false when its idempotency key was already used for the
   * same change (nothing more to do), an error when it was used for a different one.
   */
  private async recordBalanceTransaction(
    tx: Transaction,
    customer: GatewayCustomer,
    amountCents: number,
    idempotencyKey: string,
    description: string,
  ): Promise<boolean> {
    const [inserted] = await tx
      .insert(testGatewayBalanceTransactions)
      .values({
        userId: customer.userId,
        amountCents,
        description,
        idempotencyKey,
        createdAt: this.now(),
      })
      .onConflictDoNothing({ target: testGatewayBalanceTransactions.idempotencyKey })
      .returning({ id: testGatewayBalanceTransactions.balanceTransactionId });
    if (inserted) return true;
    const [first] = await tx
      .select()
      .from(testGatewayBalanceTransactions)
      .where(
        and(
          eq(testGatewayBalanceTransactions.idempotencyKey, idempotencyKey),
          eq(testGatewayBalanceTransactions.userId, customer.userId),
        ),
      );
    if (!first || first.amountCents !== amountCents) throw keyReused();
    return false;
  }
}
