import type {
  Box,
  Location,
  RateRequest,
  RateRequestAddress,
  RateRequestPackage,
  Search,
  StageDetails,
} from '../schemas';
import { shipModeForTripCount } from './shipMode';

/** The long (or else short) name of a location's first address component of a type. */
function componentName(
  location: Location,
  type: string,
  form: 'long' | 'short',
): string | undefined {
  const part = location.address_components.find((component) => component.types?.includes(type));
  const name =
    form === 'long' ? (part?.long_name ?? part?.short_name) : (part?.short_name ?? part?.long_name);
  return name?.trim() || undefined;
}

/**
 * One side of a stage as the rates call wants it (quote §7): city, state code and name, county,
 * postal code and country code read from the picked place; AVS and residential flags from the
 * step-3 details when the customer has given them. Null without a country: no carrier can quote.
 */
export function rateRequestAddressOf(
  location: Location,
  details: StageDetails['from'] | undefined,
): RateRequestAddress | null {
  const countryCode = componentName(location, 'country', 'short')?.toUpperCase();
  if (!countryCode) return null;
  return {
    city:
      componentName(location, 'locality', 'long') ?? componentName(location, 'postal_town', 'long'),
    state: componentName(location, 'administrative_area_level_1', 'short'),
    stateName: componentName(location, 'administrative_area_level_1', 'long'),
    county: componentName(location, 'administrative_area_level_2', 'long'),
    postalCode: componentName(location, 'postal_code', 'short'),
    countryCode,
    passedAVS: details?.passedAvs === true,
    isResidential: details?.isResidential === true,
    location,
  };
}

/**
 * One box as a rate-request package (quote §7). Null while a dimension or the weight is still
 * missing: the box is not ready to quote.
 */
export function rateRequestPackageOf(box: Box): RateRequestPackage | null {
  const { length, height, width, weight } = box;
  if (length === undefined || height === undefined || width === undefined || weight === undefined) {
    return null;
  }
  return {
    name: box.name ?? box.presetName,
    length,
    height,
    width,
    weight,
    linearUnit: box.linearUnit,
    weightUnit: box.weightUnit,
    value: box.marketValue ?? 0,
    coverage: box.premiumProtection?.coverage ?? 0,
    protectionFee: box.premiumProtection?.cost ?? 0,
    contentOption: box.contents?.code,
  };
}

/**
 * The body of POST /api/Rates (and /api/Rates/Date) built from a search (quote §7): ship mode
 * from the number of trips, one stage per trip with its dates, pickup option and the search's
 * purpose, one package per box.
 *
 * Returns null when the search cannot be quoted yet — a trip without from, to or ship date, a
 * place without a country, no box, or a box without dimensions or weight — so the caller treats
 * it as a body-building failure (quote §8: "logged and return false") and sends nothing.
 */
export function buildRateRequest(search: Search): RateRequest | null {
  if (search.trips.length === 0 || search.boxes.length === 0) return null;
  const stages: RateRequest['stages'] = [];
  for (const [index, trip] of search.trips.entries()) {
    if (!trip.from || !trip.to || !trip.shipDate) return null;
    const details = search.details[index];
    const from = rateRequestAddressOf(trip.from, details?.from);
    const to = rateRequestAddressOf(trip.to, details?.to);
    if (!from || !to) return null;
    stages.push({
      stage: index + 1,
      shipDate: trip.shipDate,
      deliverDate: trip.deliverDate,
      // A trip has a deliver date only when an event set it (its deliver-by date for the
      // stage), and that date is a promise to the rider — the bike must be at the venue by then —
      // so it is asked for (quote §7: dateType D with actionDate, "deliver by"), not merely sent
      // along: the carrier then quotes the speeds that arrive by it.
      ...(trip.deliverDate && { dateType: 'D' as const, actionDate: trip.deliverDate }),
      pickupOption: trip.pickupOption,
      purposeOption: search.purpose,
      from,
      to,
    });
  }
  const packages: RateRequestPackage[] = [];
  for (const box of search.boxes) {
    const requestPackage = rateRequestPackageOf(box);
    if (!requestPackage) return null;
    packages.push(requestPackage);
  }
  return { shipMode: shipModeForTripCount(search.trips.length), stages, packages };
}
