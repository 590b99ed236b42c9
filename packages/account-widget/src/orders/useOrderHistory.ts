import type { Order, OrderMonth } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import type { OrdersApi } from './useOrdersApi';

/** A list on its way, there, or not there (the call failed). */
export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

const sameMonth = (a: OrderMonth, b: OrderMonth) => a.year === b.year && a.month === b.month;

/**
 * The order history of quote §7 for `view="orders"`: the months with orders (newest first, as
 * the client gives them), the most recent orders, and the orders of the month chosen.
 * DECISION: the core calls answer an empty list on failure (quote §8: most fetch failures), so an
 * empty answer reads as "no orders"; a call that throws (the runtime itself failing) as failed.
 */
export function useOrderHistory(api: OrdersApi | null) {
  const [months, setMonths] = useState<Loaded<OrderMonth[]>>({ state: 'loading' });
  const [recent, setRecent] = useState<Loaded<Order[]>>({ state: 'loading' });
  const [chosen, setChosen] = useState<OrderMonth | null>(null);
  const [ofMonth, setOfMonth] = useState<Loaded<Order[]> | null>(null);

  useEffect(() => {
    if (!api) return;
    let live = true;
    api.order.getOrderDates().then(
      (value) => live && setMonths({ state: 'ready', value }),
      () => live && setMonths({ state: 'failed' }),
    );
    api.order.getRecentOrders().then(
      (value) => live && setRecent({ state: 'ready', value }),
      () => live && setRecent({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    if (!api || !chosen) return;
    let live = true;
    setOfMonth({ state: 'loading' });
    api.order.getOrdersByMonth({ query: { month: chosen.month, year: chosen.year } }).then(
      (value) => live && setOfMonth({ state: 'ready', value }),
      () => live && setOfMonth({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, chosen]);

  return {
    months,
    recent,
    chosen,
    ofMonth,
    isChosen: (month: OrderMonth) => chosen !== null && sameMonth(chosen, month),
    choose: setChosen,
  };
}
