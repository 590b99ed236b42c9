import { useAdoptedCss } from '@bikeship/embed';
import {
  Button,
  Modal,
  modalCss,
  Notice,
  type Translator,
  useFormat,
  useMessages,
} from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';
import { placedOn } from './orderTexts';
import { refundToCard } from './refundToCard';
import type { RefundTarget } from './useRefundActions';

/** The modal's title, what the call does, and its confirm button, by what it acts on. */
function wordsFor(t: Translator, locale: string, target: RefundTarget) {
  switch (target.kind) {
    case 'order':
      return {
        title: t('Cancel order #{id}?', { id: String(target.orderId) }),
        effect: t('Every stage of the order is cancelled; its labels can no longer be used.'),
        confirm: t('Yes, cancel the order'),
      };
    case 'label':
      return {
        title: t('Cancel stage {stage}?', { stage: target.shipment.stage }),
        effect: t('The label of stage {stage} is voided: the stage does not ship.', {
          stage: target.shipment.stage,
        }),
        confirm: t('Yes, cancel stage {stage}', { stage: target.shipment.stage }),
      };
    case 'pickup':
      return {
        title: t('Cancel the pickup of stage {stage}?', { stage: target.shipment.stage }),
        effect: t(
          'The carrier does not come for the boxes: you drop them off instead. The stage stays booked.',
        ),
        confirm: t('Yes, cancel the pickup'),
      };
    case 'payment':
      return {
        title: t('Refund the payment of {date}?', {
          date: placedOn(locale, target.payment.paidAt),
        }),
        effect: t('What is left of this payment goes back. The stages stay booked.'),
        confirm: t('Yes, refund the payment'),
      };
  }
}

/**
 * The confirmation of a cancellation or refund (quote §4): what it does, and the amount the
 * server says it gives back now — to the card and as credit — before the customer commits.
 * The server mails CANCELORDER when a stage or the order is cancelled (api services/refunds.ts),
 * not for a pickup or a payment alone, so only those two say a mail follows. A refusal is said
 * here, in the server's words when it gave some, and the modal stays open.
 */
export function RefundConfirmModal(props: {
  target: RefundTarget | null;
  running: boolean;
  failure: { reason: string | null } | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  // The element's first load does not carry the modal's CSS (ui uiCss.ts): adopted when used.
  useAdoptedCss(modalCss);
  const { target } = props;
  if (!target) return null;
  const words = wordsFor(t, format.locale, target);
  const { offer } = target;
  const mailed = target.kind === 'order' || target.kind === 'label';
  return (
    <Modal title={words.title} open onClose={props.onClose}>
      <p>{words.effect}</p>
      {offer.refund > 0 ? (
        <>
          <p>
            <strong>{t('You get {amount} back:', { amount: format.money(offer.refund) })}</strong>
          </p>
          <dl className="bs-order-facts">
            <dt>{t('To your card')}</dt>
            <dd>{format.money(refundToCard(offer))}</dd>
            <dt>{t('As credit')}</dt>
            <dd>{format.money(offer.credit)}</dd>
          </dl>
        </>
      ) : (
        <p>
          <strong>{t('Nothing is refunded.')}</strong>
        </p>
      )}
      {mailed ? <p>{t("We email the cancellation to the order's email address.")}</p> : null}
      {props.failure ? (
        <Notice tone="danger">
          {t('This could not be done.')} {props.failure.reason ?? t('Try again later.')}
        </Notice>
      ) : null}
      <div className="bs-order-actions">
        <Button variant="secondary" disabled={props.running} onClick={props.onClose}>
          {t('Keep it')}
        </Button>
        <Button variant="primary" busy={props.running} onClick={props.onConfirm}>
          {words.confirm}
        </Button>
      </div>
    </Modal>
  );
}
