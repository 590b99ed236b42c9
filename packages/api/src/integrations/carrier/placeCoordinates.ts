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
export async function coordinatesOf(
  address: RateRequestAddress,
  where: PlaceSide,
  geocoder: Geocoder,
): Promise<Geometry> {
  const given = address.location?.geometry;
  if (given && Math.abs(given.lat) <= 90 && Math.abs(given.lng) <= 180) return given;
  const place = await geocoder.resolve({
    countryCode: address.countryCode.toUpperCase(),
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
  return found;
}
