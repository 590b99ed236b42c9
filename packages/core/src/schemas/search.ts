import * as z from 'zod/mini';
import { FIRST_STEP, LAST_STEP, MAX_STAGES } from '../constants';
import { addressStageSchema } from './address';
import { boxSchema, unitsSchema } from './box';
import { optionalBoolean, optionalNumber, optionalString, zeroByDefault } from './common';
import { locationSchema } from './location';
import { rateOptionSchema, shippingRateSetSchema } from './rate';

const wizardStepSchema = z.number().check(z.multipleOf(1), z.gte(FIRST_STEP), z.lte(LAST_STEP));

/** One trip (stage) of a search (quote §3). Dates 'YYYY-MM-DD'. */
export const tripStageSchema = z.object({
  from: z.optional(locationSchema),
  to: z.optional(locationSchema),
  shipDate: optionalString,
  deliverDate: optionalString,
  /** Id of a form-data pickup option. */
  pickupOption: optionalNumber,
  /** DECISION: the rate chosen for this stage, kept whole so a requote can compare prices. */
  rateChoice: z.optional(rateOptionSchema),
});
export type TripStage = z.infer<typeof tripStageSchema>;

/** Step-3 address details of one stage. */
export const stageDetailsSchema = z.object({
  from: z.prefault(addressStageSchema, {}),
  to: z.prefault(addressStageSchema, {}),
});
export type StageDetails = z.infer<typeof stageDetailsSchema>;

/**
 * A shipping quote in progress, or a saved search once it has a savedSearchId (quote §3).
 * DECISION: `id` is made in the browser, so a guest search (kept in tab storage) has one too.
 */
export const searchSchema = z.object({
  id: z.string(),
  savedSearchId: optionalNumber,
  savedSearchCode: optionalString,
  ownerId: optionalString,
  step: z._default(wizardStepSchema, FIRST_STEP),
  prevStep: z.optional(wizardStepSchema),
  active: optionalBoolean,
  trips: z._default(z.array(tripStageSchema).check(z.maxLength(MAX_STAGES)), []),
  /** Per stage, same order as `trips`. */
  details: z._default(z.array(stageDetailsSchema), []),
  boxes: z._default(z.array(boxSchema), []),
  /** DECISION: free-text content descriptions given in step 4, one per box. */
  descriptions: z._default(z.array(z.string()), []),
  units: z.prefault(unitsSchema, {}),
  /** The purpose's form-data entryId. */
  purpose: optionalNumber,
  rates: z._default(shippingRateSetSchema, []),
  selectedRateSpeed: optionalNumber,
  selectedRateSpeedIndex: optionalNumber,
  /** DECISION: whether the customer chose premium protection for the boxes. */
  premiumProtection: optionalBoolean,
  pickupOption: optionalNumber,
  subTotal: zeroByDefault,
});
export type Search = z.infer<typeof searchSchema>;

/** Where a saved search goes from or to, for the list of recent searches (quote §3). */
export const searchPlaceSummarySchema = z.object({
  postalCode: optionalString,
  city: optionalString,
  state: optionalString,
  country: optionalString,
});
export type SearchPlaceSummary = z.infer<typeof searchPlaceSummarySchema>;

/** A saved search as the server stores it (quote §3). */
export const savedSearchRecordSchema = z.object({
  searchDate: z.string(),
  savedSearchId: z.number(),
  savedSearchCode: z.string(),
  from: z.prefault(searchPlaceSummarySchema, {}),
  to: z.prefault(searchPlaceSummarySchema, {}),
  /** The `Search` as JSON. */
  serializedSearchData: z.string(),
  userId: optionalString,
  deleted: z._default(z.boolean(), false),
});
export type SavedSearchRecord = z.infer<typeof savedSearchRecordSchema>;
