import type { Location, LocationLookupQuery, LocationSearchQuery } from '@bikeship/core/schemas';
import { badField, notFound } from '../http/httpError';
import type { Geocoder } from '../integrations/geo/geocoder';
import { knownCountryCode } from './placeCountry';

/**
 * GET /api/Location/search (the from/to lookup as the customer types). The schema
 * caps `limit`; an empty answer is an answer (the client shows no suggestions).
 */
export async function searchLocations(
  geocoder: Geocoder,
  query: LocationSearchQuery,
): Promise<Location[]> {
  const countryCode =
    query.countryCode === undefined
      ? undefined
      : knownCountryCode('countryCode', query.countryCode);
  return geocoder.search({
    text: query.q,
    limit: query.limit,
    ...(countryCode ? { countryCode } : {}),
  });
}

/**
 * GET /api/Location/resolve (quote §7 location lookups). DECISION: a city or a postal code is
 * needed (400 on `city` otherwise: a state or a country alone is no place to ship from); when
 * nothing matches, 404 'Location not found' — the client treats it as any address failure
 * (quote §8). `provider` (default UPS) is accepted and names whose conventions the caller
 * expects; the embedded geocoder answers the same for every provider.
 */
export async function resolveLocation(
  geocoder: Geocoder,
  query: LocationLookupQuery,
): Promise<Location> {
  const countryCode = knownCountryCode('countryCode', query.countryCode);
  if (!query.city?.trim() && !query.postalCode?.trim()) {
    throw badField('city', 'Give a city or a postal code');
  }
  const location = await geocoder.resolve({
    countryCode,
    ...(query.city ? { city: query.city } : {}),
    ...(query.stateCode ? { stateCode: query.stateCode } : {}),
    ...(query.postalCode ? { postalCode: query.postalCode } : {}),
  });
  if (!location) throw notFound('Location');
  return location;
}
