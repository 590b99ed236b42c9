import { DISCOUNT_TYPE_FIXED, DISCOUNT_TYPE_PERCENT } from '../constants';
import { centsToDollars } from './cents';

/**
 * A coupon (quote §3, Discount) with the minimum of the discount answer (quote §7): amountOff
 * and minimumAmount in cents, percentOff in percent.
 */
export interface CouponAmounts {
  amountOff?: number | null;
  percentOff?: number | null;
  minimumAmount?: number | null;
}

/** A promotion check's answer (quote §3, Promotion result). */
export interface PromotionCheck {
  valid?: boolean | null;
  promotionCode?: { coupon?: CouponAmounts | null } | null;
}

const PERCENT = 100;

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The discount type derived from a coupon (quote §3): a positive percentOff makes it 1
 * (percent), else a positive amountOff 2 (fixed amount); anything else is no discount (null).
 */
export function discountTypeOf(
  coupon: CouponAmounts | null | undefined,
): typeof DISCOUNT_TYPE_PERCENT | typeof DISCOUNT_TYPE_FIXED | null {
  if (isPositive(coupon?.percentOff)) return DISCOUNT_TYPE_PERCENT;
  if (isPositive(coupon?.amountOff)) return DISCOUNT_TYPE_FIXED;
  return null;
}

/**
 * The derived `discount` value shown next to the type: the percent for a percent discount,
 * the amount in dollars for a fixed one (cents divided by 100, quote §9); 0 for none.
 */
export function discountValueOf(coupon: CouponAmounts | null | undefined): number {
  const type = discountTypeOf(coupon);
  if (type === DISCOUNT_TYPE_PERCENT) return coupon?.percentOff ?? 0;
  if (type === DISCOUNT_TYPE_FIXED) return centsToDollars(coupon?.amountOff ?? 0);
  return 0;
}

/**
 * A discount counts only when the shipping total reaches the minimum amount, both in cents
 * (quote §4). No minimum (missing or 0) is always met; a minimum that is not a number never is.
 */
export function isDiscountMinimumMet(
  shippingTotalCents: number,
  minimumAmountCents: number | null | undefined,
): boolean {
  return shippingTotalCents >= (minimumAmountCents ?? 0);
}

/**
 * The discount of a coupon on a sub-total, in whole cents (quote §5): a percent discount
 * applies to the sum, a fixed discount is subtracted as is; both only if the minimum is met,
 * and never more than the sub-total itself.
 */
export function computeDiscountCents(
  coupon: CouponAmounts | null | undefined,
  subTotalCents: number,
): number {
  const type = discountTypeOf(coupon);
  if (type === null || !isDiscountMinimumMet(subTotalCents, coupon?.minimumAmount)) return 0;
  const cents =
    type === DISCOUNT_TYPE_PERCENT
      ? Math.round((subTotalCents * (coupon?.percentOff ?? 0)) / PERCENT)
      : Math.round(coupon?.amountOff ?? 0);
  return Math.min(cents, subTotalCents);
}

/**
 * The promo discount is cleared, then set only if validation reports valid (quote §4): the
 * promotion's coupon to price, or null when the check failed or carried no coupon.
 */
export function promoCouponFromCheck(
  check: PromotionCheck | null | undefined,
): CouponAmounts | null {
  return (check?.valid === true && check.promotionCode?.coupon) || null;
}
