import { createRequire } from 'node:module';
import { type BundledCity, CityIndex } from './cityIndex';
import { placeNameKeys } from './placeText';
import { readWorldCities } from './worldCities';
import { type BundledZip, UsZipIndex } from './zipIndex';

/** A record of the `zipcodes` package (US ZIP codes and Canadian FSAs). */
interface ZipcodesRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** The bundled place data, indexed (DESIGN.md §7: the geocoder's embedded default). */
export interface BundledPlaces {
  cities: CityIndex;
  zips: UsZipIndex;
}

/** APO/FPO/DPO "states": their ZIP codes are real, their "cities" are not places to pick. */
const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);

const require = createRequire(import.meta.url);
let loaded: BundledPlaces | undefined;

/**
 * The bundled places, loaded and indexed on first use (about 2 s and 50 MB of heap on our
 * machines; later calls are free). Lazy so that a process that never looks up a place (most
 * test files, scripts) never pays for it; a server may call it right after it listens so the
 * first customer's lookup does not wait.
 */
export function bundledPlaces(): BundledPlaces {
  loaded ??= loadBundledPlaces();
  return loaded;
}

function loadBundledPlaces(): BundledPlaces {
  const zipcodes = require('zipcodes') as { codes: Record<string, ZipcodesRecord> };
  const zips = new UsZipIndex(
    Object.values(zipcodes.codes)
      // DECISION: Canadian entries are forward sortation areas named by region descriptions
      // ('Downtown Toronto (cn Tower / ...)'), not towns a customer recognizes: US ZIPs only.
      .filter((record) => record.country === 'US' && /^\d{5}$/.test(record.zip))
      .map(
        (record): BundledZip => ({
          zip: record.zip,
          city: record.city,
          stateCode: record.state,
          lat: record.latitude,
          lng: record.longitude,
        }),
      ),
  );
  const cities = readWorldCities();
  cities.push(...townsKnownOnlyByZip(zips, cities));
  return { cities: new CityIndex(cities), zips };
}

/**
 * US towns that have a ZIP code but are missing from the world-cities data (it stops at 1,000
 * people), one per state and name, placed at their first ZIP code: so a small town can be found
 * and resolved as well as the ZIP codes the AVS accepts for it.
 */
function townsKnownOnlyByZip(zips: UsZipIndex, worldCities: readonly BundledCity[]): BundledCity[] {
  const known = new Set(
    worldCities
      .filter((city) => city.countryCode === 'US')
      .map((city) => `${city.regionCode}|${city.canonicalName}`),
  );
  const towns: BundledCity[] = [];
  for (const zip of zips.all()) {
    if (MILITARY_STATES.has(zip.stateCode)) continue;
    const keys = placeNameKeys(zip.city);
    const key = `${zip.stateCode}|${keys.canonicalName}`;
    if (known.has(key)) continue;
    known.add(key);
    towns.push({
      name: zip.city,
      countryCode: 'US',
      regionCode: zip.stateCode,
      population: 0,
      lat: zip.lat,
      lng: zip.lng,
      ...keys,
    });
  }
  return towns;
}
