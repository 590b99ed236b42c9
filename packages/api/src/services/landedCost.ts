import { createHash } from 'node:crypto';
import {
  DOMESTIC_LANDED_COST_ERROR,
  EU_COUNTRY_CODES,
  LANDED_COST_CLEARANCE_FEE_CAP,
} from '@bikeship/core/constants';
import {
  centsToDollars,
  dollarsToCents,
  formatUsd,
  isInternationalShipment,
  isLandedCostAccepted,
} from '@bikeship/core/rules';
import type { Customs, LandedCostRequest, LandedCostResponse } from '@bikeship/core/schemas';
import { DE_MINIMIS, type DeMinimisThresholds, USD_PER_UNIT } from '../referenceData/deMinimis';
import {
  BROKERAGE_FEE,
  CA_HST_PERCENT,
  CLASSIFICATION_BY_CATEGORY,
  type Classification,
  EU_VAT_PERCENT,
  TARIFF_SCHEDULES,
  TARIFF_TABLES_AS_OF,
  type TariffArea,
  type Valuation,
} from '../referenceData/dutyRates';

/** The currency of every amount of the answer: the request's money is in dollars (quote §9). */
const ANSWER_CURRENCY = 'USD';

/** ISO codes compare trimmed and upper-case, as the core customs rule compares them. */
function codeOf(value: string | undefined): string {
  return value?.trim().toUpperCase() ?? '';
}

/** The customs territory whose tariff applies at a destination; undefined: not covered. */
export function tariffAreaOf(countryCode: string): TariffArea | undefined {
  if (EU_COUNTRY_CODES.includes(countryCode)) return 'EU';
  return Object.hasOwn(TARIFF_SCHEDULES, countryCode) && countryCode !== 'EU'
    ? (countryCode as TariffArea)
    : undefined;
}

/** `percent` % of an amount in cents, rounded half up to the cent (no binary float drift). */
function percentOf(cents: number, percent: number): number {
  return Math.round(Number(((cents * percent) / 100).toPrecision(12)));
}

/**
 * Splits `total` cents over shares in proportion to `weights`, to the cent and summing exactly
 * to `total` (largest remainder; equal shares when every weight is 0). Shipping, insurance and
 * the brokerage fee of a shipment are spread over its boxes this way, by value as customs does.
 */
function allocateCents(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const basis = weightSum > 0 ? weights : weights.map(() => 1);
  const basisSum = weightSum > 0 ? weightSum : weights.length;
  const exact = basis.map((weight) => (total * weight) / basisSum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A threshold in the destination's currency as US cents; null stays null (no relief). */
function thresholdInCents(amount: number | null, usdPerUnit: number): number | null {
  return amount === null ? null : dollarsToCents(amount * usdPerUnit);
}

function failure(request: LandedCostRequest, error: string): LandedCostResponse {
  return { success: false, error, packages: [], result: request.result };
}

/**
 * A quote id that names what was priced: the same request on the same tariff tables always
 * gets the same id, so the order area can price a stage again and tell whether the customer
 * was shown that very quote — without this public, often-called endpoint writing a row.
 */
function quoteIdOf(request: LandedCostRequest): string {
  const digest = createHash('sha256')
    .update(JSON.stringify({ tables: TARIFF_TABLES_AS_OF, request }))
    .digest('hex');
  return `LC-${digest.slice(0, 20).toUpperCase()}`;
}

/** The import tax rate at a destination: an EU member's VAT, a Canadian province's HST. */
function taxPercentAt(area: TariffArea, country: string, stateProv: string): number {
  if (area === 'EU') return EU_VAT_PERCENT[country] ?? 0;
  if (area === 'CA') return CA_HST_PERCENT[stateProv] ?? TARIFF_SCHEDULES.CA.taxPercent;
  return TARIFF_SCHEDULES[area].taxPercent;
}

/** One box's part of the shipment, in cents. */
interface BoxValuation {
  classification: Classification;
  goods: number;
  freight: number;
  insurance: number;
}

function customsValueOf(box: BoxValuation, valuation: Valuation): number {
  return valuation === 'FOB' ? box.goods : box.goods + box.freight + box.insurance;
}

/**
 * POST /api/GCLandedCost/gcget-landed-cost (quote §7): the duties, import taxes and
 * brokerage fee a receiver would owe, prepaid by the sender as the stage's clearance fee.
 *
 * - Not international (same country, or both in the EU — the core `isInternationalShipment`
 *   rule): "Domestic shipments are not allowed", which the client ignores (quote §8).
 * - Each box is classified by its category (dutyRates.ts); an unclassifiable box, or a
 *   destination without tables, answers a failure: duties are then paid on delivery.
 * - Values: the goods are `costOfGoods` when given, else the sum of the boxes' values, spread
 *   over the boxes by value; shipping is `shippingCharge`; insurance is `insuranceCharge`, else
 *   the boxes' protection fees (the premium paid, not the amount covered, is what customs adds).
 * - De minimis (deMinimis.ts) on the whole shipment; duty on CIF or FOB per territory; tax on
 *   its valuation plus the duty; the brokerage fee on what is advanced.
 * - An estimate the core acceptance rule would refuse (clearance fee above
 *   LANDED_COST_CLEARANCE_FEE_CAP) answers a failure with the reason instead.
 * Pure and synchronous: the order area calls it again to price a stage on its own figures.
 */
export function estimateLandedCost(request: LandedCostRequest): LandedCostResponse {
  const from = codeOf(request.fromCountry);
  const to = codeOf(request.toCountry);
  if (!isInternationalShipment(from, to)) return failure(request, DOMESTIC_LANDED_COST_ERROR);
  const area = tariffAreaOf(to);
  if (!area) return failure(request, `Landed cost is not available for shipments to ${to}`);

  const classifications: Classification[] = [];
  for (const [index, item] of request.itemsCreateWorkflow.entries()) {
    const category = codeOf(item.categoryCode);
    const classification = CLASSIFICATION_BY_CATEGORY[category];
    if (!classification) {
      return failure(
        request,
        `Box ${index + 1} (${item.name}): no customs classification for category "${category}"`,
      );
    }
    classifications.push(classification);
  }

  const boxValues = request.itemsCreateWorkflow.map((item) => dollarsToCents(item.value));
  const goodsTotal =
    request.costOfGoods > 0
      ? dollarsToCents(request.costOfGoods)
      : boxValues.reduce((sum, value) => sum + value, 0);
  const goods = allocateCents(goodsTotal, boxValues);
  const shipping = dollarsToCents(request.shippingCharge);
  const insurance =
    request.insuranceCharge > 0
      ? dollarsToCents(request.insuranceCharge)
      : request.itemsCreateWorkflow.reduce(
          (sum, item) => sum + dollarsToCents(item.protectionFee),
          0,
        );
  const freight = allocateCents(shipping, goods);
  const insured = allocateCents(insurance, goods);
  const boxes: BoxValuation[] = classifications.map((classification, index) => ({
    classification,
    goods: goods[index] ?? 0,
    freight: freight[index] ?? 0,
    insurance: insured[index] ?? 0,
  }));

  const rule = DE_MINIMIS[area];
  const thresholds: DeMinimisThresholds = rule.fromCountries?.countries.includes(from)
    ? rule.fromCountries
    : rule;
  const usdPerUnit = USD_PER_UNIT[rule.currency];
  const comparedValue =
    rule.valueBasis === 'goods' ? goodsTotal : goodsTotal + shipping + insurance;
  const dutyFreeUpTo = thresholdInCents(thresholds.dutyFreeUpTo, usdPerUnit);
  const taxFreeUpTo = thresholdInCents(thresholds.taxFreeUpTo, usdPerUnit);
  const dutyFree = dutyFreeUpTo !== null && comparedValue <= dutyFreeUpTo;
  const taxFree = taxFreeUpTo !== null && comparedValue <= taxFreeUpTo;

  const schedule = TARIFF_SCHEDULES[area];
  const taxPercent = taxPercentAt(area, to, codeOf(request.toStateProv));
  const duties = boxes.map((box) =>
    dutyFree
      ? 0
      : percentOf(
          customsValueOf(box, schedule.dutyValuation),
          schedule.dutyPercent[box.classification.goods],
        ),
  );
  let taxes = boxes.map((box, index) =>
    taxFree
      ? 0
      : percentOf(customsValueOf(box, schedule.taxValuation) + (duties[index] ?? 0), taxPercent),
  );
  const taxNotCollectedUpTo = thresholdInCents(rule.taxNotCollectedUpTo ?? null, usdPerUnit);
  const taxTotal = taxes.reduce((sum, tax) => sum + tax, 0);
  if (taxNotCollectedUpTo !== null && taxTotal <= taxNotCollectedUpTo) {
    taxes = taxes.map(() => 0);
  }

  const owedByBox = boxes.map((_, index) => (duties[index] ?? 0) + (taxes[index] ?? 0));
  const owed = owedByBox.reduce((sum, amount) => sum + amount, 0);
  const brokerage =
    owed > 0
      ? Math.max(BROKERAGE_FEE.minimumCents, percentOf(owed, BROKERAGE_FEE.percentOfDutiesAndTaxes))
      : 0;
  const brokerageByBox = allocateCents(brokerage, owedByBox);

  const quoteId = quoteIdOf(request);
  const packages: Customs[] = boxes.map((box, index) => ({
    quoteId,
    hsCode: box.classification.hsCode,
    commodityId: `${quoteId}-${index + 1}`,
    commodityCurrencyCode: ANSWER_CURRENCY,
    commodityDuty: centsToDollars(duties[index] ?? 0),
    commodityVAT: centsToDollars(taxes[index] ?? 0),
    isCalculable: true,
    totalCommodityDutyAndTax: centsToDollars(owedByBox[index] ?? 0),
    totalCommodityTaxesAndFees: centsToDollars(
      (owedByBox[index] ?? 0) + (brokerageByBox[index] ?? 0),
    ),
  }));
  const answer: LandedCostResponse = {
    success: true,
    clearanceFee: centsToDollars(owed + brokerage),
    packages,
    quoteId,
    result: request.result,
  };
  if (!isLandedCostAccepted(answer)) {
    return failure(
      request,
      `Duties and taxes of ${formatUsd(centsToDollars(owed + brokerage))} exceed the ` +
        `${formatUsd(LANDED_COST_CLEARANCE_FEE_CAP)} that can be prepaid; the receiver pays them on delivery`,
    );
  }
  return answer;
}
