import type { Country } from '@bikeship/core/schemas';
import isoCountries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

isoCountries.registerLocale(english);

/**
 * ISO codes the carriers cannot deliver to. DECISION: US-embargoed countries (Cuba, Iran,
 * North Korea, Syria); Russia and Belarus, where UPS and FedEx suspended service in 2022; and
 * territories without a street address to deliver to (Antarctica, Bouvet Island, Heard and
 * McDonald Islands, the French Southern Territories, South Georgia, the British Indian Ocean
 * Territory and the US Minor Outlying Islands).
 */
const UNSERVED_COUNTRY_CODES: ReadonlySet<string> = new Set([
  'CU',
  'IR',
  'KP',
  'SY',
  'RU',
  'BY',
  'AQ',
  'BV',
  'HM',
  'TF',
  'GS',
  'IO',
  'UM',
]);

/**
 * DECISION: the library's official English names, except where that form is not what a
 * customer looks for in a list ('United States of America', 'People's Republic of China').
 */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  CN: 'China',
  TW: 'Taiwan',
  CZ: 'Czechia',
  GM: 'Gambia',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  FM: 'Micronesia',
  TZ: 'Tanzania',
  VA: 'Vatican City',
  CI: "Côte d'Ivoire",
  RE: 'Réunion',
};

/** Where most of our shipments start or end: listed first. */
const HOME_COUNTRY_CODE = 'US';

function buildCountryList(): Country[] {
  const names = isoCountries.getNames('en', { select: 'official' });
  const served = Object.entries(names)
    .filter(([code]) => !UNSERVED_COUNTRY_CODES.has(code))
    .map(([code, name]) => ({ code, name: SHORT_NAMES[code] ?? name }));
  const home = served.filter((country) => country.code === HOME_COUNTRY_CODE);
  const others = served
    .filter((country) => country.code !== HOME_COUNTRY_CODE)
    // 'base' sensitivity sorts Åland Islands under A and Côte d'Ivoire under C.
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  return [...home, ...others];
}

/**
 * The countries we ship from and to (quote §3 "Form data lists"), ISO 3166-1 alpha-2 codes with
 * English names. DECISION: the United States first (the default of every address form), then
 * the rest alphabetically by English name.
 */
export const COUNTRIES: readonly Country[] = buildCountryList();

/** Whether a code is an ISO 3166-1 alpha-2 country code (served or not). */
export function isIsoCountryCode(code: string): boolean {
  return isoCountries.isValid(code);
}
