import { RECENT_ORDERS_FETCHED } from '../constants';
import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import type { EndpointInput } from './endpointTypes';
import { mapAnswer, orEmpty, orFalse } from './policies';

/** The order history (quote §7): months with orders, a month's orders, the recent ones, one order. */
export function createOrderHistoryApi(client: ApiClient) {
  const getRecentOrders = client.bind(endpoints.getRecentOrders);
  return {
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
