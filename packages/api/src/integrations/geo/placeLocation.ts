import type { AddressComponent, Location } from '@bikeship/core/schemas';
import type { BundledCity } from './cityIndex';
import { countryName } from './countries';
import { regionName } from './regions';
import type { BundledZip } from './zipIndex';

/**
 * Places of the bundled data in the core's Location shape (shell §3), spelled as geocoders
 * spell them: typed components with long and short names ('Colorado'/'CO'), which the rate
 * request reads (locality, administrative_area_level_1, postal_code, country).
 */

interface PlaceParts {
  name: string;
  types: string[];
  city: string;
  countryCode: string;
  regionCode: string;
  postalCode?: string;
  lat: number;
  lng: number;
}

/** 'Boulder, CO 80302, United States'; 'Zürich, Switzerland'; 'Zürich, 8001, Switzerland'. */
function formattedAddress(parts: PlaceParts): string {
  const regionAndPostal = [parts.regionCode, parts.postalCode].filter(Boolean).join(' ');
  return [parts.city, regionAndPostal, countryName(parts.countryCode)].filter(Boolean).join(', ');
}

function placeLocation(parts: PlaceParts): Location {
  const components: AddressComponent[] = [
    { long_name: parts.city, short_name: parts.city, types: ['locality', 'political'] },
  ];
  const region = regionName(parts.countryCode, parts.regionCode);
  if (region) {
    components.push({
      long_name: region,
      short_name: parts.regionCode,
      types: ['administrative_area_level_1', 'political'],
    });
  }
  components.push({
    long_name: countryName(parts.countryCode),
    short_name: parts.countryCode,
    types: ['country', 'political'],
  });
  if (parts.postalCode) {
    components.push({
      long_name: parts.postalCode,
      short_name: parts.postalCode,
      types: ['postal_code'],
    });
  }
  return {
    formatted_address: formattedAddress(parts),
    name: parts.name,
    types: parts.types,
    address_components: components,
    geometry: { lat: parts.lat, lng: parts.lng },
  };
}

/** A US ZIP code as a place: named by its code, in its USPS preferred city. */
export function zipLocation(zip: BundledZip): Location {
  return placeLocation({
    name: zip.zip,
    types: ['postal_code'],
    city: zip.city,
    countryCode: 'US',
    regionCode: zip.stateCode,
    postalCode: zip.zip,
    lat: zip.lat,
    lng: zip.lng,
  });
}

/**
 * A city as a place. `postalCode` is the caller's own where the data cannot check it
 * (resolve outside the US keeps it, as the rate request needs it).
 */
export function cityLocation(city: BundledCity, postalCode?: string): Location {
  return placeLocation({
    name: city.name,
    types: ['locality', 'political'],
    city: city.name,
    countryCode: city.countryCode,
    regionCode: city.regionCode,
    ...(postalCode ? { postalCode } : {}),
    lat: city.lat,
    lng: city.lng,
  });
}
