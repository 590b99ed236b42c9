import { createRequire } from 'node:module';

type IsoCountries = typeof import('i18n-iso-countries');

const require = createRequire(import.meta.url);
let isoCountries: IsoCountries | undefined;

/** i18n-iso-countries with its English names, loaded on first use. */
function countries(): IsoCountries {
  if (!isoCountries) {
    const loaded = require('i18n-iso-countries') as IsoCountries;
    loaded.registerLocale(require('i18n-iso-countries/langs/en.json'));
    isoCountries = loaded;
  }
  return isoCountries;
}

/** Whether a two-letter code is an ISO 3166-1 alpha-2 country ('us' counts). */
export function isKnownCountry(code: string): boolean {
  // isValid also takes alpha-3 and numeric codes; the API speaks alpha-2 only.
  return /^[a-z]{2}$/i.test(code) && countries().isValid(code.toUpperCase());
}

const displayNames = new Map<string, string>();

/**
 * The English name a customer expects to read, '' for an unknown code.
 * DECISION: the ISO official name unless it is written "the long way" (a comma or ' of ', as in
 * 'United States of America', 'Korea, Republic of'), then its first alias without a comma
 * ('United States', 'Iran'): the names a shipping form and a label show.
 */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  const known = displayNames.get(upper);
  if (known !== undefined) return known;
  const names = countries().getName(upper, 'en', { select: 'all' }) ?? [];
  const [official = ''] = names;
  const longWay = official.includes(',') || official.includes(' of ');
  const alias = names.find((name) => name !== official && name.length > 3 && !name.includes(','));
  const name = longWay && alias ? alias : official;
  displayNames.set(upper, name);
  return name;
}

/** Every name and alias of a country, for matching what a customer typed ('usa', 'uk'). */
export function countryNames(code: string): readonly string[] {
  return countries().getName(code.toUpperCase(), 'en', { select: 'all' }) ?? [];
}
