import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiError } from './apiError';
import type { ApiClient } from './client';
import { asResult, forbiddenOrFalse, reportedOrFalse } from './policies';

/**
 * Orders (quote §7): create, confirm or pay. The history is its own area (orderHistory.ts): the
 * wizard pays and never lists, so its bundle leaves the history's call schemas out.
 */
export function createOrderApi(client: ApiClient) {
  const reportAs = (call: string) => (error: ApiError) => client.report(error, call);
  return {
    /** 403 → 403 (forbidden); 400 reported to the error service; else false (quote §8). */
    createTemporaryOrder: forbiddenOrFalse(
      client.bind(endpoints.createTemporaryOrder),
      reportAs('createTemporaryOrder'),
    ),
    /** 403 → 403 (forbidden); 400 reported to the error service; else false (quote §8). */
    createOrder: forbiddenOrFalse(client.bind(endpoints.createOrder), reportAs('createOrder')),
    /** Reported to the error service, then false (quote §8). */
    confirmOrder: reportedOrFalse(client.bind(endpoints.confirmOrder), reportAs('confirmOrder')),
    /** Saving a paid order: 403 → 403, else false (quote §8). `usedBalance` in cents (§9). */
    payOrder: forbiddenOrFalse(client.bind(endpoints.payOrder)),
    /** Saving a paid order: 403 → 403, else false (quote §8). `usedBalance` in cents (§9). */
    payAdditional: forbiddenOrFalse(client.bind(endpoints.payAdditional)),
    /**
     * DECISION: the order calls with their failure as the answer (`{ ok: false, error }`), for
     * the payment step — the customer must read WHY an order or a payment failed (a decline's
     * "Your card was declined.", a 409's own figures to confirm), which the rows of quote §8
     * above reduce to false — and for the additional payment of an order's amount due. The
     * caller keeps §8's "400 is reported" for order creation.
     */
    createTemporaryOrderResult: asResult(client.bind(endpoints.createTemporaryOrder)),
    createOrderResult: asResult(client.bind(endpoints.createOrder)),
    payOrderResult: asResult(client.bind(endpoints.payOrder)),
    payAdditionalResult: asResult(client.bind(endpoints.payAdditional)),
  };
}
