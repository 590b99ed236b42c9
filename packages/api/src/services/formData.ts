import type { StateProvince } from '@bikeship/core/schemas';
import { badField } from '../http/httpError';
import { isIsoCountryCode } from '../referenceData/countries';
import { STATES_BY_COUNTRY } from '../referenceData/statesAndProvinces';

/**
 * GET /api/FormData/states?countryCode (quote §7): the states or provinces of a country, empty
 * for a country whose addresses have none. The code is read case-insensitively; one that is not
 * an ISO 3166-1 country is a 400, so a typo is not mistaken for "no states".
 */
export function statesOfCountry(countryCode: string): readonly StateProvince[] {
  const code = countryCode.toUpperCase();
  if (!isIsoCountryCode(code)) {
    throw badField('countryCode', `'${countryCode}' is not a country code`);
  }
  return STATES_BY_COUNTRY[code] ?? [];
}
