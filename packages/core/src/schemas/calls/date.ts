import * as z from 'zod/mini';
import { countParam, countryCodeSchema } from '../common';

/** A calendar day as year, month (1–12) and day (quote §7 "year, month, day items"). */
export const dateItemSchema = z.object({ year: z.number(), month: z.number(), day: z.number() });
export type DateItem = z.infer<typeof dateItemSchema>;

/**
 * DECISION: GET /api/Date answers today's date where the carrier ships (the server's clock), and
 * GET /api/Date/schedule/{country}/{year}/{month} the holidays of that month, on which nothing
 * ships (the ship-date rule skips them).
 */
export const dateItemListSchema = z.array(dateItemSchema);
export const dateScheduleParamsSchema = z.object({
  country: countryCodeSchema,
  year: countParam,
  month: countParam.check(z.gte(1), z.lte(12)),
});
export type DateScheduleParams = z.infer<typeof dateScheduleParamsSchema>;
