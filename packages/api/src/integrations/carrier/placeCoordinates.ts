import type { Geometry, RateRequestAddress } from '@bikeship/core/schemas';
import type { Geocoder } from '../geo/geocoder';
import { CarrierInputError } from './carrierInputError';

/** Which side of which stage a place is, for the error that names it. */
export interface PlaceSide {
  /** 0-based index of the stage in the request. */
  stageIndex: number;
  /** The stage's own number (1-based), as the customer sees it. */
  stageNumber: number;
  side: 'from' | 'to';
}

function describePlace(address: RateRequestAddress): string {
  return (
    [address.city, address.state, address.postalCode, address.countryCode]
      .filter((part) => part?.trim())
      .join(', ') || address.countryCode
  );
}

/**
 * Where one side of a stage is, for the zone distance: the place's own geometry when the
 * request carries it (the browser sends the picked place), else the geocoder's place for its
 * postal code, city and state (integrations/geo, the bundled data offline). A geometry off the
 * globe (|lat| > 90, |lng| > 180) is not a place: the address parts decide then.
 * An unknown place is a 400 naming the stage side (`stages.0.to`).
 */
/**
 * Places already resolved, per geocoder: the same city, state and postal code give the same
 * point (a quote resolves both ends of every stage, and customers ship between few places —
 * the API benchmark: the lookup and the Location it builds were ~1.5 % of the quote flow).
 * Only places found are kept; a place not found is asked again. Emptied when it grows past
 * the limit.
 */
const resolvedPlaces = new WeakMap<Geocoder, Map<string, Geometry>>();
const RESOLVED_PLACES_LIMIT = 10_000;

export async function coordinatesOf(
  address: RateRequestAddress,
  where: PlaceSide,
  geocoder: Geocoder,
): Promise<Geometry> {
  const given = address.location?.geometry;
  if (given && Math.abs(given.lat) <= 90 && Math.abs(given.lng) <= 180) return given;
  const countryCode = address.countryCode.toUpperCase();
  const key = JSON.stringify([countryCode, address.city, address.state, address.postalCode]);
  const places = resolvedPlaces.get(geocoder) ?? new Map<string, Geometry>();
  resolvedPlaces.set(geocoder, places);
  const known = places.get(key);
  if (known) return known;
  const place = await geocoder.resolve({
    countryCode,
    ...(address.city ? { city: address.city } : {}),
    ...(address.state ? { stateCode: address.state } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
  });
  const found = place?.geometry;
  if (!found) {
    const direction = where.side === 'from' ? 'ship from' : 'ship to';
    throw new CarrierInputError(
      `stages.${where.stageIndex}.${where.side}`,
      `Stage ${where.stageNumber}: we cannot find the place to ${direction} (${describePlace(address)}). Check the postal code and city.`,
    );
  }
  const point = Object.freeze({ ...found });
  if (places.size >= RESOLVED_PLACES_LIMIT) places.clear();
  places.set(key, point);
  return point;
}
