import * as z from 'zod/mini';
import {
  DEFAULT_SHIP_MODE,
  MAX_STAGES,
  SHIP_MODE_MULTI_CITY,
  SHIP_MODE_ONE_WAY,
  SHIP_MODE_ROUND_TRIP,
} from '../../constants';
import { marketValueSchema, unitsShape } from '../box';
import {
  amountInRequest,
  countParam,
  countryCodeSchema,
  falseByDefault,
  isoDate,
  optionalString,
  positiveNumber,
  positiveWholeNumber,
  requiredString,
  stageNumber,
} from '../common';
import { locationSchema } from '../location';

/** 1 One-Way, 2 Round-Trip, 3 Multi-City (quote §1). */
export const shipModeSchema = z.literal([
  SHIP_MODE_ONE_WAY,
  SHIP_MODE_ROUND_TRIP,
  SHIP_MODE_MULTI_CITY,
]);
export type ShipMode = z.infer<typeof shipModeSchema>;

/** One side of a stage in a rate request (quote §7). */
export const rateRequestAddressSchema = z.object({
  city: optionalString,
  state: optionalString,
  stateName: optionalString,
  county: optionalString,
  postalCode: optionalString,
  countryCode: countryCodeSchema,
  passedAVS: falseByDefault,
  isResidential: falseByDefault,
  location: z.optional(locationSchema),
});
export type RateRequestAddress = z.infer<typeof rateRequestAddressSchema>;

/**
 * One stage of a rate request (quote §7). `actionDate` with `dateType` D asks for delivery by
 * that date, S for shipping on it.
 */
export const rateRequestStageShape = {
  stage: stageNumber,
  shipDate: isoDate,
  deliverDate: z.optional(isoDate),
  pickupOption: z.optional(positiveWholeNumber),
  purposeOption: z.optional(positiveWholeNumber),
  actionDate: z.optional(isoDate),
  dateType: z.optional(z.enum(['D', 'S'])),
  from: rateRequestAddressSchema,
  to: rateRequestAddressSchema,
};
export const rateRequestStageSchema = z.object(rateRequestStageShape);
export type RateRequestStage = z.infer<typeof rateRequestStageSchema>;

/**
 * One package of a rate request (quote §7). Dimensions and weight must be positive; the
 * carrier bounds depend on the unit and are checked by the box validation rule.
 */
export const rateRequestPackageShape = {
  name: optionalString,
  length: positiveNumber,
  height: positiveNumber,
  width: positiveNumber,
  weight: positiveNumber,
  ...unitsShape,
  value: z._default(marketValueSchema, 0),
  coverage: amountInRequest,
  protectionFee: amountInRequest,
  /** The content option's code. */
  contentOption: optionalString,
};
export const rateRequestPackageSchema = z.object(rateRequestPackageShape);
export type RateRequestPackage = z.infer<typeof rateRequestPackageSchema>;

/** POST /api/Rates and POST /api/Rates/Date (quote §7); at most MAX_STAGES stages (§9). */
export const rateRequestSchema = z.object({
  shipMode: z._default(shipModeSchema, DEFAULT_SHIP_MODE),
  stages: z.array(rateRequestStageSchema).check(z.minLength(1), z.maxLength(MAX_STAGES)),
  packages: z.array(rateRequestPackageSchema).check(z.minLength(1)),
});
export type RateRequest = z.infer<typeof rateRequestSchema>;

/** DECISION: POST /api/Rates stores the request and answers its id, read by GET /api/Rates. */
export const rateRequestCreatedSchema = z.object({ id: z.string() });
export type RateRequestCreated = z.infer<typeof rateRequestCreatedSchema>;

/** GET /api/Rates?id&removeSpeeds — removeSpeeds is a speed code to leave out (quote §7). */
export const ratesQuerySchema = z.object({
  id: requiredString,
  removeSpeeds: z.optional(countParam),
});
export type RatesQuery = z.infer<typeof ratesQuerySchema>;

/** Dates of one rate (quote §7 POST /api/Rates/Date); `stage` and `code` say which. */
export const rateDateSchema = z.object({
  stage: z.number(),
  code: z.number(),
  date: z.string(),
  deliverDate: z.string(),
  upsDate: optionalString,
  upsDeliverDate: optionalString,
});
export type RateDate = z.infer<typeof rateDateSchema>;
export const rateDateListSchema = z.array(rateDateSchema);
