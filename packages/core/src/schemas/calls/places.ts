import * as z from 'zod/mini';
import {
  AVS_DEFAULT_TRIGGER_TYPE,
  LOCATION_LOOKUP_PROVIDER,
  LOCATION_SEARCH_DEFAULT_LIMIT,
  LOCATION_SEARCH_MAX_LIMIT,
} from '../../constants';
import {
  addressRecordSchema,
  addressStageSchema,
  avsResultSchema,
  avsStatusValueSchema,
} from '../address';
import { userPackageSchema } from '../box';
import { countParam, countryCodeSchema, idParam, optionalString, requiredString } from '../common';
import { locationSchema } from '../location';

/** Query of GET /api/Avs, /api/Avs/IsUnitRequired and /api/AddressReplace/replace (quote §7). */
export const avsQuerySchema = z.object({
  address1: optionalString,
  address2: optionalString,
  city: optionalString,
  state: optionalString,
  postalCode: optionalString,
  /** Country code. */
  country: countryCodeSchema,
  company: optionalString,
  triggerType: z._default(countParam, AVS_DEFAULT_TRIGGER_TYPE),
});
export type AvsQuery = z.infer<typeof avsQuerySchema>;

/**
 * DECISION (answer not shown): verification answers its status and result and, when the
 * verifier corrected the address, the corrected address to offer the customer. `result` is one
 * of the spec's AVS result codes (quote §3), none of which means "verified": a plain success
 * carries no result, as in the address stage's `avsStatus`.
 */
export const avsResponseSchema = z.object({
  status: avsStatusValueSchema,
  result: z.optional(avsResultSchema),
  address: z.optional(addressStageSchema),
});
export type AvsResponse = z.infer<typeof avsResponseSchema>;

/** DECISION: whether the street address needs an apartment/suite number. */
export const unitRequiredResponseSchema = z.object({ unitRequired: z.boolean() });
export type UnitRequiredResponse = z.infer<typeof unitRequiredResponseSchema>;

/** Query of GET /api/Location/resolve (quote §7 "location lookups"). */
export const locationLookupQuerySchema = z.object({
  city: optionalString,
  stateCode: optionalString,
  postalCode: optionalString,
  countryCode: countryCodeSchema,
  provider: z._default(z.string(), LOCATION_LOOKUP_PROVIDER),
});
export type LocationLookupQuery = z.infer<typeof locationLookupQuerySchema>;

/**
 * GET /api/Location/search — the as-you-type from/to lookup: at most
 * LOCATION_SEARCH_MAX_LIMIT suggestions, LOCATION_SEARCH_DEFAULT_LIMIT when `limit` is absent.
 */
export const locationSearchQuerySchema = z.object({
  q: requiredString,
  countryCode: z.optional(countryCodeSchema),
  limit: z._default(
    countParam.check(z.lte(LOCATION_SEARCH_MAX_LIMIT)),
    LOCATION_SEARCH_DEFAULT_LIMIT,
  ),
});
export type LocationSearchQuery = z.infer<typeof locationSearchQuerySchema>;
export const locationListSchema = z.array(locationSchema);

export const addressListSchema = z.array(addressRecordSchema);
export const addressParamsSchema = z.object({ addressId: idParam });

/** GET /api/UserPackages answers the saved boxes in `value` (quote §7). */
export const userPackagesResponseSchema = z.object({ value: z.array(userPackageSchema) });
export type UserPackagesResponse = z.infer<typeof userPackagesResponseSchema>;
