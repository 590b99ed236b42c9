import { describe, expect, it } from 'vitest';
import { type LandedCostResponse, type Search, searchSchema } from '../schemas';
import {
  currentLandedCostOf,
  type FiledLandedCost,
  filedStageFeesOf,
  landedCostStatesOf,
} from './filedLandedCost';
import { type LandedCostOutcome, stageCustomsOf } from './landedCostOutcome';
import { searchLandedCostRequest } from './landedCostRequest';
import { stageChargesOf } from './stageCharges';
import { searchStageFeesOf, stageFeesOf } from './stageFees';
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
const boulder = place('Boulder', 'CO', '80302', 'US');
const vancouver = place('Vancouver', 'BC', 'V6B 1A1', 'CA');
const denver = place('Denver', 'CO', '80202', 'US');
const rate = (code: number, price: number, residentialFee = 0) => ({
  name: `Speed ${code}`,
  code,
  rate: price,
  transitDays: 3,
  upsTransitDays: 3,
  residentialFee,
});
const bikeBox = {
  name: 'Road bike box',
  category: 'BIKE',
  length: 54,
  width: 8,
  height: 30,
  weight: 45,
  marketValue: 2000,
  premiumProtection: { coverage: 2000, cost: 30 },
};

/** Boulder → Vancouver and back, a speed chosen on each stage, rates with their pickup fees. */
const roundTrip = (overrides: Record<string, unknown> = {}): Search =>
  searchSchema.parse({
    id: 's1',
    trips: [
      { from: boulder, to: vancouver, rateChoice: rate(8, 184.5, 4.25) },
      { from: vancouver, to: boulder, rateChoice: rate(8, 190) },
    ],
    boxes: [bikeBox],
    rates: [
      { stage: 1, pickupFee: 5, rates: [rate(8, 184.5, 4.25)] },
      { stage: 2, pickupFee: 0, rates: [rate(8, 190)] },
    ],
    ...overrides,
  });

const accepted = (clearanceFee: number): LandedCostOutcome => {
  const answer: LandedCostResponse = { success: true, clearanceFee, packages: [] };
  return { kind: 'accepted', answer, clearanceFee };
};

/** The landed cost of each stage, filed for what the search asks now. */
const filedFor = (search: Search, outcomes: (LandedCostOutcome | null)[]): FiledLandedCost[] =>
  outcomes.map((outcome, index) => {
    const request = searchLandedCostRequest(search, index);
    if (!request) throw new Error(`stage ${index + 1} asks no landed cost`);
    return { request, outcome };
  });

describe('the fee list of a search and its filed landed costs (quote §3 "Fees per stage")', () => {
  it('is per stage what the server builds with stageFeesOf: the rates’ pickup fee, the chosen speed, protection and the estimate', () => {
    const search = roundTrip();
    const outcomes = [accepted(385), accepted(41.1)];
    expect(searchStageFeesOf(search, filedFor(search, outcomes))).toEqual(
      search.trips.map((trip, index) =>
        stageFeesOf(index + 1, {
          rate: trip.rateChoice,
          pickupFee: search.rates[index]?.pickupFee,
          protectionCosts: [30],
          customs: stageCustomsOf(index + 1, outcomes[index] ?? null),
        }),
      ),
    );
    expect(searchStageFeesOf(search, filedFor(search, outcomes))[0]).toEqual({
      stage: 1,
      baseFee: 184.5,
      customsFee: 385,
      protectionFee: 30,
      pickupFee: 5,
      residentialFee: 4.25,
      hazMatFee: 0,
      landedCost: [{ stage: 1, result: true, clearanceFee: 385 }],
    });
  });

  it('ignores an estimate the search no longer asks for: another speed, other protection, other addresses', () => {
    const search = roundTrip();
    const filed = filedFor(search, [accepted(385), accepted(41.1)]);
    const fasterOut = roundTrip({
      trips: [{ ...search.trips[0], rateChoice: rate(7, 410) }, search.trips[1]],
    });
    expect(searchStageFeesOf(fasterOut, filed).map((fees) => fees.customsFee)).toEqual([0, 41.1]);
    expect(searchStageFeesOf(fasterOut, filed)[0]?.landedCost).toEqual([]);
    const declined = roundTrip({ premiumProtection: false });
    expect(searchStageFeesOf(declined, filed).map((fees) => fees.customsFee)).toEqual([0, 0]);
    expect(currentLandedCostOf(declined, 0, filed[0])).toBeUndefined();
    expect(currentLandedCostOf(search, 0, filed[0])).toBe(filed[0]);
  });

  it('a domestic stage has no customs, whatever was filed when it went abroad', () => {
    const abroad = roundTrip();
    const filed = filedFor(abroad, [accepted(385), accepted(41.1)]);
    const domestic = roundTrip({
      trips: [
        { from: boulder, to: denver, rateChoice: rate(8, 184.5, 4.25) },
        { from: denver, to: boulder, rateChoice: rate(8, 190) },
      ],
    });
    expect(searchStageFeesOf(domestic, filed).map((fees) => fees.customsFee)).toEqual([0, 0]);
  });

  it('a failed estimate is a failed entry without a fee; a stage nothing was filed for has none', () => {
    const search = roundTrip();
    const failed: LandedCostOutcome = {
      kind: 'failed',
      answer: { success: false, error: 'no classification', packages: [] },
    };
    const [first] = filedFor(search, [failed]);
    expect(searchStageFeesOf(search, [first])).toMatchObject([
      { customsFee: 0, landedCost: [{ stage: 1, result: false, clearanceFee: 0 }] },
      { customsFee: 0, landedCost: [] },
    ]);
  });

  it('lists no pickup fee while no rates are known (nobody chose a pickup), and one stage before any trip', () => {
    const search = roundTrip({ rates: [] });
    expect(searchStageFeesOf(search, []).map((fees) => fees.pickupFee)).toEqual([0, 0]);
    expect(searchStageFeesOf(searchSchema.parse({ id: 'fresh' }), [])).toEqual([
      stageFeesOf(1, { protectionCosts: [] }),
    ]);
  });

  it('charges for the sub-total what the fee list lists', () => {
    const search = roundTrip({ premiumProtection: true });
    const filed = filedFor(search, [accepted(385), accepted(41.1)]);
    const charges = stageChargesOf(search, filedStageFeesOf(search, filed));
    const fees = searchStageFeesOf(search, filed);
    expect(computeSubTotal(charges)).toBe(computeSubTotal(stageChargesOf(search, fees)));
    expect(computeSubTotal(charges)).toBe(5 + 184.5 + 4.25 + 30 + 385 + (0 + 190 + 30 + 41.1));
  });
});

describe('where the landed cost of each stage stands (a changed customs value must be estimated again)', () => {
  const withValue = (search: Search, marketValue: number): Search => ({
    ...search,
    boxes: search.boxes.map((box) => ({ ...box, marketValue })),
  });

  it('the customs value changed after the estimate (the Berlin bug): pending, not a silent 0 clearance fee', () => {
    const search = roundTrip();
    const filed = filedFor(search, [accepted(1385.08), accepted(41.1)]);
    expect(landedCostStatesOf(search, filed)).toEqual(['accepted', 'accepted']);
    const cheaper = withValue(search, 3000);
    expect(landedCostStatesOf(cheaper, filed)).toEqual(['pending', 'pending']);
    // Filed again for the new figures, the stage is current again.
    expect(landedCostStatesOf(cheaper, filedFor(cheaper, [accepted(962.55), null]))).toEqual([
      'accepted',
      'none',
    ]);
  });

  it('a failed estimate for the current figures is failed; a domestic stage or one never asked is none or pending', () => {
    const search = roundTrip();
    const failed: LandedCostOutcome = {
      kind: 'failed',
      answer: { success: false, error: 'no classification', packages: [] },
    };
    expect(landedCostStatesOf(search, [filedFor(search, [failed])[0]])).toEqual([
      'failed',
      'pending',
    ]);
    const domestic = roundTrip({
      trips: [
        { from: boulder, to: denver, rateChoice: rate(8, 184.5) },
        { from: denver, to: boulder, rateChoice: rate(8, 190) },
      ],
    });
    expect(landedCostStatesOf(domestic, [])).toEqual(['none', 'none']);
  });
});
