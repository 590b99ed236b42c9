import type {
  AddressStage,
  AvsQuery,
  AvsResponse,
  UnitRequiredResponse,
} from '@bikeship/core/schemas';
import type { Logger } from 'pino';
import type {
  AddressToVerify,
  AddressVerdict,
  Geocoder,
  StandardAddress,
} from '../integrations/geo/geocoder';
import { knownCountryCode } from './placeCountry';

/**
 * The AVS calls (quote §7: GET /api/Avs, /api/Avs/IsUnitRequired, /api/AddressReplace/replace)
 * over the geocoder's verdict; the rules that decide it are the geocoder's (the embedded one
 * documents them in integrations/geo/embeddedGeocoder.ts). DECISION: `triggerType` (default 3)
 * is accepted as the spec sends it; it names what prompted the check in the client and does
 * not change the rules.
 */

function addressToVerify(query: AvsQuery): AddressToVerify {
  return {
    countryCode: knownCountryCode('country', query.country),
    ...(query.address1 !== undefined ? { address1: query.address1 } : {}),
    ...(query.address2 !== undefined ? { address2: query.address2 } : {}),
    ...(query.city !== undefined ? { city: query.city } : {}),
    ...(query.state !== undefined ? { state: query.state } : {}),
    ...(query.postalCode !== undefined ? { postalCode: query.postalCode } : {}),
    ...(query.company !== undefined ? { company: query.company } : {}),
  };
}

/** The verifier's address in the address stage's shape (quote §3). */
function addressStage(address: StandardAddress): AddressStage {
  return {
    ...(address.company ? { company: address.company } : {}),
    ...(address.address1 ? { address1: address.address1 } : {}),
    ...(address.address2 ? { address2: address.address2 } : {}),
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: { name: address.countryName, code: address.countryCode },
  };
}

/**
 * DECISION: when the verifier itself fails, the AVS calls answer 'api_avs_failed' (the spec's
 * code for a verifier that could not answer): the client lets the customer go on as after any
 * AVS failure, and the log keeps the cause.
 */
const VERIFIER_FAILED: AvsResponse = { status: 'failed', result: 'api_avs_failed' };

/** The verifier's verdict, undefined when the verifier failed. */
async function verdictOf(
  geocoder: Geocoder,
  query: AvsQuery,
  logger: Logger,
): Promise<AddressVerdict | undefined> {
  const address = addressToVerify(query);
  try {
    return await geocoder.verify(address);
  } catch (error) {
    logger.error({ err: error }, 'address verification failed');
    return undefined;
  }
}

/**
 * GET /api/Avs: the status and result code; the address as the verifier writes it on success
 * (standardized) and with 'check_on_address_replace' (the correction to offer).
 */
export async function verifyAddress(
  geocoder: Geocoder,
  query: AvsQuery,
  logger: Logger,
): Promise<AvsResponse> {
  const verdict = await verdictOf(geocoder, query, logger);
  if (!verdict) return VERIFIER_FAILED;
  const offered =
    verdict.standardized &&
    (verdict.status === 'success' || verdict.result === 'check_on_address_replace');
  return {
    status: verdict.status,
    ...(verdict.result ? { result: verdict.result } : {}),
    ...(offered && verdict.standardized ? { address: addressStage(verdict.standardized) } : {}),
  };
}

/** GET /api/Avs/IsUnitRequired: whether the address lacks an apartment, suite or box number. */
export async function isUnitRequired(
  geocoder: Geocoder,
  query: AvsQuery,
): Promise<UnitRequiredResponse> {
  const verdict = await geocoder.verify(addressToVerify(query));
  return { unitRequired: verdict.unitRequired };
}

/**
 * GET /api/AddressReplace/replace: the corrected address (city, state and ZIP code as the data
 * writes them for the postal code given). DECISION: success with the address whenever the
 * verifier knows the place — 'check_on_address_replace' when it differs from what was given,
 * no result when it only standardized it; failed with the verifier's code when it has no
 * replacement (unknown postal code, or 'not_called' where addresses are not checked).
 */
export async function replaceAddress(
  geocoder: Geocoder,
  query: AvsQuery,
  logger: Logger,
): Promise<AvsResponse> {
  const verdict = await verdictOf(geocoder, query, logger);
  if (!verdict) return VERIFIER_FAILED;
  if (!verdict.standardized) {
    return { status: 'failed', result: verdict.result ?? 'address_not_found' };
  }
  return {
    status: 'success',
    ...(verdict.corrected ? { result: 'check_on_address_replace' as const } : {}),
    address: addressStage(verdict.standardized),
  };
}
