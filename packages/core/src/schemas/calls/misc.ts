import * as z from 'zod/mini';
import { FREE_TEXT_MAX_LENGTH, JSON_TEXT_MAX_LENGTH } from '../../constants';
import { ambassadorSchema } from '../ambassador';
import {
  countryCodeSchema,
  emailFieldSchema,
  nameField,
  optionalNameField,
  optionalString,
  requiredString,
  wholeNumber,
} from '../common';

/** GET /api/PackageLocation/{code}: where a package is (tracking). */
export const packageLocationParamsSchema = z.object({ code: requiredString });

/** One tracking scan. Times are ISO. */
export const trackingEventSchema = z.object({
  time: z.string(),
  description: z.string(),
  location: optionalString,
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** DECISION (answer not shown): the last status and the scans, newest first. */
export const packageLocationResponseSchema = z.object({
  code: z.string(),
  status: z.string(),
  location: optionalString,
  estimatedDelivery: optionalString,
  events: z._default(z.array(trackingEventSchema), []),
});
export type PackageLocationResponse = z.infer<typeof packageLocationResponseSchema>;

export const ambassadorListSchema = z.array(ambassadorSchema);

/**
 * DECISION (payload not shown): a bike shop's application to the QBP top-shop program:
 * shop name, account number, contact, address. `accountNumber` is the shop's dealer account
 * with QBP; the address is the shop's, spelled as saved addresses spell it (state code, ISO
 * country code).
 */
export const qbpTopShopRequestSchema = z.object({
  shopName: nameField,
  accountNumber: nameField,
  contactName: nameField,
  email: emailFieldSchema,
  phone: optionalString,
  address1: nameField,
  address2: optionalNameField,
  city: nameField,
  state: optionalString,
  postalCode: nameField,
  countryCode: countryCodeSchema,
  message: z.optional(z.string().check(z.maxLength(FREE_TEXT_MAX_LENGTH))),
});
export type QbpTopShopRequest = z.infer<typeof qbpTopShopRequestSchema>;

/** POST /api/log — a client-side error report (quote §7). */
export const logRequestSchema = z.object({
  jsonContent: z.string().check(z.maxLength(JSON_TEXT_MAX_LENGTH)),
  userAgent: z.string().check(z.maxLength(FREE_TEXT_MAX_LENGTH)),
  step: z.optional(wholeNumber),
  uniqueId: requiredString,
});
export type LogRequest = z.infer<typeof logRequestSchema>;
