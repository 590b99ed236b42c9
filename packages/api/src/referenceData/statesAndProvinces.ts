import type { StateProvince } from '@bikeship/core/schemas';

/** A `[code, name]` pair as USPS / Canada Post / Australia Post abbreviate them. */
type Subdivision = readonly [code: string, name: string];

/**
 * DECISION: the 50 states, the District of Columbia and the five inhabited territories, which
 * UPS and FedEx deliver to with a US address. The Armed Forces codes (AA, AE, AP) are left out:
 * APO/FPO/DPO addresses are served by USPS only.
 */
const US_STATES: readonly Subdivision[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AS', 'American Samoa'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['GU', 'Guam'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['MP', 'Northern Mariana Islands'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['VI', 'U.S. Virgin Islands'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/** The 10 provinces and 3 territories. */
const CANADIAN_PROVINCES: readonly Subdivision[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NT', 'Northwest Territories'],
  ['NS', 'Nova Scotia'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

/** The 6 states and 2 mainland territories. */
const AUSTRALIAN_STATES: readonly Subdivision[] = [
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
];

const toStateProvinces = (subdivisions: readonly Subdivision[]): readonly StateProvince[] =>
  subdivisions.map(([stateprovcode, stateprov]) => ({ stateprov, stateprovcode }));

/**
 * States and provinces per country (quote §3: stateprov, stateprovcode), sorted by name.
 * DECISION: the countries whose addresses need a state or province for the carrier; for any
 * other country the address has no state field and the list is empty.
 */
export const STATES_BY_COUNTRY: Readonly<Record<string, readonly StateProvince[]>> = {
  US: toStateProvinces(US_STATES),
  CA: toStateProvinces(CANADIAN_PROVINCES),
  AU: toStateProvinces(AUSTRALIAN_STATES),
};
