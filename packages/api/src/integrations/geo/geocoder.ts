import type { AvsResult, AvsStatusValue, Location } from '@bikeship/core/schemas';
import type { Config } from '../../config';
import { createEmbeddedGeocoder } from './embeddedGeocoder';

/** The as-you-type lookup: a postal-code or place-name prefix. */
export interface PlaceSearch {
  text: string;
  /** ISO alpha-2, upper case: only places of that country. */
  countryCode?: string;
  limit: number;
}

/** A place given by its parts (quote §7 location lookups: city, stateCode, postalCode, countryCode). */
export interface PlaceQuery {
  city?: string;
  stateCode?: string;
  postalCode?: string;
  /** ISO alpha-2, upper case. */
  countryCode: string;
}

/** An address to verify, as the AVS calls send it (quote §7). */
export interface AddressToVerify {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  /** ISO alpha-2, upper case. */
  countryCode: string;
  company?: string;
}

/** An address as the verifier writes it: standardized, and corrected where the data says so. */
export interface StandardAddress {
  address1?: string;
  address2?: string;
  company?: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  countryName: string;
}

/** What a verifier concluded about an address. */
export interface AddressVerdict {
  status: AvsStatusValue;
  /** The spec's AVS result code (quote §3); absent on a plain success. */
  result?: AvsResult;
  /**
   * The address written the verifier's way whenever it knows the place (its postal code), even
   * when the street failed: AddressReplace offers it.
   */
  standardized?: StandardAddress;
  /** `standardized` changed the city, state or postal code the customer gave. */
  corrected: boolean;
  /** The street names a building or box whose unit number is missing. */
  unitRequired: boolean;
}

/**
 * Geocoding and address verification (DESIGN.md §7 integrations): an external provider when one
 * is configured, else the embedded default over the bundled US ZIP and world-city data.
 * Implementations answer places in the core's Location shape.
 */
export interface Geocoder {
  /** Places whose postal code or name begins with the text, best first. */
  search(search: PlaceSearch): Promise<Location[]>;
  /** The best place for the parts given, or null when nothing matches. */
  resolve(query: PlaceQuery): Promise<Location | null>;
  verify(address: AddressToVerify): Promise<AddressVerdict>;
}

/**
 * The geocoder of this server. DECISION: no external provider is wired yet (none is named by
 * the spec and the machines are offline); a provider adapter plugs in here, chosen by its
 * configuration, and must answer the same result codes.
 */
export function createGeocoder(_config: Config): Geocoder {
  return createEmbeddedGeocoder();
}
