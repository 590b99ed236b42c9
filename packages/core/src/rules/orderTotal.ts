import { centsToDollars, dollarsToCents } from './cents';
import { type CouponAmounts, computeDiscountCents } from './discount';
import { computeStageSubTotalCents, type StageCharges } from './subTotal';

/** Everything the order total depends on. */
export interface OrderTotalInput {
  /** The charges of each stage, in dollars. */
  stages: readonly StageCharges[];
  /** The customer's discount: its coupon, amountOff and minimumAmount in cents. */
  discount?: CouponAmounts | null;
  /** The promo's coupon, only once its check reported valid (see promoCouponFromCheck). */
  promoDiscount?: CouponAmounts | null;
  /** The stored customer balance in cents: positive is credit (see storedCustomerBalance). */
  customerBalance?: number | null;
  /** The bike-bucks donation in dollars. */
  buckForBikes?: number | null;
}

/**
 * The payment-state amounts (quote §3, Payment state), all in dollars rounded to whole cents.
 * The payment call sends `total` as total, `discountTotal` as discountAmount and
 * `dollarsToCents(customerBalanceApplied)` as usedBalance (cents, quote §9).
 */
export interface PaymentBreakdown {
  subTotalBeforeDiscount: number;
  discountAmount: number;
  promoDiscountAmount: number;
  discountTotal: number;
  customerBalanceApplied: number;
  /** What the shipping costs after balance and discounts, floored at zero. */
  subTotal: number;
  buckForBikes: number;
  /** What the customer pays: subTotal plus the donation. */
  total: number;
}

const ZERO_BREAKDOWN: PaymentBreakdown = {
  subTotalBeforeDiscount: 0,
  discountAmount: 0,
  promoDiscountAmount: 0,
  discountTotal: 0,
  customerBalanceApplied: 0,
  subTotal: 0,
  buckForBikes: 0,
  total: 0,
};

/** A finite amount in cents, or a thrown RangeError (a calculation error, quote §5). */
function finiteCents(cents: number, what: string): number {
  if (!Number.isFinite(cents)) throw new RangeError(`${what} is not a number`);
  return cents;
}

/**
 * The order total (quote §5), computed in whole cents in this order:
 *   1. subTotalBeforeDiscount = Σ per stage (pickup fee + selected rate + clearance fee +
 *      residential fee + premium protection cost of its boxes);
 *   2. discountAmount = the customer's discount on (1) — percent of (1) or fixed — only if
 *      (1) reaches its minimum amount, capped at (1);
 *   3. promoDiscountAmount = the promo discount computed the same way, capped at what (1)
 *      minus (2) leaves, so discountTotal = (2) + (3) never exceeds (1);
 *   4. customerBalanceApplied = the balance subtracted first: min(credit, (1)). DECISION: only
 *      a credit is applied; a debt (negative stored balance) is not added to a shipping order;
 *   5. subTotal = max(0, (1) − (4) − discountTotal) — the total after discounts floors at zero;
 *   6. total = (5) + buckForBikes — the donation is added after the floor, never eaten by it.
 * Any calculation error (a charge, balance or donation that is not a finite number, a negative
 * charge or donation) gives the all-zero breakdown: the sub-total becomes 0 (quote §5), and
 * DECISION: nothing else of a broken order — not even the donation — is charged.
 */
export function computePaymentBreakdown(input: OrderTotalInput): PaymentBreakdown {
  try {
    const before = input.stages.reduce((sum, stage) => sum + computeStageSubTotalCents(stage), 0);
    const discount = computeDiscountCents(input.discount, before);
    const promo = Math.min(computeDiscountCents(input.promoDiscount, before), before - discount);
    const discountTotal = discount + promo;
    const credit = finiteCents(Math.round(input.customerBalance ?? 0), 'customerBalance');
    const balanceApplied = Math.min(Math.max(credit, 0), before);
    const donation = finiteCents(dollarsToCents(input.buckForBikes ?? 0), 'buckForBikes');
    if (donation < 0) throw new RangeError('buckForBikes is negative');
    const subTotal = Math.max(0, before - balanceApplied - discountTotal);
    return {
      subTotalBeforeDiscount: centsToDollars(before),
      discountAmount: centsToDollars(discount),
      promoDiscountAmount: centsToDollars(promo),
      discountTotal: centsToDollars(discountTotal),
      customerBalanceApplied: centsToDollars(balanceApplied),
      subTotal: centsToDollars(subTotal),
      buckForBikes: centsToDollars(donation),
      total: centsToDollars(subTotal + donation),
    };
  } catch {
    return { ...ZERO_BREAKDOWN };
  }
}
