import * as z from 'zod/mini';
import { idParam } from '../common';

export const labelParamsSchema = z.object({ shipmentId: idParam });

/** DECISION: creating a label answers the carrier's tracking numbers, one per package. */
export const labelResponseSchema = z.object({
  shipmentId: z.number(),
  trackingNumbers: z._default(z.array(z.string()), []),
});
export type LabelResponse = z.infer<typeof labelResponseSchema>;
