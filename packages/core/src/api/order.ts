import { RECENT_ORDERS_FETCHED } from '../constants';
import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiError } from './apiError';
import type { ApiClient } from './client';
import type { EndpointInput } from './endpointTypes';
import {
  asResult,
  forbiddenOrFalse,
  mapAnswer,
  orEmpty,
  orFalse,
  reportedOrFalse,
} from './policies';

/** Orders (quote §7): create, confirm or pay, and the order history. */
export function createOrderApi(client: ApiClient) {
  const reportAs = (call: string) => (error: ApiError) => client.report(error, call);
  const getRecentOrders = client.bind(endpoints.getRecentOrders);
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
     * above reduce to false. The caller keeps §8's "400 is reported" for order creation.
     */
    createTemporaryOrderResult: asResult(client.bind(endpoints.createTemporaryOrder)),
    createOrderResult: asResult(client.bind(endpoints.createOrder)),
    payOrderResult: asResult(client.bind(endpoints.payOrder)),
    /** Months with orders, newest first ("array, reversed", quote §7); empty list on failure. */
    getOrderDates: orEmpty(
      mapAnswer(client.bind(endpoints.getOrderDates), (months) => months.reverse()),
    ),
    /** Empty list on failure (quote §8: most other fetch failures). */
    getOrdersByMonth: orEmpty(client.bind(endpoints.getOrdersByMonth)),
    /** false on failure (quote §8: most other fetch failures). */
    getOrderDetail: orFalse(client.bind(endpoints.getOrderDetail)),
    /** The last RECENT_ORDERS_FETCHED orders unless `num` says otherwise; empty list on failure. */
    getRecentOrders: orEmpty((input?: EndpointInput<typeof endpoints.getRecentOrders>) =>
      getRecentOrders({ ...input, query: { num: RECENT_ORDERS_FETCHED, ...input?.query } }),
    ),
  };
}
