import * as z from 'zod/mini';
import { MAX_STAGES } from '../constants';
import { addressStageSchema } from './address';
import { optionalBoolean, optionalString, stageNumber } from './common';

/** Fixed ship and deliver dates of one stage of an event trip ('YYYY-MM-DD'). */
export const eventStageDatesSchema = z.object({
  stage: stageNumber,
  shipDate: optionalString,
  deliverDate: optionalString,
});
export type EventStageDates = z.infer<typeof eventStageDatesSchema>;

/**
 * A bicycle event or partner (quote §3). DECISION: the per-stage dates for stages 1 to 5 are a
 * list of `{ stage, shipDate, deliverDate }` rather than ten numbered fields; `address` is the
 * venue the wizard fills in as an event address (AVS source 'event'); `partner` marks the
 * entries of /partners.
 */
export const bicycleEventSchema = z.object({
  eventId: z.number(),
  name: z.string(),
  urlCode: z.string(),
  startDate: optionalString,
  couponCode: optionalString,
  stageDates: z._default(z.array(eventStageDatesSchema).check(z.maxLength(MAX_STAGES)), []),
  address: z.optional(addressStageSchema),
  partner: optionalBoolean,
});
export type BicycleEvent = z.infer<typeof bicycleEventSchema>;
