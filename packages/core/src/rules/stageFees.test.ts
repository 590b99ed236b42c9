import { describe, expect, it } from 'vitest';
import { type Search, searchSchema, stageFeesSchema } from '../schemas';
import { stageChargesOf } from './stageCharges';
import { paymentFeesOf, stageFeesOf } from './stageFees';
import { computeSubTotal } from './subTotal';

const place = (city: string, state: string, postalCode: string, country: string) => ({
  formatted_address: `${city}, ${state} ${postalCode}, ${country}`,
  types: ['postal_code'],
  address_components: [
    { long_name: city, short_name: city, types: ['locality'] },
    { long_name: state, short_name: state, types: ['administrative_area_level_1'] },
    { long_name: postalCode, short_name: postalCode, types: ['postal_code'] },
    { long_name: country, short_name: country, types: ['country'] },
  ],
});
const rate = (code: number, price: number, residentialFee = 0) => ({
  name: `Speed ${code}`,
  code,
  rate: price,
  transitDays: 3,
  upsTransitDays: 3,
  residentialFee,
});
const box = (cost: number) => ({ length: 54, width: 8, height: 30, weight: 45, cost });

const search = (overrides: Record<string, unknown> = {}): Search =>
  searchSchema.parse({
    id: 's1',
    trips: [
      {
        from: place('Boulder', 'CO', '80302', 'US'),
        to: place('Vancouver', 'BC', 'V6B 1A1', 'CA'),
        rateChoice: rate(3, 120.5, 4.25),
      },
    ],
    boxes: [box(30), box(7.5)].map(({ cost, ...size }) => ({
      ...size,
      premiumProtection: { coverage: cost * 100, cost },
    })),
    ...overrides,
  });
const customs = { customsFee: 41.1, landedCost: [{ stage: 1, result: true, clearanceFee: 41.1 }] };
const fees = [stageFeesSchema.parse({ stage: 1, pickupFee: 5, ...customs })];

describe('the fees of a stage (quote §3 "Fees per stage")', () => {
  it('lists the rate, customs with its entries, protection, pickup and residential fees', () => {
    expect(
      stageFeesOf(2, {
        rate: { rate: 120.5, residentialFee: 4.25 },
        pickupFee: 0,
        protectionCosts: [0.1, 0.2],
        customs,
      }),
    ).toEqual({
      stage: 2,
      baseFee: 120.5,
      customsFee: 41.1,
      // Summed in cents: 0.1 + 0.2 would be 0.30000000000000004.
      protectionFee: 0.3,
      pickupFee: 0,
      residentialFee: 4.25,
      hazMatFee: 0,
      landedCost: customs.landedCost,
    });
  });

  it('charges nothing unchosen: no pickup fee while no rates name one (nobody chose a pickup)', () => {
    expect(stageFeesOf(1, { protectionCosts: [] })).toEqual({
      stage: 1,
      baseFee: 0,
      customsFee: 0,
      protectionFee: 0,
      pickupFee: 0,
      residentialFee: 0,
      hazMatFee: 0,
      landedCost: [],
    });
  });
});

describe('the fee list of a search (quote §7 payment fees)', () => {
  it('lists per stage the rate, customs, protection, pickup and residential fees', () => {
    expect(paymentFeesOf(search(), fees)).toEqual([
      {
        stage: 1,
        baseFee: 120.5,
        customsFee: 41.1,
        protectionFee: 37.5,
        pickupFee: 5,
        residentialFee: 4.25,
        hazMatFee: 0,
        landedCost: customs.landedCost,
      },
    ]);
    // The same charges the sub-total is made of: 120.50 + 41.10 + 37.50 + 5 + 4.25.
    expect(computeSubTotal(stageChargesOf(search(), fees))).toBe(208.35);
  });

  it('charges no protection on any stage when it was declined', () => {
    expect(paymentFeesOf(search({ premiumProtection: false }), fees)[0]?.protectionFee).toBe(0);
  });

  it('a domestic stage has no customs, whatever an earlier trip left filed', () => {
    const domestic = search();
    domestic.trips[0] = { ...domestic.trips[0], to: place('Denver', 'CO', '80202', 'US') };
    expect(paymentFeesOf(domestic, fees)[0]).toMatchObject({ customsFee: 0, landedCost: [] });
  });
});
