import { describe, expect, it } from 'vitest';
import { SHIP_MODE_ONE_WAY, SHIP_MODE_ROUND_TRIP } from '../constants';
import { rateRequestSchema, searchSchema } from '../schemas';
import { buildRateRequest } from './rateRequest';

const place = (city: string, state: string, postalCode: string, country = 'US') => ({
  formatted_address: `${city}, ${state} ${postalCode}, ${country}`,
  address_components: [
    { long_name: city, short_name: city, types: ['locality'] },
    { long_name: `${state} state`, short_name: state, types: ['administrative_area_level_1'] },
    { long_name: postalCode, short_name: postalCode, types: ['postal_code'] },
    { long_name: country, short_name: country.toLowerCase(), types: ['country'] },
  ],
});
const denver = place('Denver', 'CO', '80202');
const boulder = place('Boulder', 'CO', '80302');
const bikeBox = {
  name: 'Bike box',
  length: 54,
  width: 8,
  height: 30,
  weight: 40,
  marketValue: '2500',
  premiumProtection: { coverage: 2500, cost: 25 },
  contents: { code: 'BIKE', label: 'Bicycle' },
};

const searchWith = (overrides: Record<string, unknown>) =>
  searchSchema.parse({
    id: 's1',
    purpose: 146,
    trips: [{ from: denver, to: boulder, shipDate: '2026-12-01', pickupOption: 2 }],
    boxes: [bikeBox],
    ...overrides,
  });

describe('rate request body from a search (quote §7 POST /api/Rates)', () => {
  it('builds one stage per trip and one package per box that the server schema accepts', () => {
    const request = buildRateRequest(searchWith({}));
    expect(request).not.toBeNull();
    expect(rateRequestSchema.safeParse(request).success).toBe(true);
    expect(request?.shipMode).toBe(SHIP_MODE_ONE_WAY);
    expect(request?.stages[0]).toMatchObject({
      stage: 1,
      shipDate: '2026-12-01',
      pickupOption: 2,
      purposeOption: 146,
      from: {
        city: 'Denver',
        state: 'CO',
        stateName: 'CO state',
        postalCode: '80202',
        countryCode: 'US',
      },
      to: { city: 'Boulder', postalCode: '80302' },
    });
    expect(request?.packages[0]).toMatchObject({
      length: 54,
      weight: 40,
      linearUnit: 'IN',
      weightUnit: 'LB',
      value: 2500,
      coverage: 2500,
      protectionFee: 25,
      contentOption: 'BIKE',
    });
  });

  it('derives the ship mode from the trips: two trips are Round-Trip (quote §1)', () => {
    const trips = [
      { from: denver, to: boulder, shipDate: '2026-12-01' },
      { from: boulder, to: denver, shipDate: '2026-12-08' },
    ];
    const request = buildRateRequest(searchWith({ trips }));
    expect(request?.shipMode).toBe(SHIP_MODE_ROUND_TRIP);
    expect(request?.stages.map((stage) => stage.stage)).toEqual([1, 2]);
  });

  it('carries the step-3 AVS and residential flags of each side', () => {
    const details = [{ from: { passedAvs: true }, to: { isResidential: true } }];
    const request = buildRateRequest(searchWith({ details }));
    expect(request?.stages[0]?.from.passedAVS).toBe(true);
    expect(request?.stages[0]?.to.isResidential).toBe(true);
    expect(request?.stages[0]?.to.passedAVS).toBe(false);
  });

  it("asks for delivery by an event stage's deliver date: dateType D with that actionDate (quote §7)", () => {
    const trips = [
      { from: denver, to: boulder, shipDate: '2026-12-01', deliverDate: '2026-12-04' },
      { from: boulder, to: denver, shipDate: '2026-12-08' },
    ];
    const request = buildRateRequest(searchWith({ trips }));
    expect(rateRequestSchema.safeParse(request).success).toBe(true);
    expect(request?.stages[0]).toMatchObject({
      shipDate: '2026-12-01',
      deliverDate: '2026-12-04',
      dateType: 'D',
      actionDate: '2026-12-04',
    });
    // A stage without a deliver-by date is quoted from its ship date: nothing asked.
    expect(request?.stages[1]).not.toHaveProperty('dateType');
    expect(request?.stages[1]).not.toHaveProperty('actionDate');
  });

  it.each([
    ['a trip without a destination', { trips: [{ from: denver, shipDate: '2026-12-01' }] }],
    ['a trip without a ship date', { trips: [{ from: denver, to: boulder }] }],
    ['no box', { boxes: [] }],
    ['a box without its weight', { boxes: [{ ...bikeBox, weight: undefined }] }],
    [
      'a place without a country',
      {
        trips: [{ from: { formatted_address: 'Somewhere' }, to: boulder, shipDate: '2026-12-01' }],
      },
    ],
  ])('is a body-building failure (null, nothing sent) with %s (quote §8)', (_, overrides) => {
    expect(buildRateRequest(searchWith(overrides))).toBeNull();
  });
});
