import { STORED_VALUE_KEYS } from '@bikeship/core/constants';
import type { Random } from './random';

/**
 * Values a customer would type, by field name. A schema alone says "a string of 1–50
 * characters" for a city; a valid request that the server's business rules also accept needs
 * Boulder, CO 80302 — so that the fuzzer's valid requests reach the code that writes rows.
 */

export interface Place {
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  countryName: string;
  street: string;
}

export const BOULDER: Place = {
  city: 'Boulder',
  state: 'CO',
  postalCode: '80302',
  countryCode: 'US',
  countryName: 'United States',
  street: '1500 Pearl St',
};
export const SAN_FRANCISCO: Place = {
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94103',
  countryCode: 'US',
  countryName: 'United States',
  street: '200 Folsom St',
};
export const PORTLAND: Place = {
  city: 'Portland',
  state: 'OR',
  postalCode: '97214',
  countryCode: 'US',
  countryName: 'United States',
  street: '800 NW 6th Ave',
};
export const VANCOUVER: Place = {
  city: 'Vancouver',
  state: 'BC',
  postalCode: 'V6B 1A1',
  countryCode: 'CA',
  countryName: 'Canada',
  street: '800 Robson St',
};
export const PLACES: readonly Place[] = [BOULDER, SAN_FRANCISCO, PORTLAND, VANCOUVER];

/** The places one object is about: `from…`/`to…` fields, and the plain ones (= the "from"). */
export interface PlacePair {
  from: Place;
  to: Place;
}

/** `fromZipCode` → ['from', 'zipcode']; `city` → ['from', 'city']. */
function sideAndField(name: string): ['from' | 'to', string] {
  const match = name.match(/^(from|to)(.+)$/);
  if (match?.[1] && match[2]) return [match[1] as 'from' | 'to', match[2].toLowerCase()];
  return ['from', name.toLowerCase()];
}

function placeField(place: Place, field: string): string[] {
  switch (field) {
    case 'city':
      return [place.city];
    case 'state':
    case 'statecode':
    case 'stateprov':
      return [place.state];
    case 'postalcode':
    case 'zipcode':
      return [place.postalCode];
    case 'countrycode':
    case 'country':
      return [place.countryCode, place.countryName];
    case 'address1':
    case 'line1':
    case 'streetaddress':
      return [place.street];
    default:
      return [];
  }
}

/** A weekday 1–8 weeks after `today`, as YYYY-MM-DD (ship dates must lie ahead). */
function futureWeekday(random: Random, today: Date): string {
  const date = new Date(today.getTime() + random.int(7, 56) * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Candidate texts for a string field called `name` (empty: no idea, let the schema decide). */
export function realisticTexts(
  random: Random,
  name: string,
  places: PlacePair,
  today: Date,
): string[] {
  const [side, field] = sideAndField(name);
  const fromPlace = placeField(places[side], field);
  if (fromPlace.length > 0) return fromPlace;
  switch (name) {
    case 'shipDate':
    case 'deliverDate':
    case 'actionDate':
      return [futureWeekday(random, today)];
    case 'email':
      return [`fuzz-${random.int(1, 1_000_000)}@example.com`];
    case 'password':
      return ['ride-safe-2026', 'correct horse battery staple'];
    case 'firstName':
      return ['Ada', 'Chloé'];
    case 'lastName':
      return ['Rider', 'Côté'];
    case 'phone':
    case 'phoneNumber':
      return ['303-555-0100'];
    case 'category':
    case 'categoryCode':
      return ['BIKE', 'WHEELS'];
    case 'linearUnit':
      return ['IN', 'CM'];
    case 'weightUnit':
      return ['LB', 'KG'];
    case 'timezone':
      return ['America/Denver'];
    case 'nonce':
      // The embedded test gateway's payment methods (README "Paying offline").
      return ['pm_card_visa', 'pm_card_chargeDeclined', 'pm_card_authenticationRequired'];
    case 'code':
      return ['RIDE10', 'SAVE20'];
    case 'serializedSearchData':
      return ['{"id":"fuzz","step":1}'];
    case 'name':
      return ['Road bike box', 'notices'];
    case 'key':
      return [...STORED_VALUE_KEYS];
    default:
      return [];
  }
}

/** Candidate numbers for a number field called `name`. */
export function realisticNumbers(name: string, position: number): number[] {
  switch (name) {
    // Stages of a trip are numbered from 1 in order (quote §2).
    case 'stage':
      return [position + 1];
    case 'length':
      return [54, 47];
    case 'width':
      return [8, 12];
    case 'height':
      return [30, 33];
    case 'weight':
      return [45, 9.5];
    case 'value':
    case 'coverage':
    case 'marketValue':
    case 'costOfGoods':
      return [2000, 800, 0];
    case 'pickupOption':
      return [1];
    case 'month':
      return [7];
    case 'year':
      return [2026];
    default:
      return [];
  }
}
