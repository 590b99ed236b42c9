import {
  DOMESTIC_LANDED_COST_ERROR,
  EU_COUNTRY_CODES,
  LANDED_COST_CLEARANCE_FEE_CAP,
} from '../constants';
import { addressComponentValue, type ComparableLocation } from './locations';

/** ISO country codes compare trimmed and upper-case ("de" is DE); blank is unknown. */
function countryKey(code: string | null | undefined): string {
  return code?.trim().toUpperCase() ?? '';
}

/**
 * Shipping is international when the countries differ and are not both in the EU (quote §5):
 * US→CA is international, DE→FR is not, DE→DE is not.
 * DECISION: with a country missing it is not (yet) international — nothing can be declared
 * for an unknown country, and the address is not filled anyway.
 */
export function isInternationalShipment(
  fromCountryCode: string | null | undefined,
  toCountryCode: string | null | undefined,
): boolean {
  const from = countryKey(fromCountryCode);
  const to = countryKey(toCountryCode);
  return (
    from !== '' &&
    to !== '' &&
    from !== to &&
    !(EU_COUNTRY_CODES.includes(from) && EU_COUNTRY_CODES.includes(to))
  );
}

/** A trip stage is international by the countries of its places (quote §5). */
export function isInternationalTrip(
  trip: { from?: ComparableLocation; to?: ComparableLocation } | undefined,
): boolean {
  const country = (place: ComparableLocation | undefined) =>
    place ? addressComponentValue(place, 'country') : '';
  return isInternationalShipment(country(trip?.from), country(trip?.to));
}

/**
 * A landed-cost request is skipped (returns false) when the from and to countries are the same
 * (quote §5). DECISION: it is skipped too while either country is unknown.
 */
export function shouldRequestLandedCost(
  fromCountryCode: string | null | undefined,
  toCountryCode: string | null | undefined,
): boolean {
  const from = countryKey(fromCountryCode);
  const to = countryKey(toCountryCode);
  return from !== '' && to !== '' && from !== to;
}

/** The parts of a landed-cost answer (quote §7) that acceptance reads. */
export interface LandedCostVerdict {
  success?: boolean | null;
  clearanceFee?: number | null;
}

/**
 * A landed-cost answer is accepted only if it reports success and clearanceFee is at most
 * LANDED_COST_CLEARANCE_FEE_CAP (quote §5). DECISION: a fee that is missing, negative or not a
 * number is refused as well — it cannot be charged.
 */
export function isLandedCostAccepted(answer: LandedCostVerdict | null | undefined): boolean {
  const fee = answer?.clearanceFee;
  return (
    answer?.success === true &&
    typeof fee === 'number' &&
    fee >= 0 &&
    fee <= LANDED_COST_CLEARANCE_FEE_CAP
  );
}

/**
 * The domestic landed-cost error 'Domestic shipments are not allowed' is ignored; any other
 * failure adds a failed landed-cost entry (quote §8).
 */
export function isIgnorableLandedCostError(error: string | null | undefined): boolean {
  return error?.trim() === DOMESTIC_LANDED_COST_ERROR;
}
