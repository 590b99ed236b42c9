import {
  type CouponAmounts,
  centsToDollars,
  computePaymentBreakdown,
  computeStageSubTotalCents,
  dollarsToCents,
  isIgnorableLandedCostError,
  isInternationalShipment,
  isLandedCostAccepted,
  type PaymentBreakdown,
  type StageCharges,
  stageChargesOf,
} from '@bikeship/core/rules';
import type {
  Customs,
  FieldError,
  LandedCostEntry,
  LandedCostRequest,
  LandedCostResponse,
  OrderRequestPackage,
  OrderStage,
  RateOption,
  ShippingRateSet,
  StageFees,
  TemporaryOrderRequest,
} from '@bikeship/core/schemas';
import { HttpError } from '../http/httpError';
import type { CarrierAdapter } from '../integrations/carrier/carrierAdapter';
import { rateRequestOf, removedSpeedsFor } from './orderRequest';
import { premiumProtectionCost } from './protection';

/**
 * The server's prices of an order (issue 4: "every price the server accepts it computes itself
 * with the core rules"). The temporary order is re-rated with the carrier; its fees per stage,
 * sub-total and — at payment — discounts, balance and total come from the SAME rule functions
 * the browser shows them with (`stageChargesOf`, `computePaymentBreakdown`). Money is compared
 * in whole cents.
 */

/** The landed-cost estimate of one international stage (services/landedCost.ts). */
export type LandedCostEstimator = (
  request: LandedCostRequest,
) => LandedCostResponse | Promise<LandedCostResponse>;

export interface PricingDeps {
  carrier: Pick<CarrierAdapter, 'rate'>;
  landedCost: LandedCostEstimator;
}

/** One stage as the server priced it. */
export interface PricedStage {
  stage: number;
  /** The carrier option with the stage's speed code. */
  rate: RateOption;
  pickupFee: number;
  international: boolean;
  /** Per package (same order as the request's packages): customs from the landed cost. */
  customs: Customs[];
}

export interface PricedOrder {
  stages: PricedStage[];
  /** The server's fees per stage (core `StageFees`), in dollars. */
  fees: StageFees[];
  /** Σ stage charges before any discount, in cents. */
  subTotalCents: number;
}

/** What protects the boxes of each stage: the premium protection price of each coverage. */
function protectedBoxes(packages: readonly Pick<OrderRequestPackage, 'coverage'>[]) {
  return packages.map((pkg) => ({
    premiumProtection: { cost: premiumProtectionCost(pkg.coverage) },
  }));
}

/**
 * What each stage charges, built the way the browser builds it (`stageChargesOf`): the chosen
 * rate (baseFee) with its residential fee, the pickup and clearance (customs) fees, and the
 * premium protection of the order's boxes on every stage.
 */
export function stageChargesOfOrder(
  fees: readonly StageFees[],
  packages: readonly Pick<OrderRequestPackage, 'coverage'>[],
): StageCharges[] {
  return stageChargesOf(
    {
      boxes: protectedBoxes(packages),
      trips: fees.map((fee) => ({
        rateChoice: { rate: fee.baseFee, residentialFee: fee.residentialFee },
      })),
    },
    fees,
  );
}

/**
 * The sub-total in cents. Unlike the browser, which shows 0 for a price it cannot compute
 * (quote §5), the server refuses: an order must never become free because a charge was broken.
 */
export function subTotalCentsOf(charges: readonly StageCharges[]): number {
  return charges.reduce((sum, stage) => sum + computeStageSubTotalCents(stage), 0);
}

function landedCostRequestOf(
  request: TemporaryOrderRequest,
  stage: OrderStage,
  rate: RateOption,
): LandedCostRequest {
  const protection = protectedBoxes(request.packages);
  return {
    stage: stage.stage,
    result: String(rate.code),
    serviceLevelCode: String(rate.code),
    itemsCreateWorkflow: request.packages.map((pkg, index) => ({
      categoryCode: pkg.category,
      name: pkg.name ?? `Box ${index + 1}`,
      dimensions: { length: pkg.length, width: pkg.width, height: pkg.height, weight: pkg.weight },
      units: { linearUnit: pkg.linearUnit, weightUnit: pkg.weightUnit },
      value: pkg.value,
      coverage: pkg.coverage,
      protectionFee: protection[index]?.premiumProtection.cost ?? 0,
    })),
    fromCountry: stage.from.countryCode,
    fromLine1: stage.fromAddress.address1 ?? stage.fromAddress.streetAddress,
    fromZipCode: stage.fromAddress.postalCode,
    fromCity: stage.fromAddress.city,
    fromStateProv: stage.fromAddress.state,
    toCountry: stage.to.countryCode,
    toLine1: stage.toAddress.address1 ?? stage.toAddress.streetAddress,
    toZipCode: stage.toAddress.postalCode,
    toCity: stage.toAddress.city,
    toStateProv: stage.toAddress.state,
    costOfGoods: request.packages.reduce((sum, pkg) => sum + pkg.value, 0),
    shippingCharge: rate.rate,
    insuranceCharge: protection.reduce((sum, box) => sum + box.premiumProtection.cost, 0),
    ...(request.purpose !== undefined ? { purposeCode: String(request.purpose) } : {}),
  };
}

interface StageCustoms {
  customsFee: number;
  landedCost: LandedCostEntry[];
  customs: Customs[];
}

/**
 * The clearance fee of a stage. A domestic stage has none. An international one is estimated;
 * an answer that is refused (quote §5) or a failed call adds a failed landed-cost entry and no
 * fee, exactly as the browser does (quote §8) — the two must agree for the payment to pass.
 */
async function customsOf(
  deps: PricingDeps,
  request: TemporaryOrderRequest,
  stage: OrderStage,
  rate: RateOption,
  international: boolean,
): Promise<StageCustoms> {
  if (!international) return { customsFee: 0, landedCost: [], customs: [] };
  const answer = await Promise.resolve()
    .then(() => deps.landedCost(landedCostRequestOf(request, stage, rate)))
    .catch((): LandedCostResponse => ({ success: false, error: 'unavailable', packages: [] }));
  if (isLandedCostAccepted(answer)) {
    const clearanceFee = answer.clearanceFee ?? 0;
    return {
      customsFee: clearanceFee,
      landedCost: [{ stage: stage.stage, result: true, clearanceFee }],
      customs: answer.packages,
    };
  }
  if (isIgnorableLandedCostError(answer.error)) {
    return { customsFee: 0, landedCost: [], customs: [] };
  }
  return {
    customsFee: 0,
    landedCost: [{ stage: stage.stage, result: false, clearanceFee: 0 }],
    customs: [],
  };
}

/** 409 when a stage's speed is not among the carrier's current options. */
function speedGone(rates: ShippingRateSet, missing: FieldError[]): HttpError {
  return new HttpError(
    409,
    'A chosen speed is no longer offered: choose again from the current rates',
    missing,
    { rates },
  );
}

/**
 * Re-rates every stage of a temporary order with the carrier and prices it: the option with the
 * stage's `rateCode` (409 with the current rates when it is gone), the stage's pickup fee, the
 * residential fee of the option, premium protection of the boxes, and the landed cost of
 * international stages (core `isInternationalShipment`).
 */
export async function priceTemporaryOrder(
  deps: PricingDeps,
  request: TemporaryOrderRequest,
): Promise<PricedOrder> {
  const rates = await deps.carrier.rate(rateRequestOf(request), {
    removeSpeeds: removedSpeedsFor(request.purpose),
  });
  const missing: FieldError[] = [];
  const chosen = request.stages.map((stage, index) => {
    const stageRates = rates[index];
    const rate = stageRates?.rates.find((option) => option.code === stage.rateCode);
    if (!stageRates || !rate) {
      missing.push({
        propertyName: `stages.${index}.rateCode`,
        message: `Speed ${stage.rateCode} is no longer offered for stage ${stage.stage}`,
      });
    }
    return { stage, stageRates, rate };
  });
  if (missing.length > 0) throw speedGone(rates, missing);

  const protectionFee = protectedBoxes(request.packages).reduce(
    (sum, box) => sum + dollarsToCents(box.premiumProtection.cost),
    0,
  );
  const stages: PricedStage[] = [];
  const fees: StageFees[] = [];
  for (const { stage, stageRates, rate } of chosen) {
    if (!stageRates || !rate) continue; // unreachable: refused above
    const international = isInternationalShipment(stage.from.countryCode, stage.to.countryCode);
    const customs = await customsOf(deps, request, stage, rate, international);
    stages.push({
      stage: stage.stage,
      rate,
      pickupFee: stageRates.pickupFee,
      international,
      customs: customs.customs,
    });
    fees.push({
      stage: stage.stage,
      baseFee: rate.rate,
      customsFee: customs.customsFee,
      protectionFee: centsToDollars(protectionFee),
      pickupFee: stageRates.pickupFee,
      residentialFee: rate.residentialFee,
      hazMatFee: 0,
      landedCost: customs.landedCost,
    });
  }
  return {
    stages,
    fees,
    subTotalCents: subTotalCentsOf(stageChargesOfOrder(fees, request.packages)),
  };
}

/** What a payment adds to an order's charges; all of it checked by the server. */
export interface PaymentAdjustments {
  /** The customer's own coupon, only when the request names it and it is theirs. */
  discount: CouponAmounts | null;
  /** The promotion's coupon, only when the gateway reports the code valid. */
  promoDiscount: CouponAmounts | null;
  /** Credit the customer holds, in cents (positive), 0 for a guest. */
  customerCreditCents: number;
  /** The bike-bucks donation in dollars. */
  donation: number;
}

/** The server's money breakdown of an order (core `computePaymentBreakdown`). */
export function orderBreakdown(
  charges: readonly StageCharges[],
  adjustments: PaymentAdjustments,
): PaymentBreakdown {
  // Refuse a broken price here too: the rule would turn it into an all-zero breakdown.
  subTotalCentsOf(charges);
  return computePaymentBreakdown({
    stages: charges,
    discount: adjustments.discount,
    promoDiscount: adjustments.promoDiscount,
    customerBalance: adjustments.customerCreditCents,
    buckForBikes: adjustments.donation,
  });
}

/** The fee fields compared to the cent (hazMatFee is always 0 by the schema). */
const COMPARED_FEES = [
  'baseFee',
  'customsFee',
  'protectionFee',
  'pickupFee',
  'residentialFee',
] as const satisfies readonly (keyof StageFees)[];

const sameCents = (a: number, b: number) => dollarsToCents(a) === dollarsToCents(b);

/** Where a client's fee list differs from the server's, as field errors (`fees.0.baseFee`). */
export function feeDifferences(
  client: readonly StageFees[],
  server: readonly StageFees[],
): FieldError[] {
  if (client.length !== server.length) {
    return [
      {
        propertyName: 'fees',
        message: `The order has ${server.length} stage(s); the fee list has ${client.length}`,
      },
    ];
  }
  const errors: FieldError[] = [];
  client.forEach((fees, index) => {
    const mine = server.find((candidate) => candidate.stage === fees.stage);
    if (!mine) {
      errors.push({
        propertyName: `fees.${index}.stage`,
        message: `The order has no stage ${fees.stage}`,
      });
      return;
    }
    for (const field of COMPARED_FEES) {
      if (!sameCents(fees[field], mine[field])) {
        errors.push({
          propertyName: `fees.${index}.${field}`,
          message: `The ${field} of stage ${fees.stage} is ${mine[field].toFixed(2)}`,
        });
      }
    }
  });
  return errors;
}

/** What the client sent of the money of a payment. */
export interface ClientFigures {
  total: number;
  discountAmount: number;
  /** Cents (quote §9). */
  usedBalance: number;
  fees: readonly StageFees[];
}

/**
 * Every difference between the client's figures and the server's, to the cent: total,
 * discountAmount (the discount total: customer discount plus promotion), usedBalance and the
 * fee list. Empty when they agree.
 */
export function figureDifferences(
  client: ClientFigures,
  breakdown: PaymentBreakdown,
  serverFees: readonly StageFees[],
): FieldError[] {
  const errors: FieldError[] = [];
  if (!sameCents(client.total, breakdown.total)) {
    errors.push({ propertyName: 'total', message: `The total is ${breakdown.total.toFixed(2)}` });
  }
  if (!sameCents(client.discountAmount, breakdown.discountTotal)) {
    errors.push({
      propertyName: 'discountAmount',
      message: `The discount is ${breakdown.discountTotal.toFixed(2)}`,
    });
  }
  const usedBalance = dollarsToCents(breakdown.customerBalanceApplied);
  if (client.usedBalance !== usedBalance) {
    errors.push({
      propertyName: 'usedBalance',
      message: `The balance used is ${usedBalance} cents`,
    });
  }
  errors.push(...feeDifferences(client.fees, serverFees));
  return errors;
}

/**
 * The body of a 409 on a price difference. DECISION: the server's figures in the request's own
 * names and units, prefixed `server` — `serverTotal` and `serverDiscountAmount` in dollars,
 * `serverUsedBalance` in cents, `serverFees` the fee list — so a client can show them and retry.
 */
export function serverFigures(breakdown: PaymentBreakdown, fees: readonly StageFees[]) {
  return {
    serverTotal: breakdown.total,
    serverDiscountAmount: breakdown.discountTotal,
    serverUsedBalance: dollarsToCents(breakdown.customerBalanceApplied),
    serverFees: fees,
  };
}
