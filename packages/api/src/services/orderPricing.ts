import {
  type CouponAmounts,
  computePaymentBreakdown,
  computeStageSubTotalCents,
  dollarsToCents,
  isInternationalShipment,
  landedCostOutcomeOf,
  landedCostRequestOf,
  type PaymentBreakdown,
  type StageCharges,
  type StageCustoms,
  stageChargesOf,
  stageCustomsOf,
  stageFeesOf,
} from '@bikeship/core/rules';
import type {
  Customs,
  FieldError,
  LandedCostRequest,
  LandedCostResponse,
  OrderRequestPackage,
  OrderStage,
  PriceChangedAnswer,
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
 * The server's prices of an order: every price the server accepts it computes itself with the
 * core rules. The temporary order is re-rated with the carrier; its fees per stage, sub-total
 * and — at payment — discounts, balance and total come from the SAME rule functions the browser
 * shows them with (`stageFeesOf`, `stageChargesOf`, `computePaymentBreakdown`). Money is
 * compared in whole cents.
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

interface PricedCustoms extends StageCustoms {
  /** Per package: the customs fields of an accepted estimate. */
  customs: Customs[];
}

/**
 * The customs of an international stage: estimated with the core request (`landedCostRequestOf`,
 * the browser's) and filed with the core rules (`landedCostOutcomeOf`, `stageCustomsOf`), so the
 * browser's fee list and the server's agree for the payment to pass. A failed call is a failed
 * estimate (quote §8).
 */
async function customsOf(
  deps: PricingDeps,
  request: TemporaryOrderRequest,
  stage: OrderStage,
  rate: RateOption,
  protectionCosts: readonly number[],
): Promise<PricedCustoms> {
  const landedCostRequest = landedCostRequestOf({
    ...stage,
    rate,
    // The server's own protection prices, whatever the client sent.
    packages: request.packages.map((pkg, index) => ({
      ...pkg,
      protectionFee: protectionCosts[index] ?? 0,
    })),
    purpose: request.purpose,
  });
  const answer = await Promise.resolve()
    .then(() => deps.landedCost(landedCostRequest))
    .catch((): LandedCostResponse => ({ success: false, error: 'unavailable', packages: [] }));
  const outcome = landedCostOutcomeOf(answer);
  return {
    ...stageCustomsOf(stage.stage, outcome),
    customs: outcome?.kind === 'accepted' ? outcome.answer.packages : [],
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

  const protectionCosts = request.packages.map((pkg) => premiumProtectionCost(pkg.coverage));
  const stages: PricedStage[] = [];
  const fees: StageFees[] = [];
  for (const { stage, stageRates, rate } of chosen) {
    if (!stageRates || !rate) continue; // unreachable: refused above
    const international = isInternationalShipment(stage.from.countryCode, stage.to.countryCode);
    const customs = international
      ? await customsOf(deps, request, stage, rate, protectionCosts)
      : undefined;
    stages.push({
      stage: stage.stage,
      rate,
      pickupFee: stageRates.pickupFee,
      international,
      customs: customs?.customs ?? [],
    });
    fees.push(
      stageFeesOf(stage.stage, {
        rate,
        pickupFee: stageRates.pickupFee,
        protectionCosts,
        customs,
      }),
    );
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
export function serverFigures(
  breakdown: PaymentBreakdown,
  fees: readonly StageFees[],
): Omit<PriceChangedAnswer, 'message' | 'errors'> {
  return {
    serverTotal: breakdown.total,
    serverDiscountAmount: breakdown.discountTotal,
    serverUsedBalance: dollarsToCents(breakdown.customerBalanceApplied),
    serverFees: [...fees],
  };
}
