import type { Order, OrderPayment } from '@bikeship/core/schemas';
import { type Translator, useFormat, useMessages } from '@bikeship/ui';
import { useId } from 'react';
import { accountMessages } from '../account/accountMessages';
import { PaymentRefundAction } from './CancelActions';
import { OrderCharges } from './OrderCharges';
import { orderStatus, placedOn } from './orderTexts';

function paymentName(t: Translator, locale: string, payment: OrderPayment): string {
  const date = placedOn(locale, payment.paidAt);
  return payment.kind === 'additional'
    ? t('Additional payment of {date}', { date })
    : t('Payment of {date}', { date });
}

/**
 * The order's money as the order detail gives it: how its total is made up (OrderCharges), its
 * status, what was paid (cards and credit), what was given back and what is still due, then
 * each payment with its own refund, when the server offers one. Figures the answer leaves out are not shown.
 */
export function OrderFigures(props: { order: Order }) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const { order } = props;
  const payments = order.payments ?? [];
  const titleId = useId();
  return (
    <section className="bs-order-money" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('Payment')}</h3>
      <OrderCharges order={order} />
      <dl className="bs-order-facts">
        {order.status ? (
          <>
            <dt>{t('Status')}</dt>
            <dd>{orderStatus(t, order.status)}</dd>
          </>
        ) : null}
        {order.paid !== undefined ? (
          <>
            <dt>{t('Paid')}</dt>
            <dd>{format.money(order.paid)}</dd>
          </>
        ) : null}
        {order.refunded !== undefined ? (
          <>
            <dt>{t('Refunded')}</dt>
            <dd>{format.money(order.refunded)}</dd>
          </>
        ) : null}
        {order.due ? (
          <>
            <dt>{t('Due')}</dt>
            <dd>{format.money(order.due)}</dd>
          </>
        ) : null}
      </dl>
      {payments.length > 0 ? (
        <ul className="bs-order-payments" aria-label={t('Payments')}>
          {payments.map((payment) => {
            const name = paymentName(t, format.locale, payment);
            return (
              <li key={payment.paymentId}>
                <span>
                  {t('{payment}: {amount}', {
                    payment: name,
                    amount: format.money(payment.amount),
                  })}
                  {payment.refunded > 0
                    ? ` · ${t('{amount} refunded', { amount: format.money(payment.refunded) })}`
                    : ''}
                </span>
                <PaymentRefundAction payment={payment} name={name} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
