import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { orFalse } from './policies';

/** Refunds and cancellations of an order, a label, a pickup or a payment (quote §4, §7). */
export function createRefundApi(client: ApiClient) {
  return {
    /**
     * false on failure (quote §8: "refund … failures return false"). DECISION: that row names
     * the refund of a whole order; the DELETE rows below say "error passed to caller".
     */
    refundOrder: orFalse(client.bind(endpoints.refundOrder)),
    /** Passed to the caller (quote §7: DELETE /api/Refund/… error passed to caller). */
    deleteOrder: client.bind(endpoints.deleteOrder),
    /** Passed to the caller (quote §7: DELETE /api/Refund/… error passed to caller). */
    deleteLabel: client.bind(endpoints.deleteLabel),
    /** Passed to the caller (quote §7: DELETE /api/Refund/… error passed to caller). */
    deletePickup: client.bind(endpoints.deletePickup),
    /** Passed to the caller (quote §7: DELETE /api/Refund/… error passed to caller). */
    deletePayment: client.bind(endpoints.deletePayment),
  };
}
