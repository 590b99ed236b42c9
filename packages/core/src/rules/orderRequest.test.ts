import { describe, expect, it } from 'vitest';
import {
  paymentRequestSchema,
  searchSchema,
  stageFeesSchema,
  temporaryOrderRequestSchema,
} from '../schemas';
import { isValidHsCode, suggestHsCode } from './hsCode';
import { buildPaymentRequest, buildTemporaryOrderRequest } from './orderRequest';
import { paymentFeesOf } from './stageFees';

const place = (city: string, state: string, postalCode: string, country: string) => ({
  formatted_address: `${city}, ${state} ${postalCode}, ${country}`,
  address_components: [
    { long_name: city, short_name: city, types: ['locality'] },
    { long_name: state, short_name: state, types: ['administrative_area_level_1'] },
    { long_name: postalCode, short_name: postalCode, types: ['postal_code'] },
    { long_name: country, short_name: country, types: ['country'] },
  ],
});
const address = (city: string, state: string, postalCode: string, code: string) => ({
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '1 Main St',
  city,
  state,
  postalCode,
  country: { code, name: code },
  phone: '303-555-0100',
});
const rate = (code: number, price: number, residentialFee = 0) => ({
  name: `Speed ${code}`,
  code,
  rate: price,
  transitDays: 3,
  upsTransitDays: 3,
  residentialFee,
});

const search = (overrides: Record<string, unknown> = {}) =>
  searchSchema.parse({
    id: 's1',
    purpose: 146,
    trips: [
      {
        from: place('Boulder', 'CO', '80302', 'US'),
        to: place('Vancouver', 'BC', 'V6B 1A1', 'CA'),
        shipDate: '2026-07-06',
        pickupOption: 1,
        rateChoice: rate(3, 120.5, 4.25),
      },
    ],
    details: [
      {
        from: address('Boulder', 'CO', '80302', 'US'),
        to: address('Vancouver', 'BC', 'V6B 1A1', 'CA'),
      },
    ],
    boxes: [
      {
        name: 'Road bike box',
        category: 'BIKE',
        length: 54,
        width: 8,
        height: 30,
        weight: 45,
        marketValue: 2000,
        premiumProtection: { coverage: 2000, cost: 30 },
        insideDescription: 'Used road bicycle',
        hsCode: '8712.00',
      },
      {
        name: 'Wheel bag',
        category: 'WHEELS',
        length: 30,
        width: 8,
        height: 30,
        weight: 10,
        marketValue: 500,
        premiumProtection: { coverage: 500, cost: 7.5 },
      },
    ],
    descriptions: ['Road bike', '  Two carbon wheels  '],
    ...overrides,
  });
const context = {
  profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Rider' },
  eventCode: 'gran-fondo',
  timezoneData: { timezone: 'America/Denver', offset: 360 },
};
const fees = [stageFeesSchema.parse({ stage: 1, pickupFee: 5, customsFee: 41.1 })];

describe('HS code suggestion from the box category (quote §3 customs fields)', () => {
  it('suggests the heading of the category, whatever its case, and none for "Other"', () => {
    expect(suggestHsCode('BIKE')).toBe('8712.00');
    expect(suggestHsCode(' ebike ')).toBe('8711.60');
    expect(suggestHsCode('OTHER')).toBe('');
    expect(suggestHsCode(undefined)).toBe('');
  });

  it('takes a 6-digit subheading with up to 4 national digits, dotted or not', () => {
    for (const code of ['8712.00', '871200', '8712.00.15', '8712.00.1500', ' 8714.92 ']) {
      expect(isValidHsCode(code), code).toBe(true);
    }
    for (const code of ['', '8712', '8712.0', 'bike', '8712.00.1', '8712.00.15000']) {
      expect(isValidHsCode(code), code).toBe(false);
    }
  });
});

describe('temporary order body from a search (quote §7 POST /api/Order)', () => {
  it('sends each stage with its chosen speed and addresses, each box with its contents', () => {
    const request = buildTemporaryOrderRequest(search(), context);
    expect(temporaryOrderRequestSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({
      shipMode: 1,
      purpose: 146,
      shipDate: '2026-07-06',
      session: { profile: context.profile, eventCode: 'gran-fondo' },
      timezoneData: context.timezoneData,
    });
    expect(request?.stages[0]).toMatchObject({
      stage: 1,
      rateCode: 3,
      fromAddress: { city: 'Boulder' },
      toAddress: { city: 'Vancouver' },
    });
    // The customs description wins over the free text; the free text fills in when it is empty.
    expect(request?.packages[0]).toMatchObject({
      category: 'BIKE',
      insideDescription: 'Used road bicycle',
      hsCode: '8712.00',
      coverage: 2000,
    });
    expect(request?.packages[1]).toMatchObject({
      category: 'WHEELS',
      insideDescription: 'Two carbon wheels',
    });
    expect(request?.packages[1]?.hsCode).toBeUndefined();
  });

  it("keeps an event stage's deliver-by date in the order (dateType D, actionDate), as its rates were asked", () => {
    const eventSearch = search();
    eventSearch.trips[0] = { ...eventSearch.trips[0], deliverDate: '2026-07-10' };
    const request = buildTemporaryOrderRequest(eventSearch, context);
    expect(temporaryOrderRequestSchema.safeParse(request).success).toBe(true);
    expect(request?.stages[0]).toMatchObject({
      deliverDate: '2026-07-10',
      dateType: 'D',
      actionDate: '2026-07-10',
    });
  });

  it('sends no coverage when the customer declined premium protection', () => {
    const request = buildTemporaryOrderRequest(search({ premiumProtection: false }), context);
    expect(request?.packages.map((pkg) => pkg.coverage)).toEqual([0, 0]);
  });

  it('sends nothing while a stage has no speed or an address is not filled', () => {
    const noSpeed = search();
    noSpeed.trips[0] = { ...noSpeed.trips[0], rateChoice: undefined };
    expect(buildTemporaryOrderRequest(noSpeed, context)).toBeNull();
    expect(
      buildTemporaryOrderRequest(search({ details: [{ from: {}, to: {} }] }), context),
    ).toBeNull();
  });
});

describe('payment body (quote §7 POST /api/Order/payment)', () => {
  it('sends the payment state: total, discount total, balance in cents, donation, PO, codes', () => {
    const body = buildPaymentRequest(
      42,
      'pm_card_visa',
      {
        total: 150.25,
        discountTotal: 20,
        customerBalanceApplied: 12.34,
        buckForBikes: 5,
        PO: '  PO-77 ',
        selectSavePaymentMethod: true,
        paymentProcessor: 's',
        discount: { id: 'coupon_team' },
        promotion: {
          valid: true,
          promotionCode: { id: 'promo_1', code: 'RIDE10', coupon: { id: 'c10', percentOff: 10 } },
        },
      },
      paymentFeesOf(search(), fees),
    );
    expect(paymentRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      orderId: 42,
      nonce: 'pm_card_visa',
      total: 150.25,
      discountAmount: 20,
      usedBalance: 1234,
      donation: 5,
      purchaseOrder: 'PO-77',
      savePaymentMethod: true,
      StripeDiscount: { id: 'coupon_team' },
      StripePromoCode: { id: 'RIDE10' },
    });
  });
});
