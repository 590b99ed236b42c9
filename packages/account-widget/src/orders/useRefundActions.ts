import type { OrderPayment, RefundOffer, Shipment } from '@bikeship/core/schemas';
import { useState } from 'react';
import { refundToCard } from './refundToCard';
import { refusalReason } from './refusalReason';
import type { OrdersApi } from './useOrdersApi';

/**
 * What a cancellation or refund acts on (quote §4: "refund or cancel can act on an order, a
 * label, a pickup or a payment"), with the server's offer: what the call would give back now.
 */
export type RefundTarget =
  | { kind: 'order'; orderId: number; offer: RefundOffer }
  | { kind: 'label'; shipment: Shipment; offer: RefundOffer }
  | { kind: 'pickup'; shipment: Shipment; offer: RefundOffer }
  | { kind: 'payment'; payment: OrderPayment; offer: RefundOffer };

/** What the last confirmed call came to: what it acted on, and what went back to the card. */
export interface RefundDone {
  target: RefundTarget;
  toCard: number;
}

function callFor(api: OrdersApi, target: RefundTarget) {
  switch (target.kind) {
    case 'order':
      return api.refund.deleteOrder({ params: { id: target.orderId } });
    case 'label':
      return api.refund.deleteLabel({ params: { id: target.shipment.shipmentId } });
    case 'pickup':
      return api.refund.deletePickup({ params: { id: target.shipment.shipmentId } });
    case 'payment':
      return api.refund.deletePayment({ params: { id: target.payment.paymentId } });
  }
}

/**
 * The cancellations and refunds of one order, one at a time: the target being confirmed (the
 * modal is open while there is one), whether its call runs, why it failed (said in the modal,
 * which stays open so the customer can read it and retry or keep the order), and what the last
 * one came to. `onRefunded` is told after a call succeeded: the order's figures are fetched
 * again, as only the server knows what each remaining offer now gives back.
 */
export function useRefundActions(api: OrdersApi | null, onRefunded: () => void) {
  const [asking, setAsking] = useState<RefundTarget | null>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const [done, setDone] = useState<RefundDone | null>(null);

  const ask = (target: RefundTarget) => {
    setAsking(target);
    setFailure(null);
    setDone(null);
  };
  const dismiss = () => {
    if (!running) setAsking(null);
  };
  const confirm = async () => {
    if (!api || !asking || running) return;
    setRunning(true);
    setFailure(null);
    try {
      const answer = await callFor(api, asking);
      if (!answer.success) {
        setFailure({ reason: null });
        return;
      }
      setDone({ target: asking, toCard: answer.amountRefunded ?? refundToCard(asking.offer) });
      setAsking(null);
      onRefunded();
    } catch (error) {
      setFailure({ reason: await refusalReason(error) });
    } finally {
      setRunning(false);
    }
  };

  return { asking, running, failure, done, ask, dismiss, confirm };
}

export type RefundActions = ReturnType<typeof useRefundActions>;
