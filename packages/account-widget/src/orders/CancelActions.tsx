import type { Order, OrderPayment, Shipment } from '@bikeship/core/schemas';
import { Button, Notice, useFormat, useMessages } from '@bikeship/ui';
import { useEffect, useRef } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useRefundAsking } from './RefundActionsContext';
import { RefundConfirmModal } from './RefundConfirmModal';
import type { RefundActions, RefundDone } from './useRefundActions';

/**
 * The order's own cancellation (quote §4: an order can be cancelled): Cancel the order when the
 * server offers it, what the last cancellation or refund came to, and the confirmation modal of
 * every cancel and refund button of the order (stages' and payments' too). While a refund of the
 * order is under way the server's money may still be moving: it says so and offers nothing.
 */
export function OrderCancelActions(props: { order: Order; actions: RefundActions }) {
  const t = useMessages(accountMessages);
  const { order, actions } = props;
  const offer = order.cancelOffer;
  return (
    <>
      {order.refundUnderWay ? (
        <Notice tone="info">
          {t('A refund of this order is under way. Come back in a moment to change anything else.')}
        </Notice>
      ) : null}
      {actions.done ? <DoneNotice done={actions.done} /> : null}
      {offer && !order.refundUnderWay ? (
        <div className="bs-order-actions">
          <Button
            variant="secondary"
            onClick={() => actions.ask({ kind: 'order', orderId: order.orderId, offer })}
          >
            {t('Cancel the order')}
          </Button>
        </div>
      ) : null}
      <RefundConfirmModal
        target={actions.asking}
        running={actions.running}
        failure={actions.failure}
        onConfirm={() => void actions.confirm()}
        onClose={actions.dismiss}
      />
    </>
  );
}

function DoneNotice(props: { done: RefundDone }) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const { target, toCard } = props.done;
  const what = {
    order: () => t('The order is cancelled.'),
    label: () => t('Stage {stage} is cancelled.', { stage: stageOf(target) }),
    pickup: () => t('The pickup of stage {stage} is cancelled.', { stage: stageOf(target) }),
    payment: () => t('The payment is refunded.'),
  }[target.kind]();
  const outcome = useRef<HTMLDivElement>(null);
  // The button that asked is often gone with what it cancelled: the focus goes to the outcome.
  useEffect(() => outcome.current?.focus(), [props.done]);
  return (
    <div ref={outcome} tabIndex={-1}>
      <Notice tone="success">
        {what}{' '}
        {toCard > 0 ? t('{amount} goes back to your card.', { amount: format.money(toCard) }) : ''}
      </Notice>
    </div>
  );
}

const stageOf = (target: RefundDone['target']) =>
  target.kind === 'label' || target.kind === 'pickup' ? target.shipment.stage : 0;

/**
 * A stage's cancel buttons, each only when the server offers it: Cancel stage N (voids its
 * label, DELETE /api/Refund/Label) and Cancel pickup (DELETE /api/Refund/Pickup).
 */
export function StageCancelActions(props: { shipment: Shipment }) {
  const t = useMessages(accountMessages);
  const asking = useRefundAsking();
  const { shipment } = props;
  if (!asking || asking.underWay) return null;
  const label = shipment.labelCancelOffer;
  const pickup = shipment.pickupCancelOffer;
  if (!label && !pickup) return null;
  return (
    <div className="bs-order-actions">
      {label ? (
        <Button onClick={() => asking.ask({ kind: 'label', shipment, offer: label })}>
          {t('Cancel stage {stage}', { stage: shipment.stage })}
        </Button>
      ) : null}
      {pickup ? (
        <Button onClick={() => asking.ask({ kind: 'pickup', shipment, offer: pickup })}>
          {t('Cancel pickup')}
        </Button>
      ) : null}
    </div>
  );
}

/** A payment's Refund button (DELETE /api/Refund/Payment), only when the server offers it. */
export function PaymentRefundAction(props: { payment: OrderPayment; name: string }) {
  const t = useMessages(accountMessages);
  const asking = useRefundAsking();
  const { payment } = props;
  const offer = payment.refundOffer;
  if (!asking || asking.underWay || !offer) return null;
  return (
    <Button
      variant="link"
      aria-label={t('Refund: {payment}', { payment: props.name })}
      onClick={() => asking.ask({ kind: 'payment', payment, offer })}
    >
      {t('Refund')}
    </Button>
  );
}
