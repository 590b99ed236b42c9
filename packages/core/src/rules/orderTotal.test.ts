import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './cents';
import { computePaymentBreakdown, type OrderTotalInput } from './orderTotal';

const stages = [
  { pickupFee: 5, rate: 80, residentialFee: 5 },
  { rate: 10, boxes: [{ premiumProtection: { cost: 20 } }] },
]; // $120

describe('order total: sub-total before discount (quote §5)', () => {
  it('without discounts, balance or donation the total is the sub-total', () => {
    expect(computePaymentBreakdown({ stages })).toEqual({
      subTotalBeforeDiscount: 120,
      discountAmount: 0,
      promoDiscountAmount: 0,
      discountTotal: 0,
      customerBalanceApplied: 0,
      subTotal: 120,
      buckForBikes: 0,
      total: 120,
    });
  });
});

describe('order total: discounts (quote §4, §5)', () => {
  it('applies a percent discount to the sum', () => {
    const result = computePaymentBreakdown({ stages, discount: { percentOff: 25 } });
    expect(result.discountAmount).toBe(30);
    expect(result.total).toBe(90);
  });

  it('applies the customer discount only when the minimum (cents) is met — exactly met counts', () => {
    const offer = { amountOff: 2000, minimumAmount: 12_000 };
    expect(computePaymentBreakdown({ stages, discount: offer }).total).toBe(100);
    const unmet = { ...offer, minimumAmount: 12_001 };
    expect(computePaymentBreakdown({ stages, discount: unmet }).total).toBe(120);
  });

  it('computes the promo discount the same way, minimum included', () => {
    const promoDiscount = { percentOff: 10, minimumAmount: 12_000 };
    const result = computePaymentBreakdown({ stages, promoDiscount });
    expect(result.promoDiscountAmount).toBe(12);
    expect(result.discountTotal).toBe(12);
    expect(result.total).toBe(108);
    const unmet = { ...promoDiscount, minimumAmount: 12_001 };
    expect(computePaymentBreakdown({ stages, promoDiscount: unmet }).promoDiscountAmount).toBe(0);
  });

  it('caps the discount amount at the sub-total before discount', () => {
    const result = computePaymentBreakdown({ stages, discount: { amountOff: 50_000 } });
    expect(result.discountAmount).toBe(120);
    expect(result.total).toBe(0);
  });

  it('caps discount + promo together at the sub-total before discount', () => {
    const result = computePaymentBreakdown({
      stages,
      discount: { amountOff: 10_000 },
      promoDiscount: { amountOff: 5_000 },
    });
    expect(result.discountAmount).toBe(100);
    expect(result.promoDiscountAmount).toBe(20);
    expect(result.discountTotal).toBe(120);
  });
});

describe('order total: balance first, floor at zero, then the donation (quote §5)', () => {
  it('subtracts the customer balance (cents) first', () => {
    const result = computePaymentBreakdown({ stages, customerBalance: 2_550 });
    expect(result.customerBalanceApplied).toBe(25.5);
    expect(result.total).toBe(94.5);
  });

  it('applies no more balance than the sub-total before discount', () => {
    const result = computePaymentBreakdown({ stages, customerBalance: 100_000 });
    expect(result.customerBalanceApplied).toBe(120);
    expect(result.total).toBe(0);
  });

  it('a debt (negative stored balance) is not added (DECISION)', () => {
    const result = computePaymentBreakdown({ stages, customerBalance: -5_000 });
    expect(result.customerBalanceApplied).toBe(0);
    expect(result.total).toBe(120);
  });

  it('floors at zero after balance and discounts, THEN adds the bike-bucks donation', () => {
    const result = computePaymentBreakdown({
      stages,
      customerBalance: 10_000,
      discount: { percentOff: 50 },
      buckForBikes: 10,
    });
    // 120 − 100 − 60 would be −40: floored to 0, and the donation still counts in full.
    expect(result.subTotal).toBe(0);
    expect(result.buckForBikes).toBe(10);
    expect(result.total).toBe(10);
  });

  it('adds the donation on top of a positive sub-total, without float drift', () => {
    const result = computePaymentBreakdown({
      stages: [{ rate: 0.1 }, { rate: 0.2 }],
      buckForBikes: 0.7,
    });
    expect(result.subTotal).toBe(0.3);
    expect(result.total).toBe(1);
  });
});

describe('order total: any calculation error gives 0 (quote §5)', () => {
  const zero = {
    subTotalBeforeDiscount: 0,
    discountAmount: 0,
    promoDiscountAmount: 0,
    discountTotal: 0,
    customerBalanceApplied: 0,
    subTotal: 0,
    buckForBikes: 0,
    total: 0,
  };

  it.each<[string, Partial<OrderTotalInput>]>([
    ['a NaN rate', { stages: [{ rate: Number.NaN }] }],
    ['an infinite pickup fee', { stages: [{ pickupFee: Number.POSITIVE_INFINITY }] }],
    ['a negative fee', { stages: [{ residentialFee: -5 }] }],
    ['a NaN balance', { customerBalance: Number.NaN }],
    ['an infinite donation', { buckForBikes: Number.POSITIVE_INFINITY }],
    ['a negative donation', { buckForBikes: -1 }],
  ])('%s', (_, broken) => {
    expect(computePaymentBreakdown({ stages, buckForBikes: 5, ...broken })).toEqual(zero);
  });

  it('a garbage coupon is simply no discount', () => {
    const result = computePaymentBreakdown({
      stages,
      discount: { percentOff: Number.NaN },
    });
    expect(result.total).toBe(120);
  });
});

const amount = fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const offer = fc.record({
  amountOff: optional(fc.integer({ min: -1000, max: 10_000_000 })),
  percentOff: optional(fc.double({ min: -10, max: 200, noNaN: true })),
  minimumAmount: optional(fc.integer({ min: 0, max: 1_000_000 })),
});
const input: fc.Arbitrary<OrderTotalInput> = fc.record({
  stages: fc.array(
    fc.record({
      pickupFee: optional(amount),
      rate: optional(amount),
      clearanceFee: optional(amount),
      residentialFee: optional(amount),
      boxes: optional(
        fc.array(fc.record({ premiumProtection: optional(fc.record({ cost: optional(amount) })) })),
      ),
    }),
    { maxLength: 5 },
  ),
  discount: optional(offer),
  promoDiscount: optional(offer),
  customerBalance: optional(fc.integer({ min: -1_000_000, max: 10_000_000 })),
  buckForBikes: optional(amount),
});

describe('order total properties (quote §5, fast-check)', () => {
  it('a total is never negative', () => {
    fc.assert(
      fc.property(input, (order) => {
        const result = computePaymentBreakdown(order);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.subTotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a discount never exceeds the sub-total before discount', () => {
    fc.assert(
      fc.property(input, (order) => {
        const result = computePaymentBreakdown(order);
        expect(result.discountAmount).toBeLessThanOrEqual(result.subTotalBeforeDiscount);
        expect(result.promoDiscountAmount).toBeLessThanOrEqual(result.subTotalBeforeDiscount);
        expect(result.discountTotal).toBeLessThanOrEqual(result.subTotalBeforeDiscount);
      }),
    );
  });

  it('total = max(0, before − balance applied − discounts) + donation, to the cent', () => {
    fc.assert(
      fc.property(input, (order) => {
        const r = computePaymentBreakdown(order);
        const floored = Math.max(
          0,
          dollarsToCents(r.subTotalBeforeDiscount) -
            dollarsToCents(r.customerBalanceApplied) -
            dollarsToCents(r.discountTotal),
        );
        expect(dollarsToCents(r.subTotal)).toBe(floored);
        expect(dollarsToCents(r.total)).toBe(floored + dollarsToCents(order.buckForBikes ?? 0));
        expect(r.customerBalanceApplied).toBeLessThanOrEqual(r.subTotalBeforeDiscount);
      }),
    );
  });

  it('every amount is a whole number of cents', () => {
    fc.assert(
      fc.property(input, (order) => {
        for (const value of Object.values(computePaymentBreakdown(order))) {
          expect(Number.isInteger(Math.round(value * 100))).toBe(true);
          expect(value).toBe(Math.round(value * 100) / 100);
        }
      }),
    );
  });
});
