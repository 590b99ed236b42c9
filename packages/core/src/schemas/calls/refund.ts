import * as z from 'zod/mini';
import { idParam } from '../common';

/** POST /api/Refund/RefundOrder?orderId — cancel an order and refund its payment. */
export const refundOrderQuerySchema = z.object({ orderId: idParam });
export type RefundOrderQuery = z.infer<typeof refundOrderQuerySchema>;

/** DECISION: the refund answer says what went back to the card, in dollars. */
export const refundResponseSchema = z.object({
  success: z.boolean(),
  amountRefunded: z.optional(z.number()),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** DELETE /api/Refund/{Order|Label|Pickup|Payment}/{id}. */
export const refundTargetParamsSchema = z.object({ id: idParam });
