import { isPhoneValid, isSamePostalArea, type QuotedPlace } from '@bikeship/core/rules';
import type { AddressStage, Location, StageDetails, TripStage } from '@bikeship/core/schemas';
import { countryCodeOf, placeComponent } from '@bikeship/ui';

/** Whom the addresses are prefilled for: the customer's name and, if known, phone. */
export interface PrefillPerson {
  firstName?: string;
  lastName?: string;
  phone?: string;
}

/** Where a side was quoted (step 1's place). */
export function quotedPlaceOf(place: Location | undefined): QuotedPlace {
  return {
    countryCode: countryCodeOf(place),
    postalCode: placeComponent(place, 'postal_code', 'short'),
  };
}

/** The parts of an address a picked place knows: city, state, postal code, country. */
export function addressFromPlace(place: Location): AddressStage {
  const city =
    placeComponent(place, 'locality', 'long') || placeComponent(place, 'postal_town', 'long');
  const state = placeComponent(place, 'administrative_area_level_1', 'short');
  const postalCode = placeComponent(place, 'postal_code', 'short');
  return {
    ...(city ? { city } : {}),
    ...(state ? { state } : {}),
    ...(postalCode ? { postalCode } : {}),
    country: { name: placeComponent(place, 'country', 'long'), code: countryCodeOf(place) },
    avsStatus: { source: 'default' },
  };
}

/** Whether an address still lies where its side is quoted (same country and postal area). */
export function fitsPlace(address: AddressStage | undefined, place: Location): boolean {
  const quoted = quotedPlaceOf(place);
  return (
    !!address?.country &&
    address.country.code.toUpperCase() === quoted.countryCode &&
    isSamePostalArea(quoted.postalCode, address.postalCode)
  );
}

function prefilledSide(
  place: Location | undefined,
  current: AddressStage | undefined,
  person: PrefillPerson | null,
): AddressStage {
  if (!place) return current ?? {};
  if (current && fitsPlace(current, place)) return current;
  return {
    ...addressFromPlace(place),
    ...(person?.firstName ? { firstName: person.firstName } : {}),
    ...(person?.lastName ? { lastName: person.lastName } : {}),
    ...(person?.phone
      ? { phone: person.phone, phoneValid: isPhoneValid(person.phone, countryCodeOf(place)) }
      : {}),
  };
}

/**
 * The step-3 details of every stage, prefilled (quote §3 Address stage): an address the
 * customer (or an event) already gave is kept while it lies where its side was quoted; any other
 * side starts from its place's city, state, postal code and country.
 * DECISION: both sides start with the customer's own name (and phone when the account has one)
 * — a rider most often ships the bike to themselves; the fields stay editable.
 * DECISION: an address that no longer fits its place (step 1 changed the trip) starts again,
 * as the server would refuse it for the new rates.
 */
export function prefilledDetails(
  trips: readonly TripStage[],
  details: readonly StageDetails[],
  person: PrefillPerson | null,
): StageDetails[] {
  return trips.map((trip, index) => ({
    from: prefilledSide(trip.from, details[index]?.from, person),
    to: prefilledSide(trip.to, details[index]?.to, person),
  }));
}
