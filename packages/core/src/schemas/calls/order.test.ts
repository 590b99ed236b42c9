import { describe, expect, it } from 'vitest';
import { landedCostResponseSchema } from './landedCost';
import { paymentRequestSchema } from './order';
import { avsQuerySchema, locationLookupQuerySchema } from './places';
import { savedSearchPageQuerySchema } from './savedSearch';

describe('payment request (quote §7)', () => {
  const payment = { orderId: 12, total: 105.5, fees: [{ stage: 1, baseFee: 95.5, pickupFee: 5 }] };

  it('defaults the processor to s (Stripe) and the balance, donation and discount to 0', () => {
    expect(paymentRequestSchema.parse(payment)).toMatchObject({
      paymentProcessor: 's',
      usedBalance: 0,
      donation: 0,
      discountAmount: 0,
      savePaymentMethod: false,
    });
  });

  it('sends the used balance in whole cents (quote §9)', () => {
    expect(paymentRequestSchema.safeParse({ ...payment, usedBalance: 1250 }).success).toBe(true);
    expect(paymentRequestSchema.safeParse({ ...payment, usedBalance: 12.5 }).success).toBe(false);
  });

  it('carries an optional Stripe coupon and promotion code by id', () => {
    const body = { ...payment, StripeDiscount: { id: 'co_1' }, StripePromoCode: { id: 'promo_1' } };
    expect(paymentRequestSchema.parse(body)).toMatchObject(body);
  });
});

describe('landed-cost answer (quote §7)', () => {
  it('carries success, error, clearanceFee, packages and quoteId', () => {
    const answer = landedCostResponseSchema.parse({
      success: true,
      clearanceFee: 42.1,
      packages: [{ hsCode: '8712.00', commodityDuty: 3 }],
      quoteId: 'q1',
      provider: 'extra field',
    });
    expect(answer).toEqual({
      success: true,
      clearanceFee: 42.1,
      packages: [{ hsCode: '8712.00', commodityDuty: 3 }],
      quoteId: 'q1',
    });
  });
});

describe('address lookups (quote §7)', () => {
  it('default the AVS trigger type to 3 and the location provider to UPS', () => {
    expect(avsQuerySchema.parse({ country: 'US' }).triggerType).toBe(3);
    expect(locationLookupQuerySchema.parse({ countryCode: 'US' }).provider).toBe('UPS');
  });
});

describe('saved searches page (quote §7, §9)', () => {
  it('fetches 3 from the start unless told otherwise, reading numbers from the query string', () => {
    expect(savedSearchPageQuerySchema.parse({})).toEqual({ skip: 0, take: 3 });
    expect(savedSearchPageQuerySchema.parse({ skip: '3', take: '3' })).toEqual({
      skip: 3,
      take: 3,
    });
    expect(savedSearchPageQuerySchema.safeParse({ skip: '-1' }).success).toBe(false);
  });
});
