import {
  BOX_MAX_LENGTH_IN,
  BOX_MAX_LENGTH_PLUS_GIRTH_IN,
  BOX_MAX_WEIGHT_LB,
  CM_TO_IN,
  CURRENCY,
  DEFAULT_PICKUP_FEE,
  DIM_WEIGHT_DIVISOR_IN3_PER_LB,
  KG_TO_LB,
  PREMIUM_PROTECTION_MAX_COVERAGE,
} from '@bikeship/core/constants';
import { centsToDollars } from '@bikeship/core/rules';
import {
  PRICE_TABLES,
  RESIDENTIAL_SURCHARGE_CENTS,
  SERVICE_LEVELS,
  type ServiceCode,
  WEIGHT_BRACKETS_LB,
  ZONE_SETS,
  type ZoneBand,
  type ZoneSetId,
} from '@bikeship/core/shippingTables';
import { PICKUP_OPTIONS } from '../../referenceData/pickupOptions';
import {
  PROTECTION_COVERAGE_STEP,
  PROTECTION_INCLUDED_COVERAGE,
  PROTECTION_PRICE_PER_STEP_CENTS,
} from '../../referenceData/protectionPriceTable';

/** One service in one zone set: its prices per zone and bracket, in dollars. */
export interface PublishedService {
  code: ServiceCode;
  name: string;
  shortName: string;
  guaranteed: boolean;
  transitDays: Readonly<Record<string, number>>;
  /** Per zone: the price up to each weight bracket, then the price per pound above the last. */
  prices: Record<string, { upTo: number[]; perLbAbove: number }>;
  residentialSurchargePerPackage: number;
}

export interface PublishedZoneSet {
  id: ZoneSetId;
  name: string;
  appliesWhen: string;
  zones: readonly ZoneBand[];
  services: PublishedService[];
}

/** What GET /api/Rates/tables answers: everything a quote is priced from, in dollars. */
export interface PublishedRateTables {
  carrier: string;
  currency: string;
  /** Upper bounds of the weight brackets, pounds of billable weight. */
  weightBracketsLb: readonly number[];
  billableWeight: {
    rule: string;
    dimensionalDivisorIn3PerLb: number;
    cmToIn: number;
    kgToLb: number;
  };
  boxLimits: { maxWeightLb: number; maxLengthIn: number; maxLengthPlusGirthIn: number };
  zoneSets: PublishedZoneSet[];
  surcharges: {
    residential: string;
    pickup: { description: string; options: { id: number; name: string; fee: number }[] };
    premiumProtection: {
      description: string;
      includedCoverage: number;
      coverageStep: number;
      pricePerStep: number;
      maxCoverage: number;
    };
  };
}

function publishedZoneSet(zoneSet: ZoneSetId): PublishedZoneSet {
  const table = ZONE_SETS[zoneSet];
  const services: PublishedService[] = [];
  for (const level of SERVICE_LEVELS) {
    const offer = level.offers[zoneSet];
    const rows = PRICE_TABLES[zoneSet][level.code];
    if (!offer || !rows) continue;
    const prices: PublishedService['prices'] = {};
    for (const [zone, row] of Object.entries(rows)) {
      prices[zone] = {
        upTo: row.upToCents.map(centsToDollars),
        perLbAbove: centsToDollars(row.perLbAboveCents),
      };
    }
    services.push({
      code: level.code,
      name: offer.name,
      shortName: offer.shortName,
      guaranteed: level.guaranteed,
      transitDays: offer.transitDays,
      prices,
      residentialSurchargePerPackage: centsToDollars(
        RESIDENTIAL_SURCHARGE_CENTS[zoneSet][level.code] ?? 0,
      ),
    });
  }
  return {
    id: table.id,
    name: table.name,
    appliesWhen: table.appliesWhen,
    zones: table.zones,
    services,
  };
}

/** The built-in carrier's tables as the site's "dimensions and rates" page shows them. */
export function builtInPublishedTables(carrierName: string): PublishedRateTables {
  return {
    carrier: carrierName,
    currency: CURRENCY,
    weightBracketsLb: WEIGHT_BRACKETS_LB,
    billableWeight: {
      rule:
        'The larger of the actual weight and the dimensional weight (length × width × height in ' +
        'inches, each rounded to the nearest inch, divided by 139), rounded up to a whole pound',
      dimensionalDivisorIn3PerLb: DIM_WEIGHT_DIVISOR_IN3_PER_LB,
      cmToIn: CM_TO_IN,
      kgToLb: KG_TO_LB,
    },
    boxLimits: {
      maxWeightLb: BOX_MAX_WEIGHT_LB,
      maxLengthIn: BOX_MAX_LENGTH_IN,
      maxLengthPlusGirthIn: BOX_MAX_LENGTH_PLUS_GIRTH_IN,
    },
    zoneSets: [publishedZoneSet('domestic'), publishedZoneSet('international')],
    surcharges: {
      residential: 'Per package delivered to a residential address, by service (see each service)',
      pickup: {
        description: `A scheduled pickup costs $${DEFAULT_PICKUP_FEE} per stage and cannot be booked for today`,
        options: PICKUP_OPTIONS.map(({ id, name, fee }) => ({ id, name, fee: fee ?? 0 })),
      },
      premiumProtection: {
        description:
          'The first $100 of declared value is covered; each further $100 or part of it costs the step price',
        includedCoverage: PROTECTION_INCLUDED_COVERAGE,
        coverageStep: PROTECTION_COVERAGE_STEP,
        pricePerStep: centsToDollars(PROTECTION_PRICE_PER_STEP_CENTS),
        maxCoverage: PREMIUM_PROTECTION_MAX_COVERAGE,
      },
    },
  };
}
