import { describe, expect, it } from 'vitest';
import {
  computeDiscountCents,
  discountTypeOf,
  discountValueOf,
  isDiscountMinimumMet,
  promoCouponFromCheck,
} from './discount';

describe('discount type from a coupon (quote §3, Discount)', () => {
  it('percentOff makes type 1 (percent), amountOff type 2 (fixed)', () => {
    expect(discountTypeOf({ percentOff: 15 })).toBe(1);
    expect(discountTypeOf({ amountOff: 500 })).toBe(2);
    expect(discountTypeOf({ amountOff: null, percentOff: 10 })).toBe(1);
  });

  it('no positive amount is no discount', () => {
    expect(discountTypeOf({})).toBeNull();
    expect(discountTypeOf({ percentOff: 0, amountOff: -100 })).toBeNull();
    expect(discountTypeOf({ percentOff: Number.NaN })).toBeNull();
    expect(discountTypeOf(null)).toBeNull();
  });

  it('the derived discount is the percent, or the amount in dollars (cents / 100)', () => {
    expect(discountValueOf({ percentOff: 15 })).toBe(15);
    expect(discountValueOf({ amountOff: 1250 })).toBe(12.5);
    expect(discountValueOf({})).toBe(0);
  });
});

describe('minimum amount in cents (quote §4)', () => {
  it('counts only when the shipping total reaches the minimum', () => {
    expect(isDiscountMinimumMet(4999, 5000)).toBe(false);
    expect(isDiscountMinimumMet(5000, 5000)).toBe(true);
    expect(isDiscountMinimumMet(0, null)).toBe(true);
    expect(isDiscountMinimumMet(100_000, Number.NaN)).toBe(false);
  });
});

describe('percent vs fixed discount (quote §5)', () => {
  it('a percent discount applies to the sum, rounded to the cent', () => {
    expect(computeDiscountCents({ percentOff: 15 }, 10_000)).toBe(1500);
    expect(computeDiscountCents({ percentOff: 15 }, 3333)).toBe(500); // 499.95
  });

  it('a fixed discount is subtracted as is (amountOff in cents)', () => {
    expect(computeDiscountCents({ amountOff: 1250 }, 10_000)).toBe(1250);
  });

  it('both only if the minimum is met, exactly met counts', () => {
    const offer = { amountOff: 1000, minimumAmount: 5000 };
    expect(computeDiscountCents(offer, 4999)).toBe(0);
    expect(computeDiscountCents(offer, 5000)).toBe(1000);
    const percent = { percentOff: 10, minimumAmount: 5000 };
    expect(computeDiscountCents(percent, 4999)).toBe(0);
    expect(computeDiscountCents(percent, 5000)).toBe(500);
  });

  it('never more than the sub-total', () => {
    expect(computeDiscountCents({ amountOff: 5000 }, 3000)).toBe(3000);
    expect(computeDiscountCents({ percentOff: 150 }, 3000)).toBe(3000);
  });
});

describe('promo discount set only if validation reports valid (quote §4)', () => {
  it('takes the nested coupon of a valid check', () => {
    const coupon = { percentOff: 20, minimumAmount: 3000 };
    expect(promoCouponFromCheck({ valid: true, promotionCode: { coupon } })).toBe(coupon);
  });

  it('is cleared when the check is not valid or has no coupon', () => {
    expect(
      promoCouponFromCheck({ valid: false, promotionCode: { coupon: { percentOff: 20 } } }),
    ).toBeNull();
    expect(promoCouponFromCheck({ valid: true, promotionCode: {} })).toBeNull();
    expect(promoCouponFromCheck(null)).toBeNull();
  });
});
