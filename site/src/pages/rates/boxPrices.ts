import { billableWeightLb, dimensionalWeightLb } from '@bikeship/core/rules';
import type { PackagePreset } from '@bikeship/core/schemas';
import {
  PACKAGE_PRESETS,
  PRICE_TABLES,
  packagePriceCents,
  SERVICE_LEVELS,
  type ServiceCode,
  ZONE_SETS,
  type ZoneSetId,
} from '@bikeship/core/shippingTables';

/** A box preset with the weights the carrier bills it by. */
export interface WeighedPreset {
  preset: PackagePreset;
  dimensionalWeightLb: number;
  billableWeightLb: number;
}

/** What one box costs in each zone of a zone set, by one service: cents, zone order. */
export interface ZonePrices {
  zones: readonly string[];
  /** Same order as `zones`; null where the service has no price for the zone. */
  cents: readonly (number | null)[];
}

/** One service's prices for one box across a zone set. */
export interface ServicePrices extends ZonePrices {
  code: ServiceCode;
  name: string;
  guaranteed: boolean;
}

/**
 * The presets with their dimensional and billable weights, by the same core rule the carrier
 * prices a quote with (the preset's own units, as the quote sends them).
 */
export function weighedPresets(presets: readonly PackagePreset[] = PACKAGE_PRESETS) {
  return presets.map(
    (preset): WeighedPreset => ({
      preset,
      dimensionalWeightLb: dimensionalWeightLb(preset, preset),
      billableWeightLb: billableWeightLb(preset, preset),
    }),
  );
}

/** The zone names of a zone set, nearest first. */
export const zonesOf = (zoneSet: ZoneSetId) => ZONE_SETS[zoneSet].zones.map((band) => band.zone);

/**
 * One box of a billable weight, by one service, in every zone of a set: the price the built-in
 * carrier's quote charges for it to a business address (the residential surcharge is apart).
 */
export function zonePrices(
  billableWeight: number,
  zoneSet: ZoneSetId,
  code: ServiceCode,
): ZonePrices {
  const zones = zonesOf(zoneSet);
  const rows = PRICE_TABLES[zoneSet][code];
  return {
    zones,
    cents: zones.map((zone) => {
      const row = rows?.[zone];
      return row ? packagePriceCents(row, billableWeight) : null;
    }),
  };
}

/** Every service the carrier offers in a zone set, fastest first, for one box. */
export function servicePrices(billableWeight: number, zoneSet: ZoneSetId): ServicePrices[] {
  return SERVICE_LEVELS.flatMap((level) => {
    const offer = level.offers[zoneSet];
    if (!offer) return [];
    return [
      {
        code: level.code,
        name: offer.name,
        guaranteed: level.guaranteed,
        ...zonePrices(billableWeight, zoneSet, level.code),
      },
    ];
  });
}
