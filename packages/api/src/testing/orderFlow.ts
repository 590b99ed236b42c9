import {
  type CouponAmounts,
  computePaymentBreakdown,
  dollarsToCents,
  isInternationalShipment,
  isLandedCostAccepted,
  type PaymentBreakdown,
  stageChargesOf,
} from '@bikeship/core/rules';
import type { AddressStage, RateOption, StageFees, StageRates } from '@bikeship/core/schemas';
import { expect } from 'vitest';
import type { TestServer } from './testServer';

/**
 * A customer's way through the order calls, over HTTP, for the order tests: quote the trip,
 * price it in the "browser" with the core rules (the SAME functions the server decides with),
 * place the temporary order, and build the payment call from those figures.
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

/** The landed cost the browser asks for an international stage (quote §7). */
async function browserLandedCost(
  server: TestServer,
  stage: number,
  leg: TripLeg,
  rate: RateOption,
  packages: readonly (typeof BIKE_BOX)[],
  protectionCosts: readonly number[],
) {
  const answer = await server.request('POST', '/api/GCLandedCost/gcget-landed-cost', {
    json: {
      stage,
      result: String(rate.code),
      serviceLevelCode: String(rate.code),
      itemsCreateWorkflow: packages.map((pkg, index) => ({
        categoryCode: pkg.category,
        name: pkg.name,
        dimensions: {
          length: pkg.length,
          width: pkg.width,
          height: pkg.height,
          weight: pkg.weight,
        },
        value: pkg.value,
        coverage: pkg.coverage,
        protectionFee: protectionCosts[index] ?? 0,
      })),
      fromCountry: leg.from.countryCode,
      fromLine1: leg.from.street,
      fromZipCode: leg.from.postalCode,
      fromCity: leg.from.city,
      fromStateProv: leg.from.state,
      toCountry: leg.to.countryCode,
      toLine1: leg.to.street,
      toZipCode: leg.to.postalCode,
      toCity: leg.to.city,
      toStateProv: leg.to.state,
      costOfGoods: packages.reduce((sum, pkg) => sum + pkg.value, 0),
      shippingCharge: rate.rate,
      insuranceCharge: protectionCosts.reduce((sum, cost) => sum + cost, 0),
    },
  });
  expect(answer.status).toBe(200);
  return answer.body as { success: boolean; clearanceFee?: number; error?: string };
}

/**
 * The browser's fees per stage (quote §3): the chosen rate, pickup and residential fees from the
 * rates, premium protection from the insurance-option call, and for an international stage the
 * landed cost's clearance fee.
 */
export async function browserFees(
  server: TestServer,
  legs: readonly TripLeg[],
  rates: readonly StageRates[],
  chosen: readonly RateOption[],
  packages: readonly (typeof BIKE_BOX)[] = [BIKE_BOX],
): Promise<StageFees[]> {
  const protectionCosts: number[] = [];
  for (const pkg of packages) {
    const option = await server.request(
      'GET',
      `/api/Protection/insurance-option?coverage=${pkg.coverage}`,
    );
    protectionCosts.push(option.body.cost);
  }
  const protectionFee = protectionCosts.reduce((sum, cost) => sum + cost, 0);
  const fees: StageFees[] = [];
  for (const [index, leg] of legs.entries()) {
    const rate = chosen[index] as RateOption;
    let customsFee = 0;
    const landedCost: StageFees['landedCost'] = [];
    if (isInternationalShipment(leg.from.countryCode, leg.to.countryCode)) {
      const answer = await browserLandedCost(
        server,
        index + 1,
        leg,
        rate,
        packages,
        protectionCosts,
      );
      const accepted = isLandedCostAccepted(answer);
      customsFee = accepted ? (answer.clearanceFee ?? 0) : 0;
      landedCost.push({ stage: index + 1, result: accepted, clearanceFee: customsFee });
    }
    fees.push({
      stage: index + 1,
      baseFee: rate.rate,
      customsFee,
      protectionFee,
      pickupFee: rates[index]?.pickupFee ?? 0,
      residentialFee: rate.residentialFee,
      hazMatFee: 0,
      landedCost,
    });
  }
  return fees;
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
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id: number = created.body.id;
  const orderKey: string | undefined = created.body.orderKey;
  const setCookie = created.headers.get('set-cookie') ?? undefined;
  return {
    id,
    orderKey,
    cookie: setCookie?.split(';')[0],
    fees: await browserFees(server, options.legs, rates, chosen, packages),
    chosen,
    keyHeaders: orderKey ? { 'X-Bikeship-Order-Key': orderKey } : {},
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
