import { LANDED_COST_CLEARANCE_FEE_CAP } from '@bikeship/core/constants';
import { isLandedCostAccepted } from '@bikeship/core/rules';
import type {
  LandedCostEntry,
  LandedCostRequest,
  LandedCostResponse,
  Search,
} from '@bikeship/core/schemas';
import type { ShipStore } from '@bikeship/core/stores';
import type { QuoteApi } from '../../runtime/quoteRuntime';
import { isInternationalTrip, syncStageFees } from './stageFees';
import { countryCodeOf, placeComponent } from './stagePlaces';

/**
 * The landed cost (customs clearance estimate) of an international stage (quote §5, §7, §8).
 */

/** One side of a stage as the landed-cost call names it: the step-3 address, else the place. */
function sideOf(search: Search, stageIndex: number, which: 'from' | 'to') {
  const place = search.trips[stageIndex]?.[which];
  const address = search.details[stageIndex]?.[which];
  return {
    line1: address?.address1 || undefined,
    zipCode: address?.postalCode || placeComponent(place, 'postal_code', 'short') || undefined,
    city: address?.city || placeComponent(place, 'locality', 'long') || undefined,
    stateProv:
      address?.state || placeComponent(place, 'administrative_area_level_1', 'short') || undefined,
  };
}

/**
 * The landed-cost request of a stage, or null when none is to be made: a domestic stage (the
 * core rule: same country, or both in the EU), no speed chosen yet (the shipping charge is part
 * of the customs value), or a box without dimensions.
 *
 * Built the way the server prices the order (api services/orderPricing.ts), so the clearance
 * fee shown is the one the server charges: the chosen rate as service level and shipping
 * charge, every box with its category, value, coverage and protection price, and the step-3
 * address where the customer has given it (the place picked in step 1 otherwise).
 */
export function landedCostRequestOf(search: Search, stageIndex: number): LandedCostRequest | null {
  const trip = search.trips[stageIndex];
  const rate = trip?.rateChoice;
  if (!trip || !rate || !isInternationalTrip(trip) || search.boxes.length === 0) return null;
  const declined = search.premiumProtection === false;
  const items: LandedCostRequest['itemsCreateWorkflow'] = [];
  for (const [index, box] of search.boxes.entries()) {
    const { length, width, height, weight } = box;
    if (!length || !width || !height || !weight) return null;
    const protection = declined ? undefined : box.premiumProtection;
    items.push({
      categoryCode: box.category,
      name: box.name ?? box.presetName ?? `Box ${index + 1}`,
      dimensions: { length, width, height, weight },
      units: { linearUnit: box.linearUnit, weightUnit: box.weightUnit },
      value: box.marketValue ?? 0,
      coverage: protection?.coverage ?? 0,
      protectionFee: protection?.cost ?? 0,
    });
  }
  const from = sideOf(search, stageIndex, 'from');
  const to = sideOf(search, stageIndex, 'to');
  return {
    stage: stageIndex + 1,
    // Echoed back by the server: the speed the estimate is for.
    result: String(rate.code),
    serviceLevelCode: String(rate.code),
    itemsCreateWorkflow: items,
    fromCountry: countryCodeOf(trip.from),
    fromLine1: from.line1,
    fromZipCode: from.zipCode,
    fromCity: from.city,
    fromStateProv: from.stateProv,
    toCountry: countryCodeOf(trip.to),
    toLine1: to.line1,
    toZipCode: to.zipCode,
    toCity: to.city,
    toStateProv: to.stateProv,
    costOfGoods: items.reduce((sum, item) => sum + item.value, 0),
    shippingCharge: rate.rate,
    insuranceCharge: items.reduce((sum, item) => sum + item.protectionFee, 0),
  };
}

/** What a landed-cost call came to, for the customer. */
export type LandedCostOutcome =
  | { kind: 'accepted'; answer: LandedCostResponse; clearanceFee: number }
  | { kind: 'failed'; reason: string };

/**
 * Asks for the landed cost and applies the acceptance rule (quote §5: success and clearanceFee
 * at most LANDED_COST_CLEARANCE_FEE_CAP). Null when the core client skips or ignores it (same
 * country; 'Domestic shipments are not allowed'). A call that fails outright is a failed entry
 * too (quote §8), never an exception.
 */
export async function fetchLandedCost(
  api: Pick<QuoteApi, 'landedCost'>,
  request: LandedCostRequest,
): Promise<LandedCostOutcome | null> {
  const answer = await api.landedCost
    .getLandedCost({ body: request })
    .catch((): LandedCostResponse => ({ success: false, packages: [] }));
  if (answer === false) return null;
  if (isLandedCostAccepted(answer)) {
    return { kind: 'accepted', answer, clearanceFee: answer.clearanceFee ?? 0 };
  }
  const aboveCap = answer.success && (answer.clearanceFee ?? 0) > LANDED_COST_CLEARANCE_FEE_CAP;
  return {
    kind: 'failed',
    reason: aboveCap
      ? 'the duties and taxes are more than can be prepaid'
      : answer.error?.trim() || 'the customs service did not answer',
  };
}

/** The landed-cost entry of a stage (quote §3): result true with the fee, or a failed entry. */
export function landedCostEntryOf(stage: number, outcome: LandedCostOutcome): LandedCostEntry {
  return outcome.kind === 'accepted'
    ? { stage, result: true, clearanceFee: outcome.clearanceFee }
    : { stage, result: false, clearanceFee: 0 };
}

/**
 * Files a landed-cost outcome in the stage's fees — only while the search still asks for that
 * very estimate (the customer may have chosen another speed meanwhile). True when filed.
 */
export function fileLandedCost(
  ship: ShipStore,
  stageIndex: number,
  request: LandedCostRequest,
  outcome: LandedCostOutcome | null,
): boolean {
  const current = landedCostRequestOf(ship.getState().search, stageIndex);
  if (JSON.stringify(current) !== JSON.stringify(request)) return false;
  syncStageFees(ship); // one fee entry per stage to file into
  const { fees } = ship.getState();
  const entry = outcome ? landedCostEntryOf(stageIndex + 1, outcome) : null;
  const next = fees.map((stageFees, index) =>
    index === stageIndex
      ? {
          ...stageFees,
          customsFee: entry?.clearanceFee ?? 0,
          landedCost: entry ? [entry] : [],
        }
      : stageFees,
  );
  if (JSON.stringify(next) !== JSON.stringify(fees)) ship.getState().setFees(next);
  return true;
}

/**
 * Estimates every international stage again and files the answers (after new rates changed a
 * chosen speed outside step 2). The outcomes by stage index; null where nothing was asked.
 */
export async function refreshLandedCosts(
  api: Pick<QuoteApi, 'landedCost'>,
  ship: ShipStore,
): Promise<(LandedCostOutcome | null)[]> {
  const { search } = ship.getState();
  return Promise.all(
    search.trips.map(async (_, stageIndex) => {
      const request = landedCostRequestOf(search, stageIndex);
      if (!request) return null;
      const outcome = await fetchLandedCost(api, request);
      fileLandedCost(ship, stageIndex, request, outcome);
      return outcome;
    }),
  );
}
