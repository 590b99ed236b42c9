import type {
  AddressStage,
  LandedCostRequest,
  OrderRequestPackage,
  RateOption,
  RateRequestAddress,
  Search,
} from '../schemas';
import { isInternationalShipment } from './customs';
import { orderPackagesOf } from './orderPackages';
import { rateRequestAddressOf } from './rateRequest';

type QuotedSide = Pick<RateRequestAddress, 'countryCode' | 'city' | 'state' | 'postalCode'>;
type StreetAddress = Pick<
  AddressStage,
  'address1' | 'streetAddress' | 'postalCode' | 'city' | 'state'
>;

/**
 * One stage as a landed-cost estimate reads it — the parts of a temporary order's stage
 * (`OrderStage`), so the server passes its own and the browser builds the same from a search.
 */
export interface LandedCostStage {
  stage: number;
  /** The chosen speed: it is the service level, and its price is part of the customs value. */
  rate: Pick<RateOption, 'code' | 'rate'>;
  /** Where each side was quoted (the rate request's side). */
  from: QuotedSide;
  to: QuotedSide;
  /** The step-3 addresses, once the customer has given them. */
  fromAddress?: StreetAddress;
  toAddress?: StreetAddress;
  /** The order's packages, each with its premium protection price as `protectionFee`. */
  packages: readonly Pick<
    OrderRequestPackage,
    | 'name'
    | 'category'
    | 'length'
    | 'width'
    | 'height'
    | 'weight'
    | 'linearUnit'
    | 'weightUnit'
    | 'value'
    | 'coverage'
    | 'protectionFee'
  >[];
  /** The purpose's form-data entryId. */
  purpose?: number;
}

const given = (text: string | undefined) => (text?.trim() ? text : undefined);

/** A side as the call names it: the step-3 address where given, else the quoted place. */
function sideOf(quoted: QuotedSide, address: StreetAddress | undefined) {
  return {
    country: quoted.countryCode,
    line1: given(address?.address1) ?? given(address?.streetAddress),
    zipCode: given(address?.postalCode) ?? given(quoted.postalCode),
    city: given(address?.city) ?? given(quoted.city),
    stateProv: given(address?.state) ?? given(quoted.state),
  };
}

/**
 * The landed-cost request of a stage (quote §7 POST /api/GCLandedCost/gcget-landed-cost): the
 * chosen speed as service level and shipping charge, every package with its category, value,
 * coverage and protection price, both sides, and the purpose. The browser asks with it to show
 * the clearance fee and the server asks with it to charge one: built once, they agree.
 */
export function landedCostRequestOf(stage: LandedCostStage): LandedCostRequest {
  const from = sideOf(stage.from, stage.fromAddress);
  const to = sideOf(stage.to, stage.toAddress);
  const items = stage.packages.map((pkg, index) => ({
    categoryCode: pkg.category,
    name: pkg.name ?? `Box ${index + 1}`,
    dimensions: { length: pkg.length, width: pkg.width, height: pkg.height, weight: pkg.weight },
    units: { linearUnit: pkg.linearUnit, weightUnit: pkg.weightUnit },
    value: pkg.value,
    coverage: pkg.coverage,
    protectionFee: pkg.protectionFee,
  }));
  const sum = (amountOf: (item: (typeof items)[number]) => number) =>
    items.reduce((total, item) => total + amountOf(item), 0);
  return {
    stage: stage.stage,
    // Echoed back by the server: the speed the estimate is for.
    result: String(stage.rate.code),
    serviceLevelCode: String(stage.rate.code),
    itemsCreateWorkflow: items,
    fromCountry: from.country,
    fromLine1: from.line1,
    fromZipCode: from.zipCode,
    fromCity: from.city,
    fromStateProv: from.stateProv,
    toCountry: to.country,
    toLine1: to.line1,
    toZipCode: to.zipCode,
    toCity: to.city,
    toStateProv: to.stateProv,
    costOfGoods: sum((item) => item.value),
    shippingCharge: stage.rate.rate,
    insuranceCharge: sum((item) => item.protectionFee),
    ...(stage.purpose !== undefined ? { purposeCode: String(stage.purpose) } : {}),
  };
}

/**
 * The landed-cost request of a search's stage `stageIndex`, as its order will be estimated:
 * the stage of `buildRateRequest` with the step-3 addresses and `orderPackagesOf`. Null when
 * none is to be made: a domestic stage (quote §5), no speed chosen yet (the shipping charge is
 * part of the customs value), or no box ready to quote.
 */
export function searchLandedCostRequest(
  search: Search,
  stageIndex: number,
): LandedCostRequest | null {
  const trip = search.trips[stageIndex];
  const details = search.details[stageIndex];
  const from = trip?.from && rateRequestAddressOf(trip.from, details?.from);
  const to = trip?.to && rateRequestAddressOf(trip.to, details?.to);
  const packages = orderPackagesOf(search);
  if (!trip?.rateChoice || !from || !to || !packages?.length) return null;
  if (!isInternationalShipment(from.countryCode, to.countryCode)) return null;
  return landedCostRequestOf({
    stage: stageIndex + 1,
    rate: trip.rateChoice,
    from,
    to,
    fromAddress: details?.from,
    toAddress: details?.to,
    packages,
    purpose: search.purpose,
  });
}
