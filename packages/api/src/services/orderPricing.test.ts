import type {
  LandedCostRequest,
  LandedCostResponse,
  OrderStage,
  RateOption,
  RateRequest,
  ShippingRateSet,
  StageFees,
  TemporaryOrderRequest,
} from '@bikeship/core/schemas';
import { temporaryOrderRequestSchema } from '@bikeship/core/schemas';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/httpError';
import { createBuiltInCarrier } from '../integrations/carrier/builtInCarrier';
import { createEmbeddedGeocoder } from '../integrations/geo/embeddedGeocoder';
import {
  feeDifferences,
  figureDifferences,
  orderBreakdown,
  type PricingDeps,
  priceTemporaryOrder,
  stageChargesOfOrder,
} from './orderPricing';
import { premiumProtectionCost } from './protection';

const option = (code: number, rate: number, residentialFee = 0): RateOption => ({
  name: `Speed ${code}`,
  code,
  rate,
  selected: false,
  transitDays: 3,
  upsTransitDays: 3,
  residentialFee,
  packages: [],
});

/** A carrier that answers fixed rates and records what it was asked. */
function fakeCarrier(rates: ShippingRateSet) {
  const asked: { request: RateRequest; removeSpeeds: readonly number[] | undefined }[] = [];
  return {
    asked,
    carrier: {
      rate: async (request: RateRequest, options?: { removeSpeeds?: readonly number[] }) => {
        asked.push({ request, removeSpeeds: options?.removeSpeeds });
        return rates;
      },
    },
  };
}

const address = (countryCode: string, postalCode: string, countryName: string) => ({
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '1 Main St',
  city: 'Town',
  state: countryCode === 'US' ? 'CO' : 'BC',
  postalCode,
  country: { code: countryCode, name: countryName },
  phone: '303-555-0100',
  isResidential: true,
});

function orderRequest(overrides: Partial<TemporaryOrderRequest> = {}): TemporaryOrderRequest {
  return temporaryOrderRequestSchema.parse({
    shipMode: 2,
    shipDate: '2026-07-06',
    stages: [
      {
        stage: 1,
        shipDate: '2026-07-06',
        from: { countryCode: 'US', postalCode: '80302' },
        to: { countryCode: 'US', postalCode: '94103' },
        rateCode: 2,
        fromAddress: address('US', '80302', 'United States'),
        toAddress: address('US', '94103', 'United States'),
      },
      {
        stage: 2,
        shipDate: '2026-07-13',
        from: { countryCode: 'US', postalCode: '94103' },
        to: { countryCode: 'CA', postalCode: 'V6B 1A1' },
        rateCode: 1,
        fromAddress: address('US', '94103', 'United States'),
        toAddress: address('CA', 'V6B 1A1', 'Canada'),
      },
    ],
    packages: [
      { name: 'Bike', length: 54, width: 8, height: 30, weight: 45, value: 2000, coverage: 2000 },
      { name: 'Wheels', length: 30, width: 10, height: 30, weight: 10, value: 300, coverage: 0 },
    ],
    session: { profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Rider' } },
    timezoneData: { timezone: 'America/Denver', offset: 360 },
    ...overrides,
  });
}

const RATES: ShippingRateSet = [
  { stage: 1, pickupFee: 5, rates: [option(1, 40.1), option(2, 61.25, 4.5)] },
  { stage: 2, pickupFee: 0, rates: [option(1, 120), option(2, 150)] },
];

function deps(
  rates = RATES,
  landedCost: PricingDeps['landedCost'] = () => ({
    success: true,
    clearanceFee: 87.65,
    packages: [{ hsCode: '8712.00' }, { hsCode: '8714.92' }],
  }),
) {
  const fake = fakeCarrier(rates);
  return { ...fake, deps: { carrier: fake.carrier, landedCost } };
}

describe('priceTemporaryOrder (the server re-rates every stage and prices it itself)', () => {
  it('takes each stage’s chosen speed, pickup, residential, protection and — abroad — customs fees', async () => {
    const { deps: pricing } = deps();
    const priced = await priceTemporaryOrder(pricing, orderRequest());
    const protection = premiumProtectionCost(2000) + premiumProtectionCost(0);
    expect(priced.fees).toEqual([
      {
        stage: 1,
        baseFee: 61.25,
        customsFee: 0,
        protectionFee: protection,
        pickupFee: 5,
        residentialFee: 4.5,
        hazMatFee: 0,
        landedCost: [],
      },
      {
        stage: 2,
        baseFee: 120,
        customsFee: 87.65,
        protectionFee: protection,
        pickupFee: 0,
        residentialFee: 0,
        hazMatFee: 0,
        landedCost: [{ stage: 2, result: true, clearanceFee: 87.65 }],
      },
    ]);
    // quote §5: Σ per stage of pickup + rate + clearance + residential + protection of the boxes.
    const expectedCents = 500 + 6125 + 450 + 12000 + 8765 + 2 * Math.round(protection * 100);
    expect(priced.subTotalCents).toBe(expectedCents);
    expect(priced.stages.map((stage) => stage.international)).toEqual([false, true]);
    expect(priced.stages[1]?.customs).toEqual([{ hsCode: '8712.00' }, { hsCode: '8714.92' }]);
  });

  it('never charges a pickup the order did not choose: a stage without a pickup option is a drop-off', async () => {
    const carrier = createBuiltInCarrier({
      geocoder: createEmbeddedGeocoder(),
      now: () => new Date('2026-07-01T17:00:00Z'),
    });
    const pricing = { carrier, landedCost: deps().deps.landedCost };
    const domestic = orderRequest().stages[0] as OrderStage;
    const priceWith = (pickupOption: number | undefined) =>
      priceTemporaryOrder(
        pricing,
        orderRequest({ shipMode: 1, stages: [{ ...domestic, pickupOption }] }),
      );
    expect((await priceWith(undefined)).fees[0]?.pickupFee).toBe(0);
    expect((await priceWith(1)).fees[0]?.pickupFee).toBe(0);
    expect((await priceWith(2)).fees[0]?.pickupFee).toBe(5);
  });

  it('rates the step-3 residential flag and drops speed 8 for purposes 146 and 149 (quote §7)', async () => {
    const { deps: pricing, asked } = deps();
    await priceTemporaryOrder(pricing, orderRequest({ purpose: 146 }));
    expect(asked[0]?.removeSpeeds).toEqual([8]);
    expect(asked[0]?.request.stages[0]?.to.isResidential).toBe(true);
    expect(asked[0]?.request.packages[0]).not.toHaveProperty('category');
    await priceTemporaryOrder(pricing, orderRequest({ purpose: 12 }));
    expect(asked[1]?.removeSpeeds).toEqual([]);
  });

  it('refuses with 409 and the current rates when a chosen speed is gone', async () => {
    const { deps: pricing } = deps([
      RATES[0] as ShippingRateSet[number],
      { stage: 2, pickupFee: 0, rates: [option(2, 150)] },
    ]);
    const refusal = await priceTemporaryOrder(pricing, orderRequest()).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      status: 409,
      errors: [{ propertyName: 'stages.1.rateCode', message: expect.any(String) }],
      details: { rates: expect.any(Array) },
    });
  });

  it('charges no customs on a refused or failed landed cost, with a failed entry (quote §8)', async () => {
    const refused = (): LandedCostResponse => ({
      success: true,
      clearanceFee: 20_000,
      packages: [],
    });
    const thrown = (_request: LandedCostRequest): LandedCostResponse => {
      throw new Error('unreachable');
    };
    for (const landedCost of [refused, thrown]) {
      const { deps: pricing } = deps(RATES, landedCost);
      const priced = await priceTemporaryOrder(pricing, orderRequest());
      expect(priced.fees[1]).toMatchObject({
        customsFee: 0,
        landedCost: [{ stage: 2, result: false, clearanceFee: 0 }],
      });
    }
  });
});

describe('orderBreakdown and figureDifferences (a different total, discount or fee list is refused)', () => {
  const fees: StageFees[] = [
    {
      stage: 1,
      baseFee: 61.25,
      customsFee: 0,
      protectionFee: 0,
      pickupFee: 5,
      residentialFee: 4.5,
      hazMatFee: 0,
      landedCost: [],
    },
  ];
  const charges = stageChargesOfOrder(fees, [{ coverage: 0 }]);
  const none = { discount: null, promoDiscount: null, customerCreditCents: 0, donation: 0 };

  it('computes the core breakdown: percent discount, credit first, donation after the floor', () => {
    const breakdown = orderBreakdown(charges, {
      ...none,
      discount: { percentOff: 10 },
      customerCreditCents: 1000,
      donation: 2,
    });
    expect(breakdown).toMatchObject({
      subTotalBeforeDiscount: 70.75,
      discountAmount: 7.08,
      customerBalanceApplied: 10,
      subTotal: 53.67,
      total: 55.67,
    });
  });

  it('refuses a broken charge instead of pricing the order at zero', () => {
    const broken = stageChargesOfOrder([{ ...(fees[0] as StageFees), baseFee: Number.NaN }], []);
    expect(() => orderBreakdown(broken, none)).toThrow(RangeError);
  });

  it('agrees to the cent and names every field that differs', () => {
    const breakdown = orderBreakdown(charges, none);
    const client = { total: 70.75, discountAmount: 0, usedBalance: 0, fees };
    expect(figureDifferences(client, breakdown, fees)).toEqual([]);
    expect(figureDifferences({ ...client, total: 70.749 }, breakdown, fees)).toEqual([]);
    const wrong = figureDifferences(
      {
        total: 70.74,
        discountAmount: 1,
        usedBalance: 5,
        fees: [{ ...(fees[0] as StageFees), pickupFee: 0 }],
      },
      breakdown,
      fees,
    );
    expect(wrong.map((error) => error.propertyName)).toEqual([
      'total',
      'discountAmount',
      'usedBalance',
      'fees.0.pickupFee',
    ]);
  });

  it('refuses a fee list with a stage missing or unknown', () => {
    expect(feeDifferences([], fees)).toEqual([expect.objectContaining({ propertyName: 'fees' })]);
    expect(feeDifferences([{ ...(fees[0] as StageFees), stage: 3 }], fees)).toEqual([
      expect.objectContaining({ propertyName: 'fees.0.stage' }),
    ]);
  });
});
