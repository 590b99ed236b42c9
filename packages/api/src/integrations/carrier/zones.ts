import { isInternationalShipment } from '@bikeship/core/rules';
import type { Geometry } from '@bikeship/core/schemas';
import { ZONE_SETS, type ZoneSetId } from '@bikeship/core/shippingTables';

/** The mean Earth radius in statute miles (IUGG), what great-circle distances use. */
const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two places, in miles. */
export function greatCircleMiles(from: Geometry, to: Geometry): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The zone set of a trip: international when the countries differ and are not both in the EU
 * (core rule, quote §5), else domestic — so Berlin to Paris is priced on the domestic zones.
 */
export function zoneSetFor(fromCountryCode: string, toCountryCode: string): ZoneSetId {
  return isInternationalShipment(fromCountryCode, toCountryCode) ? 'international' : 'domestic';
}

/** The zone of a distance in a zone set: the first band whose limit it does not pass. */
export function zoneFor(zoneSet: ZoneSetId, miles: number): string {
  const { zones } = ZONE_SETS[zoneSet];
  const band = zones.find(
    (candidate) => candidate.maxMiles === null || miles <= candidate.maxMiles,
  );
  // The last band is open (maxMiles null), so a band is always found; the fallback satisfies TS.
  return (band ?? zones[zones.length - 1])?.zone ?? '';
}
