import * as z from 'zod/mini';
import { FREE_TEXT_MAX_LENGTH } from '../constants';
import {
  countryCodeSchema,
  nameField,
  optionalBoolean,
  optionalNameField,
  optionalNumber,
  optionalString,
  requiredString,
} from './common';

const streetLine = z.string().check(z.minLength(1), z.maxLength(FREE_TEXT_MAX_LENGTH));

/** Where an address came from (quote §3). */
export const avsSourceSchema = z.enum(['default', 'saved_address', 'recent_searches', 'event']);
export type AvsSource = z.infer<typeof avsSourceSchema>;

export const avsStatusValueSchema = z.enum(['success', 'failed']);
export type AvsStatusValue = z.infer<typeof avsStatusValueSchema>;

/** Outcome of address verification (quote §3), spelled as the spec spells them. */
export const avsResultSchema = z.enum([
  'not_called',
  'rejected_by_user',
  'modified_by_user',
  'invalid_address',
  'address_not_found',
  'street_not_found',
  'invalid license key',
  'out_of_range',
  'api_avs_failed',
  'check_on_address_replace',
  'unit_not_found',
]);
export type AvsResult = z.infer<typeof avsResultSchema>;

/** DECISION: the AVS status of an address keeps its source, the status and the last result. */
export const avsStatusSchema = z.object({
  source: z._default(avsSourceSchema, 'default'),
  status: z.optional(avsStatusValueSchema),
  result: z.optional(avsResultSchema),
});
export type AvsStatus = z.infer<typeof avsStatusSchema>;

/** A country by name and ISO 3166-1 alpha-2 code. */
export const countryRefSchema = z.object({ name: z.string(), code: z.string() });
export type CountryRef = z.infer<typeof countryRefSchema>;

/**
 * One side (from or to) of a stage as collected in step 3 (quote §3). Every field is optional
 * while the customer types; "filled" is a rule (rules/), not a schema constraint.
 */
export const addressStageSchema = z.object({
  company: optionalString,
  firstName: optionalString,
  lastName: optionalString,
  streetAddress: optionalString,
  streetNumber: optionalString,
  county: optionalString,
  address1: optionalString,
  address2: optionalString,
  address3: optionalString,
  city: optionalString,
  /** State or province code, e.g. 'OR'. */
  state: optionalString,
  postalCode: optionalString,
  country: z.optional(countryRefSchema),
  phone: optionalString,
  phoneValid: optionalBoolean,
  isResidential: optionalBoolean,
  passedAvs: optionalBoolean,
  avsStatus: z.optional(avsStatusSchema),
  addressId: optionalNumber,
  isSavedAddress: optionalBoolean,
  needSaveAddress: optionalBoolean,
  isEventAddress: optionalBoolean,
  displayName: optionalString,
  searchType: z.optional(z.enum(['full', 'partial'])),
  requote: optionalBoolean,
});
export type AddressStage = z.infer<typeof addressStageSchema>;

/**
 * A saved address as sent to POST/PUT /api/Address (quote §7: "country name, state code,
 * companyName"). DECISION: the stored fields are those a label needs; name, street, city,
 * postal code and country are required.
 */
export const addressInputShape = {
  companyName: optionalNameField,
  firstName: nameField,
  lastName: nameField,
  address1: streetLine,
  address2: z.optional(streetLine),
  address3: z.optional(streetLine),
  city: nameField,
  /** State or province code, e.g. 'OR'. */
  state: optionalString,
  postalCode: requiredString,
  /** Country name, e.g. 'United States'. */
  country: nameField,
  countryCode: z.optional(countryCodeSchema),
  phone: optionalString,
  isResidential: optionalBoolean,
};
export const addressInputSchema = z.object(addressInputShape);
export type AddressInput = z.infer<typeof addressInputSchema>;

/** A saved address with its id (quote §3 "Address record"). */
export const addressRecordSchema = z.object({ ...addressInputShape, addressId: z.number() });
export type AddressRecord = z.infer<typeof addressRecordSchema>;
