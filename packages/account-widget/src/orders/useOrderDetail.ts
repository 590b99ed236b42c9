import type { Order } from '@bikeship/core/schemas';
import { useCallback, useEffect, useState } from 'react';
import type { Loaded } from './useOrderHistory';
import type { OrdersApi } from './useOrdersApi';

/** An `order-id` attribute as an order id: a positive whole number, else null. */
export function orderIdOf(given: string | undefined): number | null {
  if (!given || !/^\d+$/.test(given.trim())) return null;
  const id = Number(given);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * One order for `view="order"` (GET /api/Order/detail). The core call answers false when the
 * order is not there or not the customer's (a 404 either way), which reads as failed.
 * `reload` fetches it again after an action changed it (labels made), keeping what is shown
 * until the new answer is there.
 */
export function useOrderDetail(api: OrdersApi | null, orderId: number | null) {
  const [order, setOrder] = useState<Loaded<Order>>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!api || orderId === null) return;
    let live = true;
    api.order.getOrderDetail({ query: { orderId } }).then(
      (answer) =>
        live && setOrder(answer ? { state: 'ready', value: answer } : { state: 'failed' }),
      () => live && setOrder({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, orderId, generation]);

  return { order, reload: useCallback(() => setGeneration((count) => count + 1), []) };
}
