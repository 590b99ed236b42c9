import type { User } from '@bikeship/core/schemas';
import { useAdoptedCss } from '@bikeship/embed';
import { Button, Notice, useFormat, useMessages } from '@bikeship/ui';
import { useId } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';
import { ViewLoading } from '../account/ViewLoading';
import { AdditionalPayment } from './AdditionalPayment';
import { OrderCancelActions } from './CancelActions';
import { OrderFigures } from './OrderFigures';
import { ordersCss } from './orders.css';
import { placedOn } from './orderTexts';
import { RefundActionsContext } from './RefundActionsContext';
import { SignedOutOrders } from './SignedOutOrders';
import { StageDetails } from './StageDetails';
import { orderIdOf, useOrderDetail } from './useOrderDetail';
import { useOrdersApi } from './useOrdersApi';
import { useRefundActions } from './useRefundActions';
import { useSignedInCustomer } from './useSignedInCustomer';

/**
 * `<bikeship-account view="order" order-id="N">` (quote §7: the order detail): the order's
 * number, date and total, its money and cancellation (OrderFigures.tsx, CancelActions.tsx), then
 * each stage with its status, tracking, boxes, label and cancel actions (StageDetails.tsx). An
 * order that is not there or not the customer's, or no `order-id`, is said in place; All orders
 * goes back to `view="orders"`.
 */
export function OrderView() {
  const t = useMessages(accountMessages);
  useAdoptedCss(ordersCss);
  const { show, orderId } = useAccountView();
  const customer = useSignedInCustomer();
  const titleId = useId();
  const id = orderIdOf(orderId);
  return (
    <section className="bs-account bs-orders" aria-labelledby={titleId}>
      <Button variant="link" className="bs-order-back" onClick={() => show('orders')}>
        {t('All orders')}
      </Button>
      <h2 className="bs-account-title" id={titleId}>
        {id === null ? t('Order') : t('Order #{id}', { id: String(id) })}
      </h2>
      {customer === 'loading' ? (
        <ViewLoading />
      ) : customer === null ? (
        <SignedOutOrders />
      ) : id === null ? (
        <Notice tone="warning">{t('No order is named here (order-id).')}</Notice>
      ) : (
        <OrderDetail orderId={id} customer={customer} />
      )}
    </section>
  );
}

function OrderDetail(props: { orderId: number; customer: User }) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const api = useOrdersApi();
  const { order, reload } = useOrderDetail(api, props.orderId);
  const refunds = useRefundActions(api, reload);
  if (order.state === 'loading') return <p role="status">{t('Loading…')}</p>;
  if (order.state === 'failed') {
    return (
      <Notice tone="danger">
        {t('Order #{id} could not be found in your account.', { id: String(props.orderId) })}
      </Notice>
    );
  }
  const placed = order.value;
  return (
    <RefundActionsContext.Provider
      value={{ ask: refunds.ask, underWay: placed.refundUnderWay === true }}
    >
      <dl className="bs-order-facts">
        <dt>{t('Placed')}</dt>
        <dd>{placedOn(format.locale, placed.orderDate)}</dd>
        {placed.po ? (
          <>
            <dt>{t('PO')}</dt>
            <dd>{placed.po}</dd>
          </>
        ) : null}
      </dl>
      <OrderFigures order={placed} />
      {api ? (
        <AdditionalPayment
          api={api}
          order={placed}
          customerId={props.customer.id}
          onPaid={reload}
        />
      ) : null}
      <OrderCancelActions order={placed} actions={refunds} />
      {placed.shipments.map((shipment) => (
        <StageDetails
          key={shipment.shipmentId}
          api={api}
          orderId={placed.orderId}
          shipment={shipment}
          fees={placed.fees?.find((fees) => fees.stage === shipment.stage)}
          email={props.customer.email}
          onChanged={reload}
        />
      ))}
    </RefundActionsContext.Provider>
  );
}
