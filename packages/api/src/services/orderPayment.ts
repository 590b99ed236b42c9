import { PAYMENT_PROCESSOR_PAYPAL } from '@bikeship/core/constants';
import {
  type CouponAmounts,
  centsToDollars,
  dollarsToCents,
  type PaymentBreakdown,
  promoCouponFromCheck,
  storedCustomerBalance,
} from '@bikeship/core/rules';
import {
  type FieldError,
  type PaymentRequest,
  type StageFees,
  stageFeesSchema,
  temporaryOrderRequestSchema,
} from '@bikeship/core/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../db/database';
import { orders, payments, users } from '../db/schema';
import { badField, HttpError } from '../http/httpError';
import { type GatewayCustomer, PaymentGatewayError } from '../integrations/payments/paymentGateway';
import { findOwnedOrder, type OrderAccess, type OrderRow } from './orderAccess';
import {
  figureDifferences,
  orderBreakdown,
  type PaymentAdjustments,
  serverFigures,
  stageChargesOfOrder,
  subTotalCentsOf,
} from './orderPricing';
import {
  type AttemptDeps,
  type AttemptDetails,
  type AttemptKind,
  attemptByKey,
  attemptKey,
  awaitAttempt,
  isPlaced,
  openAttempt,
  outcomeOf,
  type PaymentOutcome,
  type PaymentRow,
  releaseAttemptKey,
  requestHashOf,
  runAttempt,
  settleSuccess,
  settleUnpaid,
} from './paymentAttempts';

/**
 * Paying for an order (quote §4 "create order, then confirm order or pay"; §7 payment and
 * additional payment; §8 "saving a paid order: 403"). The server prices every payment itself
 * (orderPricing.ts) and refuses a client whose figures differ (409 with its own); the money
 * moves exactly once (paymentAttempts.ts).
 */

/**
 * What paying needs; its `afterPlaced` (confirmation mail, saved boxes) runs where an order is
 * placed (paymentAttempts.ts `settleSuccess`).
 */
export type PaymentDeps = AttemptDeps;

export interface PaymentCall {
  body: PaymentRequest;
  access: OrderAccess;
  /** The `Idempotency-Key` header, if sent. */
  idempotencyKey: string | undefined;
}

const CARD_PROCESSOR = 's';
/** What a payment of nothing (discount and balance cover the order) is recorded with. */
const NO_PROCESSOR = 'none';

/** The order's owner as the gateway knows customers; a guest order has none. */
async function customerOf(db: Database, order: OrderRow): Promise<GatewayCustomer | null> {
  if (!order.userId) return null;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return null;
  return { userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
}

/** A gateway that cannot answer is a 503, never a price decided without it. */
async function askGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentGatewayError) {
      throw new HttpError(503, 'The payment service is not available: try again in a moment');
    }
    throw error;
  }
}

/** The order's fees, packages and sub-total as the server priced them. */
function pricedOrder(order: OrderRow) {
  const fees = z.array(stageFeesSchema).parse(order.fees);
  const request = temporaryOrderRequestSchema.parse(order.request);
  const charges = stageChargesOfOrder(fees, request.packages);
  return { fees, request, charges, subTotalCents: subTotalCentsOf(charges) };
}

/**
 * What a placed order owes: the sub-total of its current fees above what payments settled (a
 * stage re-quoted higher after payment); 0 for an order not placed or cancelled. The
 * Additional-Payment call charges exactly this.
 */
export function amountDueCents(order: OrderRow): number {
  if (!isPlaced(order) || order.status === 'cancelled') return 0;
  return Math.max(0, pricedOrder(order).subTotalCents - order.settledSubTotalCents);
}

interface CheckedAdjustments {
  adjustments: PaymentAdjustments;
  /** Why a named discount or promotion was not applied (shown with a 409). */
  notes: FieldError[];
  discountCouponId: string | undefined;
  promotionCode: string | undefined;
}

/**
 * Discounts, balance and donation as the server allows them:
 * - the customer's own coupon, only for a registered customer whose request names it
 *   (`StripeDiscount.id`) and only if it is theirs, with its minimum (core discount rules);
 * - a promotion code (`StripePromoCode.id`, DECISION: the code as the customer typed it — what
 *   `validate-promotion/{code}` took), only when the gateway reports it valid for this
 *   sub-total;
 * - the customer's credit, which the core rule applies first (min(credit, sub-total));
 * - the donation as given.
 */
async function checkedAdjustments(
  deps: AttemptDeps,
  customer: GatewayCustomer | null,
  request: Pick<PaymentRequest, 'StripeDiscount' | 'StripePromoCode' | 'donation'>,
  subTotalCents: number,
  options: { ownDiscountUnnamed?: boolean } = {},
): Promise<CheckedAdjustments> {
  const notes: FieldError[] = [];
  let discount: CouponAmounts | null = null;
  let discountCouponId: string | undefined;
  const wantedDiscount = request.StripeDiscount?.id;
  if ((wantedDiscount || options.ownDiscountUnnamed) && customer) {
    const answer = await askGateway(() => deps.payments.getCustomerDiscount(customer));
    if (answer.coupon && (options.ownDiscountUnnamed || answer.coupon.id === wantedDiscount)) {
      discount = {
        ...answer.coupon,
        minimumAmount: answer.minimumAmount ?? answer.coupon.minimumAmount ?? null,
      };
      discountCouponId = answer.coupon.id;
    } else if (wantedDiscount) {
      notes.push({ propertyName: 'StripeDiscount', message: 'This discount is not yours to use' });
    }
  } else if (wantedDiscount) {
    notes.push({ propertyName: 'StripeDiscount', message: 'A guest has no customer discount' });
  }

  let promoDiscount: CouponAmounts | null = null;
  let promotionCode: string | undefined;
  const code = request.StripePromoCode?.id;
  if (code) {
    const check = await askGateway(() => deps.payments.validatePromotionCode(code, subTotalCents));
    promoDiscount = promoCouponFromCheck(check);
    if (promoDiscount) promotionCode = check.promotionCode?.code ?? code;
    else
      notes.push({
        propertyName: 'StripePromoCode',
        message: 'This promotion code is not valid for this order',
      });
  }

  const customerCreditCents = customer
    ? Math.max(
        0,
        storedCustomerBalance(await askGateway(() => deps.payments.getCustomerBalance(customer))),
      )
    : 0;
  return {
    adjustments: { discount, promoDiscount, customerCreditCents, donation: request.donation },
    notes,
    discountCouponId,
    promotionCode,
  };
}

/** 403 for a placed order (quote §8 "saving a paid order: 403"), 409 for a cancelled one. */
function assertPayable(order: OrderRow): void {
  if (isPlaced(order)) throw new HttpError(403, 'This order is already paid');
  if (order.status === 'cancelled') throw new HttpError(409, 'This order was cancelled');
}

function assertCardPayment(body: PaymentRequest, amountCents: number): void {
  if (body.paymentProcessor === PAYMENT_PROCESSOR_PAYPAL) {
    // DECISION: the payments interface captures card payments only; PayPal's answers (token,
    // hasPaymentToken) are served by the PayPal area, but an order is paid by card.
    throw badField('paymentProcessor', 'PayPal payments are not taken here: pay by card');
  }
  if (amountCents > 0 && !body.nonce) {
    throw badField('nonce', 'Choose a card (a payment method id) to pay with');
  }
}

function refuseDifferences(
  differences: FieldError[],
  notes: FieldError[],
  breakdown: PaymentBreakdown,
  fees: readonly StageFees[],
): void {
  if (differences.length === 0) return;
  throw new HttpError(
    409,
    "The order's figures differ from the server's: review the total and pay again",
    [...differences, ...notes],
    serverFigures(breakdown, fees),
  );
}

/**
 * Whether an earlier attempt no longer holds its key: declined (a decline the gateway reported
 * later, by webhook, may still hold it), or waiting for 3-D Secure that this call — paying
 * differently — gives up on.
 */
function keyIsFreeAgain(prior: PaymentRow, requestHash: string): boolean {
  return (
    prior.status === 'declined' ||
    (prior.status === 'requires_action' && prior.requestHash !== requestHash)
  );
}

/**
 * An earlier call with the same key: its answer (waiting while it runs), 403 for a placed order
 * asked with another request, 422 for a key reused with another request. Undefined when the
 * earlier attempt waits for 3-D Secure and this call pays differently: the customer gave up on
 * it, so it releases the key.
 */
async function replayOf(
  deps: PaymentDeps,
  prior: PaymentRow,
  requestHash: string,
  order: OrderRow,
  customer: GatewayCustomer | null,
): Promise<PaymentOutcome | undefined> {
  if (keyIsFreeAgain(prior, requestHash)) {
    await releaseAttemptKey(deps.db, prior);
    return undefined;
  }
  if (prior.requestHash === requestHash) {
    return awaitAttempt(deps, prior, customer);
  }
  if (isPlaced(order)) throw new HttpError(403, 'This order is already paid');
  throw new HttpError(422, 'This Idempotency-Key was used for a different payment request');
}

interface AttemptPlan {
  order: OrderRow;
  customer: GatewayCustomer | null;
  kind: AttemptKind;
  key: string;
  requestHash: string;
  amountCents: number;
  processor: string;
  details: AttemptDetails;
  guard: (locked: OrderRow) => void;
}

async function carryOut(deps: PaymentDeps, plan: AttemptPlan): Promise<PaymentOutcome> {
  const opened = await openAttempt(deps, plan, plan.customer);
  if (opened) return runAttempt(deps, opened, plan.customer);
  // An identical call opened it first: answer what it answers.
  const winner = await attemptByKey(deps.db, plan.key);
  if (!winner) throw new HttpError(409, 'The payment changed meanwhile: try again');
  const replay = await replayOf(deps, winner, plan.requestHash, plan.order, plan.customer);
  if (!replay) throw new HttpError(409, 'The payment changed meanwhile: try again');
  return replay;
}

/**
 * The breakdown must be the one the server's own sub-total gives. The core rule answers any
 * calculation error with the all-zero breakdown (quote §5: the browser shows $0.00), which here
 * would confirm an order with nothing charged. So an order is confirmed without a charge only
 * when the sub-total was computed and the customer's discounts and credit cover it — reasons the
 * breakdown names.
 */
function assertComputed(breakdown: PaymentBreakdown, subTotalCents: number): void {
  if (dollarsToCents(breakdown.subTotalBeforeDiscount) !== subTotalCents) {
    throw new HttpError(422, 'The order total could not be computed: nothing was charged', [
      { propertyName: 'total', message: 'The amounts of this payment cannot be computed' },
    ]);
  }
}

/**
 * POST /api/Order/payment: pays a temporary or created order. The server's breakdown (core
 * `computePaymentBreakdown` on its own fees, the customer's coupon and promotion as the gateway
 * confirms them, the credit, the donation) must equal the client's `total`, `discountAmount`,
 * `usedBalance` and `fees` to the cent — else 409 with the server's figures, and nothing is
 * written or charged. Then one attempt per idempotency key (header, or `order:<id>:initial`).
 */
export async function payOrder(deps: PaymentDeps, call: PaymentCall): Promise<PaymentOutcome> {
  const { body } = call;
  const order = await findOwnedOrder(deps.db, body.orderId, call.access);
  const key = attemptKey(order.orderId, call.idempotencyKey, 'initial');
  const requestHash = requestHashOf('initial', body);
  const customer = await customerOf(deps.db, order);
  const prior = await attemptByKey(deps.db, key);
  if (prior) {
    const replay = await replayOf(deps, prior, requestHash, order, customer);
    if (replay) return replay;
  }
  assertPayable(order);

  const priced = pricedOrder(order);
  const checked = await checkedAdjustments(deps, customer, body, priced.subTotalCents);
  const breakdown = orderBreakdown(priced.charges, checked.adjustments);
  assertComputed(breakdown, priced.subTotalCents);
  refuseDifferences(
    figureDifferences(body, breakdown, priced.fees),
    checked.notes,
    breakdown,
    priced.fees,
  );
  const amountCents = dollarsToCents(breakdown.total);
  assertCardPayment(body, amountCents);

  return carryOut(deps, {
    order,
    customer,
    kind: 'initial',
    key,
    requestHash,
    amountCents,
    processor: amountCents > 0 ? body.paymentProcessor : NO_PROCESSOR,
    details: {
      kind: 'initial',
      placedStatus: amountCents > 0 ? 'paid' : 'confirmed',
      ...(body.nonce ? { paymentMethodId: body.nonce } : {}),
      savePaymentMethod: body.savePaymentMethod,
      subTotalCents: priced.subTotalCents,
      discountCents: dollarsToCents(breakdown.discountAmount),
      promoDiscountCents: dollarsToCents(breakdown.promoDiscountAmount),
      balanceAppliedCents: dollarsToCents(breakdown.customerBalanceApplied),
      donationCents: dollarsToCents(breakdown.buckForBikes),
      ...(checked.discountCouponId ? { discountCouponId: checked.discountCouponId } : {}),
      ...(checked.promotionCode ? { promotionCode: checked.promotionCode } : {}),
      ...(body.purchaseOrder?.trim() ? { po: body.purchaseOrder.trim() } : {}),
      previousSettledCents: order.settledSubTotalCents,
      settledSubTotalCents: priced.subTotalCents,
      ...(order.timezone ? { timezone: order.timezone } : {}),
    },
    guard: assertPayable,
  });
}

/**
 * POST /api/Order/confirm-order. DECISION: confirming places an order that has nothing to pay —
 * a registered customer's own coupon (applied without being named: the body names only the
 * order) and credit cover it all. Anything left to pay is a 409 with the server's total: use the
 * payment call. There is no invoicing account (a bike shop paying later on a PO) in this
 * product, so a PO alone does not place an order. Confirming a confirmed order answers success.
 */
export async function confirmOrder(
  deps: PaymentDeps,
  call: { orderId: number; access: OrderAccess },
): Promise<PaymentOutcome> {
  const order = await findOwnedOrder(deps.db, call.orderId, call.access);
  const key = attemptKey(order.orderId, undefined, 'confirm');
  const customer = await customerOf(deps.db, order);
  const prior = await attemptByKey(deps.db, key);
  if (prior) return awaitAttempt(deps, prior, customer);
  assertPayable(order);

  const priced = pricedOrder(order);
  const checked = await checkedAdjustments(deps, customer, { donation: 0 }, priced.subTotalCents, {
    ownDiscountUnnamed: true,
  });
  const breakdown = orderBreakdown(priced.charges, checked.adjustments);
  assertComputed(breakdown, priced.subTotalCents);
  if (dollarsToCents(breakdown.total) > 0) {
    throw new HttpError(
      409,
      'This order has an amount to pay: pay it with the payment call',
      [{ propertyName: 'orderId', message: `${breakdown.total.toFixed(2)} is left to pay` }],
      serverFigures(breakdown, priced.fees),
    );
  }
  return carryOut(deps, {
    order,
    customer,
    kind: 'initial',
    key,
    requestHash: requestHashOf('initial', { confirm: order.orderId }),
    amountCents: 0,
    processor: NO_PROCESSOR,
    details: {
      kind: 'initial',
      placedStatus: 'confirmed',
      savePaymentMethod: false,
      subTotalCents: priced.subTotalCents,
      discountCents: dollarsToCents(breakdown.discountAmount),
      promoDiscountCents: 0,
      balanceAppliedCents: dollarsToCents(breakdown.customerBalanceApplied),
      donationCents: 0,
      ...(checked.discountCouponId ? { discountCouponId: checked.discountCouponId } : {}),
      previousSettledCents: order.settledSubTotalCents,
      settledSubTotalCents: priced.subTotalCents,
      ...(order.timezone ? { timezone: order.timezone } : {}),
    },
    guard: assertPayable,
  });
}

/**
 * POST /api/Order/Additional-Payment: a placed order whose stages were re-quoted higher pays the
 * difference. DECISION: the amount is the server's — the sub-total of the order's current fees
 * minus the sub-total payments have settled — with no discount, balance or donation on it (those
 * belonged to the first payment): the client's `total` must be that difference, its
 * `discountAmount`, `usedBalance` and `donation` 0 and its `fees` the current ones. Nothing to
 * pay is a 409. Without an Idempotency-Key the key names the re-quote
 * (`order:<id>:additional:<settled>-<current>`): each re-quote is paid once.
 */
export async function payAdditional(deps: PaymentDeps, call: PaymentCall): Promise<PaymentOutcome> {
  const { body } = call;
  const order = await findOwnedOrder(deps.db, body.orderId, call.access);
  const priced = pricedOrder(order);
  const key = attemptKey(
    order.orderId,
    call.idempotencyKey,
    `additional:${order.settledSubTotalCents}-${priced.subTotalCents}`,
  );
  const requestHash = requestHashOf('additional', body);
  const customer = await customerOf(deps.db, order);
  const prior = await attemptByKey(deps.db, key);
  if (prior) {
    if (keyIsFreeAgain(prior, requestHash)) {
      await releaseAttemptKey(deps.db, prior);
    } else if (prior.requestHash === requestHash) {
      return awaitAttempt(deps, prior, customer);
    } else {
      throw new HttpError(422, 'This Idempotency-Key was used for a different payment request');
    }
  }
  if (!isPlaced(order) || order.status === 'cancelled') {
    throw new HttpError(409, 'Only a paid order takes an additional payment');
  }
  const dueCents = priced.subTotalCents - order.settledSubTotalCents;
  const breakdown = orderBreakdown(priced.charges, {
    discount: null,
    promoDiscount: null,
    customerCreditCents: 0,
    donation: 0,
  });
  const due: PaymentBreakdown = {
    ...breakdown,
    discountAmount: 0,
    promoDiscountAmount: 0,
    discountTotal: 0,
    customerBalanceApplied: 0,
    subTotal: centsToDollars(Math.max(0, dueCents)),
    total: centsToDollars(Math.max(0, dueCents)),
  };
  if (dueCents <= 0) {
    // The same call made before and paid (its derived key named the re-quote it paid for):
    // its answer again, not "nothing to pay".
    const [same] = await deps.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.orderId),
          eq(payments.kind, 'additional'),
          eq(payments.requestHash, requestHash),
          inArray(payments.status, ['succeeded', 'refunded', 'partially_refunded']),
        ),
      )
      .limit(1);
    if (same) return { kind: 'paid', orderId: order.orderId };
    throw new HttpError(
      409,
      'Nothing is left to pay on this order',
      undefined,
      serverFigures(due, priced.fees),
    );
  }
  const differences = figureDifferences(body, due, priced.fees);
  if (dollarsToCents(body.donation) !== 0) {
    differences.push({
      propertyName: 'donation',
      message: 'An additional payment takes no donation',
    });
  }
  const notes: FieldError[] = [];
  for (const named of ['StripeDiscount', 'StripePromoCode'] as const) {
    if (body[named]) {
      notes.push({ propertyName: named, message: 'No discount applies to an additional payment' });
    }
  }
  refuseDifferences(differences, notes, due, priced.fees);
  assertCardPayment(body, dueCents);

  const settledBefore = order.settledSubTotalCents;
  return carryOut(deps, {
    order,
    customer,
    kind: 'additional',
    key,
    requestHash,
    amountCents: dueCents,
    processor: CARD_PROCESSOR,
    details: {
      kind: 'additional',
      placedStatus: 'paid',
      ...(body.nonce ? { paymentMethodId: body.nonce } : {}),
      savePaymentMethod: body.savePaymentMethod,
      subTotalCents: dueCents,
      discountCents: 0,
      promoDiscountCents: 0,
      balanceAppliedCents: 0,
      donationCents: 0,
      previousSettledCents: settledBefore,
      settledSubTotalCents: priced.subTotalCents,
    },
    guard: (locked) => {
      if (locked.settledSubTotalCents !== settledBefore) {
        throw new HttpError(409, 'The order changed meanwhile: review the amount and pay again');
      }
    },
  });
}

/**
 * A 3-D Secure payment the gateway reports finished (the Stripe webhook, the test gateway's
 * challenge page): a success settles the order (or is refunded as a duplicate if the order was
 * paid meanwhile); a failure ends the attempt as declined and frees its key. Both report the
 * same payment and may race: the later one answers the outcome the first settled. Null when no
 * attempt was made with that payment.
 */
export async function settleGatewayPayment(
  deps: PaymentDeps,
  gatewayPaymentId: string,
  result: { status: 'succeeded' } | { status: 'failed'; code: string; message: string },
): Promise<PaymentOutcome | null> {
  const [attempt] = await deps.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.gatewayPaymentId, gatewayPaymentId), eq(payments.status, 'requires_action')),
    );
  if (!attempt) {
    const [settled] = await deps.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayPaymentId, gatewayPaymentId));
    return settled ? outcomeOf(settled) : null;
  }
  if (result.status === 'failed') {
    return settleUnpaid(deps, attempt, {
      status: 'declined',
      code: result.code,
      message: result.message,
      gatewayPaymentId,
    });
  }
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderId, attempt.orderId));
  const customer = order ? await customerOf(deps.db, order) : null;
  return settleSuccess(deps, attempt, customer, gatewayPaymentId);
}
