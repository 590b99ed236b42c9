import type { Order } from '@bikeship/core/schemas';
import { Button, useFormat, useMessages } from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';
import { orderStatus, placedOn, stageRoute } from './orderTexts';

/**
 * One order in a list: its number, what it cost, its status (a cancelled or refunded order says
 * so), when, where, and the way to its details.
 */
export function OrderSummary(props: { order: Order }) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const { show } = useAccountView();
  const { order } = props;
  const routes = order.shipments.map(stageRoute).filter(Boolean);
  return (
    <li className="bs-orders-item">
      <div className="bs-orders-item-head">
        <span>{t('Order #{id}', { id: String(order.orderId) })}</span>
        <span>{format.money(order.total)}</span>
      </div>
      {order.status ? (
        <p className="bs-orders-status">
          {t('Status: {status}', { status: orderStatus(t, order.status) })}
        </p>
      ) : null}
      <p>
        {t('Placed {date}', { date: placedOn(format.locale, order.orderDate) })}
        {routes.length > 0 ? ` · ${routes.join('; ')}` : ''}
      </p>
      <Button variant="link" onClick={() => show('order', { orderId: String(order.orderId) })}>
        {t('View order #{id}', { id: String(order.orderId) })}
      </Button>
    </li>
  );
}

/** A list of orders, or a line saying there are none. */
export function OrderList(props: { orders: readonly Order[]; empty: string }) {
  if (props.orders.length === 0) return <p>{props.empty}</p>;
  return (
    <ul className="bs-orders-list">
      {props.orders.map((order) => (
        <OrderSummary key={order.orderId} order={order} />
      ))}
    </ul>
  );
}
