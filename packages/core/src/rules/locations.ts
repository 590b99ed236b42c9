/** The parts of a location (shell §3, Location) that sameness reads. */
export interface ComparableLocation {
  formatted_address?: string | null;
  address_components?:
    | readonly {
        long_name?: string | null;
        short_name?: string | null;
        types?: readonly string[] | null;
      }[]
    | null;
}

const POSTAL_CODE = 'postal_code';
const COUNTRY = 'country';
const STATE = 'administrative_area_level_1';

/**
 * The short name of the first component of a type, trimmed and upper-case for comparing
 * ("ca" and "CA" are one state); '' when the location has none.
 */
export function addressComponentValue(location: ComparableLocation, type: string): string {
  const component = location.address_components?.find((part) => part.types?.includes(type));
  return (component?.short_name ?? component?.long_name ?? '').trim().toUpperCase();
}

/**
 * Two locations are the same if their formatted addresses match, or if postal code, country
 * and state all match (shell §3, quote §5).
 * DECISION: postal code and country must be present to match (two blank codes say nothing);
 * the state may be absent on both, as in countries without states.
 */
export function isSameLocation(
  a: ComparableLocation | null | undefined,
  b: ComparableLocation | null | undefined,
): boolean {
  if (!a || !b) return false;
  const formattedA = a.formatted_address?.trim();
  if (formattedA && formattedA === b.formatted_address?.trim()) return true;
  const postalCode = addressComponentValue(a, POSTAL_CODE);
  const country = addressComponentValue(a, COUNTRY);
  return (
    postalCode !== '' &&
    country !== '' &&
    postalCode === addressComponentValue(b, POSTAL_CODE) &&
    country === addressComponentValue(b, COUNTRY) &&
    addressComponentValue(a, STATE) === addressComponentValue(b, STATE)
  );
}

/** The parts of an address the lookup query type reads; country as a code or {code}. */
export interface LookupAddress {
  country?: string | { code?: string | null } | null;
  postalCode?: string | null;
  city?: string | null;
  state?: string | null;
}

/** A full address query, or a location-only one (quote §5). */
export type AddressLookupQuery = 'full' | 'location';

/**
 * Address lookup uses a location-only query when country, postal code, city or state is
 * missing; otherwise a full address query (quote §5).
 */
export function addressLookupQueryType(address: LookupAddress): AddressLookupQuery {
  const country = typeof address.country === 'string' ? address.country : address.country?.code;
  const parts = [country, address.postalCode, address.city, address.state];
  return parts.every((part) => !!part?.trim()) ? 'full' : 'location';
}
