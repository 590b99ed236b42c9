/**
 * The money rules of refunds and cancellations (the order's state and refunded
 * amounts kept consistent), as pure functions over cents: what an order has paid and has left
 * to give back, what one stage or its pickup is worth, how an amount is taken from the order's
 * payments, and the statuses that follow. services/refunds.ts applies them to the tables.
 */

/** Payment statuses whose money reached the order (a `duplicate` was given back at once). */
export const PAID_PAYMENT_STATUSES = ['succeeded', 'partially_refunded', 'refunded'] as const;

/** A payment the order has received, as far as refunds need it. */
export interface PaymentBalance {
  paymentId: number;
  gatewayPaymentId: string | null;
  amountCents: number;
  refundedCents: number;
}

/** What an order has taken in and given back. */
export interface OrderMoney {
  /** Σ card payments that reached the order. */
  cardPaidCents: number;
  /** The customer's credit the order used (`orders.balanceAppliedCents`). */
  creditUsedCents: number;
  /** Credit given back so far (refund rows without a payment). */
  creditReturnedCents: number;
  /** `orders.refundedCents`: Σ refund rows — cards and credit. */
  refundedCents: number;
}

/** Everything the customer paid: cards and credit. */
export function paidCents(money: OrderMoney): number {
  return money.cardPaidCents + money.creditUsedCents;
}

/** What is left to give back (never negative). */
export function leftCents(money: OrderMoney): number {
  return Math.max(0, paidCents(money) - money.refundedCents);
}

/** The order's figures the discount share needs. */
export interface DiscountedOrder {
  subTotalCents: number;
  discountCents: number;
  promoDiscountCents: number;
}

/**
 * What a part of the sub-total (a stage, a pickup fee) was actually paid, in cents.
 * DECISION: a discount lowered every stage alike, so a stage or a pickup is given back at its
 * price less its share of the order's discounts (customer coupon and promotion), pro rata to
 * the sub-total; without a discount it is its price. The donation belongs to no stage: it goes
 * back only with the whole order (see `refunds.ts`).
 */
export function paidShareCents(priceCents: number, order: DiscountedOrder): number {
  if (priceCents <= 0 || order.subTotalCents <= 0) return 0;
  const discounts = Math.min(order.subTotalCents, order.discountCents + order.promoDiscountCents);
  return Math.round((priceCents * (order.subTotalCents - discounts)) / order.subTotalCents);
}

/** One payment's part of a refund. */
export interface CardAllocation {
  paymentId: number;
  gatewayPaymentId: string;
  amountCents: number;
}

export interface Allocation {
  cards: CardAllocation[];
  /** Given back as customer credit. */
  creditCents: number;
  /** cards + credit: may be less than asked when not that much is left. */
  totalCents: number;
}

/**
 * Takes `amountCents` from what the order received. DECISION: the cards first — the oldest
 * payment first (the order's own payment before an additional one), never more than each
 * payment has left — then, for what the cards cannot cover, the customer's credit the order
 * used, given back as credit. `payments` must be in the order they were made.
 */
export function allocateRefund(
  amountCents: number,
  payments: readonly PaymentBalance[],
  creditLeftCents: number,
): Allocation {
  let rest = Math.max(0, amountCents);
  const cards: CardAllocation[] = [];
  for (const payment of payments) {
    if (rest === 0) break;
    const left = payment.amountCents - payment.refundedCents;
    if (left <= 0 || !payment.gatewayPaymentId) continue;
    const take = Math.min(left, rest);
    cards.push({
      paymentId: payment.paymentId,
      gatewayPaymentId: payment.gatewayPaymentId,
      amountCents: take,
    });
    rest -= take;
  }
  const creditCents = Math.min(rest, Math.max(0, creditLeftCents));
  return {
    cards,
    creditCents,
    totalCents: cards.reduce((sum, card) => sum + card.amountCents, 0) + creditCents,
  };
}

/** A payment's status after refunds (paymentAttempts.ts counts all three as settled). */
export function paymentStatusAfter(
  amountCents: number,
  refundedCents: number,
): 'succeeded' | 'partially_refunded' | 'refunded' {
  if (refundedCents <= 0) return 'succeeded';
  return refundedCents >= amountCents ? 'refunded' : 'partially_refunded';
}

export interface OrderState {
  /** What the order was when placed: `paid` (a card paid) or `confirmed` (nothing to pay). */
  placedStatus: 'paid' | 'confirmed';
  paidCents: number;
  refundedCents: number;
  stageStatuses: readonly string[];
}

/**
 * The order's status after a refund or cancellation. DECISION:
 * - every stage cancelled: `refunded` when the customer had paid something (it all went back),
 *   `cancelled` when nothing was paid;
 * - nothing given back and nothing cancelled: as placed (`paid` or `confirmed`);
 * - everything paid given back: `refunded` (its stages may still be booked: a payment refund
 *   does not cancel them, but no label is made for a refunded order);
 * - otherwise `partially_refunded`.
 */
export function orderStatusAfter(state: OrderState): string {
  const { stageStatuses } = state;
  if (stageStatuses.length > 0 && stageStatuses.every((status) => status === 'cancelled')) {
    return state.paidCents > 0 ? 'refunded' : 'cancelled';
  }
  const anyCancelled = stageStatuses.some((status) => status === 'cancelled');
  if (state.refundedCents <= 0 && !anyCancelled) return state.placedStatus;
  if (state.paidCents > 0 && state.refundedCents >= state.paidCents) return 'refunded';
  return 'partially_refunded';
}
