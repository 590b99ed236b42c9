import { describe, expect, it } from 'vitest';
import { landedCostRequestSchema, type Search, searchSchema } from '../schemas';
import { landedCostRequestOf, searchLandedCostRequest } from './landedCostRequest';
import { buildTemporaryOrderRequest } from './orderRequest';

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
const economy = {
  name: 'Worldwide Economy',
  code: 8,
  rate: 184.5,
  transitDays: 6,
  upsTransitDays: 6,
};
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

const search = (overrides: Record<string, unknown> = {}): Search =>
  searchSchema.parse({
    id: 's1',
    trips: [
      {
        from: boulder,
        to: vancouver,
        shipDate: '2026-07-06',
        pickupOption: 1,
        rateChoice: economy,
      },
    ],
    boxes: [bikeBox, { ...bikeBox, name: undefined, category: 'WHEELS', marketValue: 500 }],
    ...overrides,
  });

describe('the landed-cost request of a stage (quote §7 POST /api/GCLandedCost/gcget-landed-cost)', () => {
  it('asks for the chosen speed with every box, its value, coverage and protection price', () => {
    const request = searchLandedCostRequest(search(), 0);
    expect(landedCostRequestSchema.safeParse(request).success).toBe(true);
    expect(request).toEqual({
      stage: 1,
      result: '8',
      serviceLevelCode: '8',
      itemsCreateWorkflow: [
        {
          categoryCode: 'BIKE',
          name: 'Road bike box',
          dimensions: { length: 54, width: 8, height: 30, weight: 45 },
          units: { linearUnit: 'IN', weightUnit: 'LB' },
          value: 2000,
          coverage: 2000,
          protectionFee: 30,
        },
        expect.objectContaining({ categoryCode: 'WHEELS', name: 'Box 2', value: 500 }),
      ],
      fromCountry: 'US',
      fromLine1: undefined,
      fromZipCode: '80302',
      fromCity: 'Boulder',
      fromStateProv: 'CO',
      toCountry: 'CA',
      toLine1: undefined,
      toZipCode: 'V6B 1A1',
      toCity: 'Vancouver',
      toStateProv: 'BC',
      costOfGoods: 2500,
      shippingCharge: 184.5,
      insuranceCharge: 60,
    });
  });

  it('reads the step-3 address where given and the quoted place where not', () => {
    const request = searchLandedCostRequest(
      search({
        details: [
          {
            from: { address1: '1500 Pearl St', postalCode: '80302-1234' },
            // The lookup filled the street; the province was left blank.
            to: { streetAddress: '800 Robson St', city: 'Vancouver', state: ' ' },
          },
        ],
      }),
      0,
    );
    expect(request).toMatchObject({
      fromLine1: '1500 Pearl St',
      fromZipCode: '80302-1234',
      toLine1: '800 Robson St',
      toStateProv: 'BC',
    });
  });

  it('names the purpose, and declares no protection the customer declined', () => {
    const request = searchLandedCostRequest(search({ purpose: 146, premiumProtection: false }), 0);
    expect(request?.purposeCode).toBe('146');
    expect(request?.insuranceCharge).toBe(0);
    expect(request?.itemsCreateWorkflow.map((item) => [item.coverage, item.protectionFee])).toEqual(
      [
        [0, 0],
        [0, 0],
      ],
    );
  });

  it('is not made for a domestic stage, before a speed is chosen or while a box is not ready', () => {
    const domestic = search();
    domestic.trips[0] = { ...domestic.trips[0], to: denver };
    expect(searchLandedCostRequest(domestic, 0)).toBeNull();
    const noSpeed = search();
    noSpeed.trips[0] = { ...noSpeed.trips[0], rateChoice: undefined };
    expect(searchLandedCostRequest(noSpeed, 0)).toBeNull();
    expect(searchLandedCostRequest(search({ boxes: [] }), 0)).toBeNull();
    expect(
      searchLandedCostRequest(search({ boxes: [{ ...bikeBox, weight: undefined }] }), 0),
    ).toBeNull();
    expect(searchLandedCostRequest(search(), 1)).toBeNull();
  });

  it("is the request the server builds from the search's temporary order", () => {
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
    const ordered = search({
      purpose: 146,
      details: [
        {
          from: address('Boulder', 'CO', '80302', 'US'),
          to: address('Vancouver', 'BC', 'V6B 1A1', 'CA'),
        },
      ],
    });
    const order = buildTemporaryOrderRequest(ordered, {
      profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Rider' },
      timezoneData: { timezone: 'America/Denver', offset: 360 },
    });
    const stage = order?.stages[0];
    if (!order || !stage) throw new Error('the search should make an order');
    const rate = { code: stage.rateCode, rate: economy.rate };
    expect(
      landedCostRequestOf({ ...stage, rate, packages: order.packages, purpose: order.purpose }),
    ).toEqual(searchLandedCostRequest(ordered, 0));
  });
});
