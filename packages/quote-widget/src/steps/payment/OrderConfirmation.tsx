import { Button, Notice, useFormat, useMessages } from '@bikeship/ui';
import { useEffect, useRef } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { paymentMessages } from './paymentMessages';
import type { OrderConfirmation as Confirmation } from './useCheckout';

/**
 * The order is placed, shown in place: its number, what was charged, and what happens
 * next. The heading takes the focus, so a screen reader announces the outcome.
 */
export function OrderConfirmation(props: { confirmation: Confirmation }) {
  const runtime = useQuoteRuntime();
  const t = useMessages(paymentMessages);
  const { money } = useFormat();
  const { orderId, total, email } = props.confirmation;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="bs-step bs-payment">
      <h2 ref={heading} tabIndex={-1}>
        {t('Thank you — your order is placed')}
      </h2>
      <Notice tone="success" title={t('Order #{id}', { id: String(orderId) })}>
        {total > 0
          ? t('{total} was charged to your card.', { total: money(total) })
          : t('Nothing was charged: your discounts and credit covered it.')}
      </Notice>
      <h3>{t('What happens next')}</h3>
      <ol className="bs-payment-next">
        <li>{t('We email your order confirmation to {email}.', { email })}</li>
        <li>{t('Your shipping labels follow by email: print one for each box and tape it on.')}</li>
        <li>{t('Hand the boxes to the carrier on the ship date, or have them picked up.')}</li>
      </ol>
      <div className="bs-step-actions">
        <Button variant="primary" onClick={() => runtime.ship.getState().flush()}>
          {t('Ship something else')}
        </Button>
      </div>
    </div>
  );
}
