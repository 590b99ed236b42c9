import { ORDER_KEY_HEADER } from '@bikeship/core/constants';
import {
  type CouponAmounts,
  computePaymentBreakdown,
  dollarsToCents,
  type FiledLandedCost,
  landedCostOutcomeOf,
  type PaymentBreakdown,
  searchLandedCostRequest,
  searchStageFeesOf,
  stageChargesOf,
} from '@bikeship/core/rules';
import {
  type AddressStage,
  type Location,
  landedCostResponseSchema,
  type RateOption,
  type Search,
  type StageFees,
  type StageRates,
  searchSchema,
} from '@bikeship/core/schemas';
import { expect } from 'vitest';
import type { TestServer } from './testServer';

/**
 * A customer's way through the order calls, over HTTP, for the order tests: quote the trip,
 * price it in the "browser" from the wizard's search with the core rules (the SAME functions
 * the widget shows with and the server decides with), place the temporary order, and build the
 * payment call from those figures.
 */

export interface Place {
  city: string;
  state?: string;
  postalCode: string;
  countryCode: string;
  countryName: string;
  street: string;
}

export const PLACES = {
  sanFrancisco: {
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94103',
    countryCode: 'US',
    countryName: 'United States',
    street: '200 Folsom St',
  },
  boulder: {
    city: 'Boulder',
    state: 'CO',
    postalCode: '80302',
    countryCode: 'US',
    countryName: 'United States',
    street: '1500 Pearl St',
  },
  vancouver: {
    city: 'Vancouver',
    state: 'BC',
    postalCode: 'V6B 1A1',
    countryCode: 'CA',
    countryName: 'Canada',
    street: '800 Robson St',
  },
} satisfies Record<string, Place>;

/** A bike box: 54 × 8 × 30 in, $2,000 declared and covered. */
export const BIKE_BOX = {
  name: 'Road bike box',
  category: 'BIKE',
  length: 54,
  width: 8,
  height: 30,
  weight: 45,
  value: 2000,
  coverage: 2000,
};

/** The step-3 address of a place: filled (core `isAddressFilled`). */
export function addressAt(place: Place, overrides: Partial<AddressStage> = {}): AddressStage {
  return {
    firstName: 'Ada',
    lastName: 'Rider',
    address1: place.street,
    city: place.city,
    ...(place.state ? { state: place.state } : {}),
    postalCode: place.postalCode,
    country: { code: place.countryCode, name: place.countryName },
    phone: '303-555-0100',
    isResidential: false,
    ...overrides,
  };
}

function sideOf(place: Place) {
  return {
    city: place.city,
    ...(place.state ? { state: place.state } : {}),
    postalCode: place.postalCode,
    countryCode: place.countryCode,
  };
}

export interface TripLeg {
  from: Place;
  to: Place;
}

/** Ship dates of the legs: 6 July 2026 (a Monday) and a week apart after. */
const shipDateOf = (index: number) => `2026-07-${String(6 + index * 7).padStart(2, '0')}`;

function rateStages(legs: readonly TripLeg[]) {
  return legs.map((leg, index) => ({
    stage: index + 1,
    shipDate: shipDateOf(index),
    pickupOption: 1,
    from: sideOf(leg.from),
    to: sideOf(leg.to),
  }));
}

/** The POST /api/Rates body of a trip. */
export function rateRequestBody(legs: readonly TripLeg[], packages = [BIKE_BOX]) {
  return { stages: rateStages(legs), packages };
}

/** Step 2: the rates of the trip (POST then GET /api/Rates). */
export async function quoteTrip(
  server: TestServer,
  legs: readonly TripLeg[],
  packages = [BIKE_BOX],
): Promise<StageRates[]> {
  const created = await server.request('POST', '/api/Rates', {
    json: rateRequestBody(legs, packages),
  });
  expect(created.status).toBe(200);
  const rates = await server.request('GET', `/api/Rates?id=${created.body.id}`);
  expect(rates.status).toBe(200);
  return rates.body;
}

/** The cheapest speed of each stage (what a customer in a hurry to save picks). */
export function cheapest(rates: readonly StageRates[]): RateOption[] {
  return rates.map((stage) => {
    const option = stage.rates[0];
    if (!option) throw new Error(`stage ${stage.stage} has no rates`);
    return option;
  });
}

export interface TemporaryOrderOptions {
  legs: readonly TripLeg[];
  packages?: (typeof BIKE_BOX)[];
  /** The speed per stage; the cheapest when left out. */
  chosen?: RateOption[];
  rates?: StageRates[];
  token?: string;
  purpose?: number;
  /** Extra request headers of POST /api/Order (a partner's embed sends its partner). */
  headers?: Record<string, string>;
}

/** POST /api/Order's body for a trip, with the step-3 addresses of each leg's places. */
export function temporaryOrderBody(
  legs: readonly TripLeg[],
  chosen: readonly RateOption[],
  packages = [BIKE_BOX],
) {
  return {
    shipMode: legs.length === 1 ? 1 : legs.length === 2 ? 2 : 3,
    shipDate: shipDateOf(0),
    stages: rateStages(legs).map((stage, index) => ({
      ...stage,
      rateCode: chosen[index]?.code ?? 0,
      fromAddress: addressAt(legs[index]?.from ?? PLACES.sanFrancisco),
      toAddress: addressAt(legs[index]?.to ?? PLACES.boulder),
    })),
    packages,
    session: { profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Rider' } },
    timezoneData: { timezone: 'America/Denver', offset: 360 },
  };
}

export interface PlacedTemporaryOrder {
  id: number;
  orderKey: string | undefined;
  /** The order's cookie as the browser would send it back. */
  cookie: string | undefined;
  /** The figures the browser computed for it (core rules). */
  fees: StageFees[];
  chosen: RateOption[];
  /** Headers that prove a guest's order (empty for a registered customer's). */
  keyHeaders: Record<string, string>;
}

/** A place as the location search answers it: typed components the rate request reads. */
export function locationOf(place: Place): Location {
  return {
    formatted_address: `${place.city}, ${place.state ?? ''} ${place.postalCode}, ${place.countryName}`,
    types: ['postal_code'],
    address_components: [
      { long_name: place.city, short_name: place.city, types: ['locality'] },
      ...(place.state
        ? [
            {
              long_name: place.state,
              short_name: place.state,
              types: ['administrative_area_level_1'],
            },
          ]
        : []),
      { long_name: place.postalCode, short_name: place.postalCode, types: ['postal_code'] },
      { long_name: place.countryName, short_name: place.countryCode, types: ['country'] },
    ],
  };
}

/** What the wizard's search of a trip holds once its speeds and protection are chosen. */
export interface WizardTrip {
  legs: readonly TripLeg[];
  rates: readonly StageRates[];
  chosen: readonly RateOption[];
  packages?: readonly (typeof BIKE_BOX)[];
  /** The premium protection price of each package (GET /api/Protection/insurance-option). */
  protectionCosts: readonly number[];
  purpose?: number;
}

/** The wizard's search of a trip after steps 1–3: places, speeds, boxes and addresses. */
export function wizardSearch(trip: WizardTrip): Search {
  const packages = trip.packages ?? [BIKE_BOX];
  return searchSchema.parse({
    id: 'order-flow',
    premiumProtection: true,
    purpose: trip.purpose,
    trips: trip.legs.map((leg, index) => ({
      from: locationOf(leg.from),
      to: locationOf(leg.to),
      shipDate: shipDateOf(index),
      pickupOption: 1,
      rateChoice: trip.chosen[index],
    })),
    details: trip.legs.map((leg) => ({ from: addressAt(leg.from), to: addressAt(leg.to) })),
    boxes: packages.map(({ value, coverage, ...box }, index) => ({
      ...box,
      marketValue: value,
      premiumProtection: { coverage, cost: trip.protectionCosts[index] ?? 0 },
    })),
    rates: trip.rates,
  });
}

/**
 * The fees the wizard derives for a search (quote §3 "Fees per stage"): the landed cost of each
 * international stage asked over HTTP with the core request and filed with it, as the costs step
 * files it in the ship store — then the ship store's fee list (core `searchStageFeesOf`: the
 * pickup fee of each stage's rates, the chosen speeds, protection and the filed customs), as the
 * payment step sends it.
 */
export async function wizardFees(server: TestServer, search: Search): Promise<StageFees[]> {
  const landedCosts: (FiledLandedCost | undefined)[] = [];
  for (const index of search.trips.keys()) {
    const request = searchLandedCostRequest(search, index);
    if (!request) {
      landedCosts.push(undefined);
      continue;
    }
    const answer = await server.request('POST', '/api/GCLandedCost/gcget-landed-cost', {
      json: request,
    });
    expect(answer.status).toBe(200);
    const outcome = landedCostOutcomeOf(landedCostResponseSchema.parse(answer.body));
    landedCosts.push({ request, outcome });
  }
  return searchStageFeesOf(search, landedCosts);
}

/** The premium protection price of each package, as the wizard asks for it. */
async function protectionCostsOf(server: TestServer, packages: readonly (typeof BIKE_BOX)[]) {
  const costs: number[] = [];
  for (const pkg of packages) {
    const option = await server.request(
      'GET',
      `/api/Protection/insurance-option?coverage=${pkg.coverage}`,
    );
    costs.push(option.body.cost);
  }
  return costs;
}

/**
 * The browser's fees per stage (quote §3) for a trip: the wizard's search of it
 * (`wizardSearch`) with the protection prices the server quotes, and its fees (`wizardFees`).
 */
export async function browserFees(
  server: TestServer,
  legs: readonly TripLeg[],
  rates: readonly StageRates[],
  chosen: readonly RateOption[],
  packages: readonly (typeof BIKE_BOX)[] = [BIKE_BOX],
  purpose?: number,
): Promise<StageFees[]> {
  const protectionCosts = await protectionCostsOf(server, packages);
  return wizardFees(
    server,
    wizardSearch({ legs, rates, chosen, packages, protectionCosts, purpose }),
  );
}

/** Steps 2–4: quote, price in the browser, POST /api/Order. */
export async function placeTemporaryOrder(
  server: TestServer,
  options: TemporaryOrderOptions,
): Promise<PlacedTemporaryOrder> {
  const packages = options.packages ?? [BIKE_BOX];
  const rates = options.rates ?? (await quoteTrip(server, options.legs, packages));
  const chosen = options.chosen ?? cheapest(rates);
  const body = {
    ...temporaryOrderBody(options.legs, chosen, packages),
    ...(options.purpose !== undefined ? { purpose: options.purpose } : {}),
  };
  const created = await server.request('POST', '/api/Order', {
    json: body,
    ...(options.token ? { token: options.token } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id: number = created.body.id;
  const orderKey: string | undefined = created.body.orderKey;
  const setCookie = created.headers.get('set-cookie') ?? undefined;
  return {
    id,
    orderKey,
    cookie: setCookie?.split(';')[0],
    fees: await browserFees(server, options.legs, rates, chosen, packages, options.purpose),
    chosen,
    keyHeaders: orderKey ? { [ORDER_KEY_HEADER]: orderKey } : {},
  };
}

export interface BrowserPayment {
  discount?: CouponAmounts | null;
  promoDiscount?: CouponAmounts | null;
  /** Credit in cents (the stored, positive balance). */
  customerBalance?: number;
  donation?: number;
}

/** The payment state's amounts (quote §5) as the browser's payment store computes them. */
export function browserBreakdown(
  order: Pick<PlacedTemporaryOrder, 'fees' | 'chosen'>,
  payment: BrowserPayment = {},
  packages: readonly (typeof BIKE_BOX)[] = [BIKE_BOX],
): PaymentBreakdown {
  const protectionPerBox = (order.fees[0]?.protectionFee ?? 0) / packages.length;
  const stages = stageChargesOf(
    {
      boxes: packages.map(() => ({ premiumProtection: { cost: protectionPerBox } })),
      trips: order.chosen.map((rate) => ({ rateChoice: rate })),
    },
    order.fees,
  );
  return computePaymentBreakdown({
    stages,
    discount: payment.discount ?? null,
    promoDiscount: payment.promoDiscount ?? null,
    customerBalance: payment.customerBalance ?? 0,
    buckForBikes: payment.donation ?? 0,
  });
}

/** POST /api/Order/payment's body from the browser's figures. */
export function paymentBody(
  order: Pick<PlacedTemporaryOrder, 'id' | 'fees' | 'chosen'>,
  nonce: string,
  payment: BrowserPayment & { extra?: Record<string, unknown> } = {},
) {
  const breakdown = browserBreakdown(order, payment);
  return {
    orderId: order.id,
    nonce,
    total: breakdown.total,
    discountAmount: breakdown.discountTotal,
    usedBalance: dollarsToCents(breakdown.customerBalanceApplied),
    donation: payment.donation ?? 0,
    fees: order.fees,
    ...payment.extra,
  };
}
