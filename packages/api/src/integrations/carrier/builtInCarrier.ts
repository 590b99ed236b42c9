import { SHIP_DATE_SEARCH_MAX_DAYS } from '@bikeship/core/constants';
import {
  billableWeightLb,
  centsToDollars,
  dollarsToCents,
  type IsoDate,
  isValidShipDate,
  pickupFeeOf,
  type ShipDateRules,
  sortRatesByPrice,
} from '@bikeship/core/rules';
import type {
  RateOption,
  RateRequest,
  RateRequestPackage,
  RateRequestStage,
  ShippingRateSet,
  StageRates,
} from '@bikeship/core/schemas';
import {
  PRICE_TABLES,
  packagePriceCents,
  RESIDENTIAL_SURCHARGE_CENTS,
  SERVICE_LEVELS,
  type ZoneSetId,
} from '@bikeship/core/shippingTables';
import { COUNTRIES } from '../../referenceData/countries';
import { PICKUP_OPTIONS } from '../../referenceData/pickupOptions';
import { randomBase64Url } from '../../secureRandom';
import { premiumProtectionCost } from '../../services/protection';
import type { Geocoder } from '../geo/geocoder';
import {
  addBusinessDays,
  addCalendarDays,
  businessDayOnOrBefore,
  earliestShipDate,
  shipDateRulesOf,
  shopToday,
  subtractBusinessDays,
} from './businessDays';
import type { CarrierAdapter } from './carrierAdapter';
import { CarrierInputError } from './carrierInputError';
import { coordinatesOf } from './placeCoordinates';
import { builtInPublishedTables, type PublishedRateTables } from './publishedTables';
import { builtInTrackingEvents, builtInTrackingNumber } from './tracking';
import { greatCircleMiles, zoneFor, zoneSetFor } from './zones';

export const BUILT_IN_CARRIER_NAME = 'bikeship built-in carrier';

/** The countries of the form-data list are the ones the carrier serves (referenceData). */
const SERVED_COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.code));

const QUOTE_ID_RANDOM_BYTES = 12;

/**
 * A quote id: 'q_' and 96 random bits — unique without a lookup, and not guessable. The bytes
 * come from a pooled CSPRNG draw (secureRandom.ts), not one crypto call per id.
 */
function newQuoteId(): string {
  return `q_${randomBase64Url(QUOTE_ID_RANDOM_BYTES)}`;
}

/**
 * Quote ids from a seed — the rate request's id, itself unguessable — and the package's place in
 * the answer, so pricing a request again gives the same ids; random ones without a seed (the
 * order area's re-rating, the dates call).
 */
function quoteIdsFrom(seed: string | undefined): RateEnvironment['quoteIdOf'] {
  if (seed === undefined) return () => newQuoteId();
  return (stageNumber, speedCode, packageNumber) =>
    `${seed}.${stageNumber}.${speedCode}.${packageNumber}`;
}

/** A package's billable weight and its protection price: the same for every service. */
interface PricedPackage {
  billableWeightLb: number;
  protectionFee: number;
}

function pricedPackage(item: RateRequestPackage): PricedPackage {
  return {
    billableWeightLb: billableWeightLb(item, item),
    // The server's price for the coverage asked, whatever protectionFee the client sent: the
    // sub-total adds it per box (core stageChargesOf), so it is never part of `rate`.
    protectionFee: premiumProtectionCost(item.coverage),
  };
}

/** The pickup fee of a stage in dollars by core's rule (a stage naming no option is a drop-off). */
function stagePickupFee(stage: RateRequestStage, stageIndex: number): number {
  const fee = pickupFeeOf(stage.pickupOption, PICKUP_OPTIONS);
  if (fee === undefined) {
    throw new CarrierInputError(
      `stages.${stageIndex}.pickupOption`,
      `Stage ${stage.stage}: there is no pickup option ${stage.pickupOption}`,
    );
  }
  return fee;
}

function servedCountry(stage: RateRequestStage, stageIndex: number, side: 'from' | 'to'): string {
  const code = stage[side].countryCode.toUpperCase();
  if (!SERVED_COUNTRY_CODES.has(code)) {
    throw new CarrierInputError(
      `stages.${stageIndex}.${side}.countryCode`,
      `Stage ${stage.stage}: we do not ship ${side} the country '${stage[side].countryCode}'`,
    );
  }
  return code;
}

/** What every service of one stage shares: the trip, its zone, its dates' rules. */
interface StageContext {
  stage: RateRequestStage;
  /** The stage's place in the request, from 0. */
  stageIndex: number;
  toCountry: string;
  zoneSet: ZoneSetId;
  zone: string;
  shipRules: ShipDateRules;
  /** The first valid ship date on or after the requested one. */
  earliestShip: IsoDate;
  /** Deliver by this date (dateType D), if asked. */
  deliverBy: IsoDate | undefined;
}

/**
 * The ship date for a service. Normally the earliest valid one. When the customer asks for
 * delivery by a date (dateType D with actionDate), the latest valid ship date that still
 * delivers by then — DECISION: so a bike is not in a box longer than the trip needs; if that
 * cannot be met, the earliest (the customer sees the later deliver date).
 */
function shipDateFor(context: StageContext, transitDays: number): IsoDate {
  const { deliverBy, earliestShip, toCountry, shipRules } = context;
  if (!deliverBy) return earliestShip;
  const lastDelivery = businessDayOnOrBefore(deliverBy, toCountry);
  let ship = subtractBusinessDays(lastDelivery, transitDays, toCountry);
  while (ship > earliestShip && !isValidShipDate(ship, shipRules)) {
    ship = addCalendarDays(ship, -1);
  }
  // ISO date strings compare in date order.
  if (ship > earliestShip) return ship;
  return earliestShip;
}

/** What one rate call shares across its stages. */
interface RateEnvironment {
  geocoder: Geocoder;
  today: IsoDate;
  removeSpeeds: readonly number[];
  /** The quote id of one package of one speed of one stage (numbers from 1). */
  quoteIdOf: (stageNumber: number, speedCode: number, packageNumber: number) => string;
}

function rateOptions(
  context: StageContext,
  packages: readonly PricedPackage[],
  { removeSpeeds, quoteIdOf }: RateEnvironment,
): RateOption[] {
  const { zoneSet, zone, toCountry, stage } = context;
  const options: RateOption[] = [];
  for (const level of SERVICE_LEVELS) {
    const offer = level.offers[zoneSet];
    const row = PRICE_TABLES[zoneSet][level.code]?.[zone];
    const transitDays = offer?.transitDays[zone];
    if (!offer || !row || transitDays === undefined || removeSpeeds.includes(level.code)) continue;
    const packageCents = packages.map((item) => packagePriceCents(row, item.billableWeightLb));
    const residentialCents = stage.to.isResidential
      ? (RESIDENTIAL_SURCHARGE_CENTS[zoneSet][level.code] ?? 0) * packages.length
      : 0;
    const ship = shipDateFor(context, transitDays);
    const deliver = addBusinessDays(ship, transitDays, toCountry);
    options.push({
      name: offer.name,
      shortName: offer.shortName,
      code: level.code,
      rate: centsToDollars(packageCents.reduce((sum, cents) => sum + cents, 0)),
      selected: false,
      ship,
      deliver,
      // DECISION: the "carrier's own" dates and transit days are ours — the built-in carrier
      // IS the carrier, so there is no second schedule to report. A real carrier's adapter
      // fills them from the carrier's answer while ship/deliver may add the shop's handling.
      upsShip: ship,
      upsDeliver: deliver,
      transitDays,
      upsTransitDays: transitDays,
      residentialFee: centsToDollars(residentialCents),
      packages: packages.map((item, index) => ({
        quoteId: quoteIdOf(context.stageIndex + 1, level.code, index + 1),
        rate: centsToDollars(packageCents[index] ?? 0),
        protectionFee: item.protectionFee,
      })),
    });
  }
  return sortRatesByPrice(arrivingInTime(options, context.deliverBy));
}

/**
 * The speeds that deliver by the date asked (dateType D). DECISION: a speed that would arrive
 * after it is left out rather than offered with a later date — an event's deliver-by date is
 * when the bike must be at the venue, and a cheaper speed that misses it is a trap, not a
 * choice. When no speed can make it (booked too late for the date), every speed is offered
 * with the dates it really delivers on: the customer sees the date and can still ship (a ride
 * home a day late beats none), rather than a trip that cannot be quoted at all.
 */
function arrivingInTime(options: RateOption[], deliverBy: IsoDate | undefined): RateOption[] {
  if (!deliverBy) return options;
  // ISO date strings compare in date order.
  const inTime = options.filter(
    (option) => option.deliver !== undefined && option.deliver <= deliverBy,
  );
  return inTime.length > 0 ? inTime : options;
}

async function rateStage(
  stage: RateRequestStage,
  index: number,
  packages: readonly PricedPackage[],
  environment: RateEnvironment,
): Promise<StageRates> {
  const fromCountry = servedCountry(stage, index, 'from');
  const toCountry = servedCountry(stage, index, 'to');
  const pickupFee = stagePickupFee(stage, index);
  const where = { stageIndex: index, stageNumber: stage.stage };
  const [fromPoint, toPoint] = await Promise.all([
    coordinatesOf(stage.from, { ...where, side: 'from' }, environment.geocoder),
    coordinatesOf(stage.to, { ...where, side: 'to' }, environment.geocoder),
  ]);
  const zoneSet = zoneSetFor(fromCountry, toCountry);
  // The core ship-date rule (quote §4): weekends, the origin's holidays, past dates, beyond
  // next year, and today when a pickup fee applies.
  const shipRules = shipDateRulesOf(environment.today, fromCountry, dollarsToCents(pickupFee) > 0);
  const requested = stage.dateType === 'S' && stage.actionDate ? stage.actionDate : stage.shipDate;
  const earliestShip = earliestShipDate(shipRules, fromCountry, requested);
  if (!earliestShip) {
    throw new CarrierInputError(
      `stages.${index}.shipDate`,
      `Stage ${stage.stage}: there is no business day to ship on within ${SHIP_DATE_SEARCH_MAX_DAYS} days of ${requested} and before the end of next year`,
    );
  }
  const context: StageContext = {
    stage,
    stageIndex: index,
    toCountry,
    zoneSet,
    zone: zoneFor(zoneSet, greatCircleMiles(fromPoint, toPoint)),
    shipRules,
    earliestShip,
    deliverBy: stage.dateType === 'D' ? stage.actionDate : undefined,
  };
  return {
    stage: stage.stage,
    pickupFee,
    rates: rateOptions(context, packages, environment),
  };
}

/**
 * The built-in carrier (DESIGN.md §7): zone (great-circle distance) × billable weight × service
 * from the published tables (`@bikeship/core/shippingTables`, which the site prints too), a
 * residential surcharge per package, the stage's pickup fee, business days from the holiday
 * calendar, and simulated tracking.
 * It never touches the database: a quote is pure computation over tables held in memory (the
 * quote flow's latency budget in the API benchmark).
 */
export function createBuiltInCarrier(deps: {
  geocoder: Geocoder;
  /** The clock when `rate` is given no `now`; default the real time. */
  now?: () => Date;
}): CarrierAdapter {
  const clock = deps.now ?? (() => new Date());
  let tables: PublishedRateTables | undefined;
  return {
    name: BUILT_IN_CARRIER_NAME,
    // Pure computation over tables and place data in memory: the same request on the same day
    // with the same seed is priced the same (the server need not store the answer).
    reproducible: true,
    async rate(request: RateRequest, options = {}): Promise<ShippingRateSet> {
      const packages = request.packages.map(pricedPackage);
      const environment: RateEnvironment = {
        geocoder: deps.geocoder,
        today: shopToday(options.now ?? clock()),
        removeSpeeds: options.removeSpeeds ?? [],
        quoteIdOf: quoteIdsFrom(options.quoteIdSeed),
      };
      return Promise.all(
        request.stages.map((stage, index) => rateStage(stage, index, packages, environment)),
      );
    },
    trackingNumberFor: ({ serviceCode }) => builtInTrackingNumber({ serviceCode }),
    trackingEvents: builtInTrackingEvents,
    publishedTables() {
      tables ??= builtInPublishedTables(BUILT_IN_CARRIER_NAME);
      return tables;
    },
  };
}
