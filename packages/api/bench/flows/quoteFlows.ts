import type { LandedCostRequest, RateRequest } from '@bikeship/core/schemas';
import type { Flow } from '../apiBench';
import { type BenchResponse, benchRequest } from '../httpClient';

/** A weekday about a week ahead, 'YYYY-MM-DD' (the carrier moves it to a business day anyway). */
export function shipDateAhead(days = 7): string {
  const date = new Date(Date.now() + days * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Two stages (there and back), one bike box: a typical event trip. */
export function benchRateRequest(): RateRequest {
  const sanFrancisco = {
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94103',
    countryCode: 'US',
  };
  const boulder = { city: 'Boulder', state: 'CO', postalCode: '80302', countryCode: 'US' };
  const side = (place: typeof sanFrancisco) => ({ ...place, passedAVS: true, isResidential: true });
  return {
    shipMode: 2,
    stages: [
      { stage: 1, shipDate: shipDateAhead(7), from: side(sanFrancisco), to: side(boulder) },
      { stage: 2, shipDate: shipDateAhead(14), from: side(boulder), to: side(sanFrancisco) },
    ],
    packages: [
      {
        name: 'Bike box',
        length: 54,
        width: 8,
        height: 30,
        weight: 40,
        linearUnit: 'IN',
        weightUnit: 'LB',
        value: 2500,
        coverage: 2500,
        protectionFee: 0,
      },
    ],
  } as RateRequest;
}

async function json(response: BenchResponse, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${response.text()}`);
  return response.json();
}

/** POST /api/Rates then GET /api/Rates?id — what the wizard does between steps 1 and 2. */
export const quoteFlow: Flow = async (baseUrl) => {
  const created = (await json(
    await benchRequest(`${baseUrl}/api/Rates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchRateRequest()),
    }),
    'POST /api/Rates',
  )) as { id: string };
  const rates = (await json(
    await benchRequest(`${baseUrl}/api/Rates?id=${encodeURIComponent(created.id)}`),
    'GET /api/Rates',
  )) as unknown[];
  if (!Array.isArray(rates) || rates.length !== 2) throw new Error('expected rates for 2 stages');
  return 2;
};

const landedCostRequest: LandedCostRequest = {
  stage: 1,
  serviceLevelCode: '1',
  itemsCreateWorkflow: [
    {
      categoryCode: 'BIKE',
      name: 'Road bicycle',
      dimensions: { length: 54, width: 8, height: 30, weight: 40 },
      units: { linearUnit: 'IN', weightUnit: 'LB' },
      value: 2500,
      coverage: 0,
      protectionFee: 0,
    },
  ],
  fromCountry: 'US',
  fromZipCode: '94103',
  fromCity: 'San Francisco',
  fromStateProv: 'CA',
  toCountry: 'DE',
  toZipCode: '10115',
  toCity: 'Berlin',
  costOfGoods: 2500,
  shippingCharge: 180,
  insuranceCharge: 0,
} as LandedCostRequest;

/** One landed-cost call for a US → Germany bicycle. */
export const landedCostFlow: Flow = async (baseUrl) => {
  const answer = (await json(
    await benchRequest(`${baseUrl}/api/GCLandedCost/gcget-landed-cost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(landedCostRequest),
    }),
    'landed cost',
  )) as { success: boolean };
  if (!answer.success) throw new Error('landed cost did not succeed');
  return 1;
};
