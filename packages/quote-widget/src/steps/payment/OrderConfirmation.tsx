import type { ShipState } from '@bikeship/core/stores';
import { Button, Notice, useFormat, useMessages } from '@bikeship/ui';
import { useEffect, useRef } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { paymentMessages } from './paymentMessages';

/**
 * The order is placed, shown in place: its number, what was charged, and what happens next —
 * only what the server does (packages/api services/orderConfirmation.ts): every paid order gets
 * one confirmation mail however it was paid, with the labels made when it was paid attached; a
 * stage the carrier could not label yet follows in a mail of its own. The way on is a new
 * search: a paid search offers no step to pay again. The heading takes the focus, so a screen
 * reader announces the outcome.
 */
export function OrderConfirmation(props: { order: NonNullable<ShipState['paidOrder']> }) {
  const runtime = useQuoteRuntime();
  const t = useMessages(paymentMessages);
  const { money } = useFormat();
  const { orderId, total, email } = props.order;
  const id = String(orderId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="bs-step bs-payment">
      <h2 ref={heading} tabIndex={-1}>
        {t('Thank you — your order is placed')}
      </h2>
      <Notice tone="success" title={t('Order #{id}', { id })}>
        {total > 0
          ? t('{total} was charged to your card.', { total: money(total) })
          : t('Nothing was charged: your discounts and credit covered it.')}
      </Notice>
      <h3>{t('What happens next')}</h3>
      <ul className="bs-payment-next">
        <li>{t('We have emailed the confirmation of order #{id} to {email}.', { id, email })}</li>
        <li>
          {t(
            'Your shipping labels are attached to that email (any we could not make yet follow in a separate email). Print them and tape one label on each box before it ships.',
          )}
        </li>
      </ul>
      <div className="bs-step-actions">
        <Button variant="primary" onClick={() => runtime.ship.getState().flush()}>
          {t('Ship something else')}
        </Button>
      </div>
    </div>
  );
}
