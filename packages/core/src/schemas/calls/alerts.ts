import * as z from 'zod/mini';
import { requiredString } from '../common';
import { noticeSchema } from '../notice';

export const alertsByNameParamsSchema = z.object({ name: requiredString });
/**
 * `time` is a UTC date string (ISO or `Date#toUTCString`); the answer holds the notices active
 * then. Any string a `Date` can read is accepted.
 */
export const alertsByTimeParamsSchema = z.object({
  time: z.string().check(z.refine((time) => !Number.isNaN(Date.parse(time)))),
});
export const noticeListSchema = z.array(noticeSchema);
