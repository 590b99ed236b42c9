import { badField } from '../http/httpError';
import { isKnownCountry } from '../integrations/geo/countries';

/**
 * The country code of a place or address call, upper case. DECISION: a two-letter code that
 * names no ISO country gets 400 on its field, rather than an empty or 'not_called' answer that
 * would hide the client's mistake.
 */
export function knownCountryCode(propertyName: string, code: string): string {
  if (!isKnownCountry(code)) throw badField(propertyName, 'Unknown country code');
  return code.toUpperCase();
}
