import * as z from 'zod/mini';
import { DEFAULT_PICKUP_FEE } from '../constants';
import { falseByDefault, optionalNumber, optionalString, zeroByDefault } from './common';

/**
 * A package line of a rate, carrying the carrier quote id used later for customs and labels,
 * the package's part of the rate, and the server's premium-protection price for the coverage
 * asked (added to the sub-total per box, never part of `rate`).
 */
export const ratePackageSchema = z.object({
  quoteId: optionalString,
  rate: optionalNumber,
  protectionFee: optionalNumber,
});
export type RatePackage = z.infer<typeof ratePackageSchema>;

/**
 * One carrier speed offered for a stage (quote §3). Prices in dollars; dates 'YYYY-MM-DD'.
 * `code` is the speed code (REMOVED_SPEED_CODE is one of them).
 */
export const rateOptionSchema = z.object({
  name: z.string(),
  shortName: optionalString,
  code: z.number(),
  rate: z.number(),
  selected: falseByDefault,
  ship: optionalString,
  deliver: optionalString,
  upsShip: optionalString,
  upsDeliver: optionalString,
  transitDays: z.number(),
  upsTransitDays: z.number(),
  residentialFee: zeroByDefault,
  packages: z._default(z.array(ratePackageSchema), []),
});
export type RateOption = z.infer<typeof rateOptionSchema>;

/** The rates of one stage with the stage's pickup fee (quote §3). */
export const stageRatesSchema = z.object({
  /** 1-based stage number. */
  stage: optionalNumber,
  pickupFee: z._default(z.number(), DEFAULT_PICKUP_FEE),
  rates: z.array(rateOptionSchema),
});
export type StageRates = z.infer<typeof stageRatesSchema>;

/** Rates for every stage of a search, index 0 = stage 1 (quote §3). */
export const shippingRateSetSchema = z.array(stageRatesSchema);
export type ShippingRateSet = z.infer<typeof shippingRateSetSchema>;

/** Requote outcomes after new rates (quote §4). */
export const requoteEventSchema = z.enum([
  'validWithoutChange',
  'RateDiffValue',
  'changedRateLocation',
]);
export type RequoteEvent = z.infer<typeof requoteEventSchema>;

/** "A rates validity flag carries an event and a valid value" (quote §4). */
export const ratesValiditySchema = z.object({
  event: z.optional(requoteEventSchema),
  valid: z.boolean(),
});
export type RatesValidity = z.infer<typeof ratesValiditySchema>;
