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
        {t('thanks')}
      </h2>
      <Notice tone="success" title={t('order', { id: String(orderId) })}>
        {total > 0 ? t('charged', { total: money(total) }) : t('covered')}
      </Notice>
      <h3>{t('next')}</h3>
      <ol className="bs-payment-next">
        <li>{t('next1', { email })}</li>
        <li>{t('next2')}</li>
        <li>{t('next3')}</li>
      </ol>
      <div className="bs-step-actions">
        <Button variant="primary" onClick={() => runtime.ship.getState().flush()}>
          {t('again')}
        </Button>
      </div>
    </div>
  );
}
