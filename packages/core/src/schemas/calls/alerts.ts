import * as z from 'zod/mini';
import { requiredString } from '../common';
import { noticeSchema } from '../notice';

export const alertsByNameParamsSchema = z.object({ name: requiredString });
/**
 * `time` is a UTC date string (ISO or `Date#toUTCString`); the answer holds the notices active
 * then. Any string a `Date` can read is accepted, in the years 1 to 9999 that a database
 * timestamp and an ISO date both hold.
 */
export const alertsByTimeParamsSchema = z.object({
  time: z.string().check(
    z.refine((time) => {
      const year = new Date(time).getUTCFullYear();
      return year >= 1 && year <= 9999;
    }, 'Give a date between the years 1 and 9999'),
  ),
});
export const noticeListSchema = z.array(noticeSchema);
