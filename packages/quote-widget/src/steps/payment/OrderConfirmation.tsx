import { Button, Notice } from '@bikeship/ui';
import { useEffect, useRef } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { formatMoney } from '../costs/formatQuote';
import type { OrderConfirmation as Confirmation } from './useCheckout';

/**
 * The order is placed (issue 5: shown in place): its number, what was charged, and what happens
 * next. The heading takes the focus, so a screen reader announces the outcome.
 */
export function OrderConfirmation(props: { confirmation: Confirmation }) {
  const runtime = useQuoteRuntime();
  const { orderId, total, email } = props.confirmation;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="bs-step bs-payment">
      <h2 ref={heading} tabIndex={-1}>
        Thank you — your order is placed
      </h2>
      <Notice tone="success" title={`Order #${orderId}`}>
        {total > 0
          ? `${formatMoney(runtime.settings.locale, total)} was charged to your card.`
          : 'Nothing was charged: your discounts and credit covered it.'}
      </Notice>
      <h3>What happens next</h3>
      <ol className="bs-payment-next">
        <li>We email your order confirmation to {email}.</li>
        <li>Your shipping labels follow by email: print one for each box and tape it on.</li>
        <li>Hand the boxes to the carrier on the ship date, or have them picked up.</li>
      </ol>
      <div className="bs-step-actions">
        <Button variant="primary" onClick={() => runtime.ship.getState().flush()}>
          Ship something else
        </Button>
      </div>
    </div>
  );
}
