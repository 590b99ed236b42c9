import { DEFAULT_PAYMENT_PROCESSOR, IDEMPOTENCY_KEY_HEADER } from '@bikeship/core/constants';
import type { Order, PaymentRequest, StageFees } from '@bikeship/core/schemas';
import {
  type CardEntrySlot,
  newIdempotencyKey,
  type PaymentFailure,
  paymentAnswerOf,
  payThroughAuthentication,
  useMessages,
} from '@bikeship/ui';
import { useRef, useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useLoadedAccountRuntime } from '../runtime/AccountRuntimeContext';
import type { OrdersApi } from './useOrdersApi';

/** The card a payment goes on: its payment method id and how the customer knows it. */
export interface ChosenCard {
  nonce: string;
  label: string;
}

/**
 * Where the payment of an amount due stands: the customer chooses a card, then confirms what
 * will be charged to it; `paid` once the server took it.
 */
export type DuePaymentStage =
  | { step: 'choosing' }
  | { step: 'confirming'; card: ChosenCard }
  | { step: 'paid'; amount: number; card: ChosenCard };

/**
 * The additional payment of an order's amount due (POST /api/Order/Additional-Payment): the
 * server charges exactly the order's `due` against its current `fees`, with no discount,
 * credit or donation (api services/orderPayment.ts `payAdditional`), so the body sends those.
 *
 * The same discipline as the wizard's payment (quote-widget useCheckout.ts): a new
 * `Idempotency-Key` per attempt; an attempt whose outcome the customer does not know — no
 * answer, a server error, 3-D Secure not settled — is asked again under the SAME key and body
 * (the server then answers its outcome: never a second charge); a decline frees the card choice
 * for another attempt. A 409 with the server's figures (the amount changed meanwhile) is shown
 * for the customer to confirm. Success calls `onPaid` (the order is fetched again: its figures
 * and due change); every failure is said in place and emitted as `bikeship:error`.
 */
export function useAdditionalPayment(
  api: OrdersApi,
  order: Order,
  card: CardEntrySlot,
  onPaid: () => void,
) {
  const runtime = useLoadedAccountRuntime();
  const t = useMessages(accountMessages);
  const [stage, setStage] = useState<DuePaymentStage>({ step: 'choosing' });
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  // The server's figures of a 409 (the amount due changed since the order was shown).
  const [changed, setChanged] = useState<{
    message: string;
    total: number;
    fees: StageFees[];
  } | null>(null);
  const running = useRef(false);
  const unsettled = useRef<{ body: PaymentRequest; key: string } | null>(null);

  const amount = changed?.total ?? order.due ?? 0;
  const fees = changed?.fees ?? order.fees ?? [];

  const fail = (shown: PaymentFailure) => {
    setFailure(shown);
    runtime?.emit('bikeship:error', { code: shown.code, message: shown.message, step: null });
  };

  /** Pay: the chosen saved card, or the new card's payment method (its errors under it). */
  const review = async (savedCard: ChosenCard | null) => {
    setFailure(null);
    if (savedCard) return setStage({ step: 'confirming', card: savedCard });
    const entry = card.current;
    if (!entry) {
      return fail({ message: t('Card entry is not ready yet: try again.'), code: 'card_entry' });
    }
    const method = await entry.paymentMethod();
    if ('error' in method) return; // shown under the card's field
    setStage({ step: 'confirming', card: { nonce: method.id, label: t('the new card') } });
  };

  const attempt = async (chosen: ChosenCard, savePaymentMethod: boolean) => {
    const { body, key } = unsettled.current ?? {
      body: {
        orderId: order.orderId,
        nonce: chosen.nonce,
        savePaymentMethod,
        paymentProcessor: DEFAULT_PAYMENT_PROCESSOR,
        donation: 0,
        total: amount,
        discountAmount: 0,
        usedBalance: 0,
        fees,
      } satisfies PaymentRequest,
      key: newIdempotencyKey(),
    };
    const answer = await payThroughAuthentication(
      async () =>
        paymentAnswerOf(
          await api.order.payAdditionalResult({
            body,
            headers: { [IDEMPOTENCY_KEY_HEADER]: key },
          }),
          order.orderId,
          t,
        ),
      card,
      t,
    );
    unsettled.current = null;
    switch (answer.kind) {
      case 'paid':
        setStage({ step: 'paid', amount: body.total, card: chosen });
        setChanged(null);
        return onPaid();
      case 'price-changed':
        if (answer.figures.total <= 0) {
          // Paid meanwhile (another tab): nothing is left; the order is shown afresh.
          setStage({ step: 'choosing' });
          fail({ message: answer.message, code: 'nothing_due' });
          return onPaid();
        }
        setChanged({
          message: answer.message,
          total: answer.figures.total,
          fees: answer.figures.fees,
        });
        return;
      case 'requires-action':
        unsettled.current = { body, key };
        return fail({
          message: t(
            'Your bank is still confirming the payment. Wait a moment, then press Pay again: you will not be charged twice.',
          ),
          code: 'authentication_pending',
        });
      case 'authentication-failed':
      case 'declined':
        setStage({ step: 'choosing' });
        return fail(answer.failure);
      case 'failed':
        if (answer.outcomeUnknown) {
          unsettled.current = { body, key };
          return fail({
            ...answer.failure,
            message: t('{message} Press Pay again: you will not be charged twice.', {
              message: answer.failure.message,
            }),
          });
        }
        setStage({ step: 'choosing' });
        return fail(answer.failure);
    }
  };

  /** Confirm: the payment of `amount` on the card confirmed; a second press while one runs does nothing. */
  const confirm = async (savePaymentMethod: boolean) => {
    if (running.current || stage.step !== 'confirming') return;
    running.current = true;
    setPaying(true);
    setFailure(null);
    try {
      await attempt(stage.card, savePaymentMethod);
    } finally {
      running.current = false;
      setPaying(false);
    }
  };

  return {
    stage,
    amount,
    paying,
    failure,
    changed,
    /** An attempt's outcome is not known yet: it must be asked again as it was (no card change). */
    pending: unsettled.current !== null,
    review,
    confirm,
    /** Back to the card choice (not while an attempt's outcome is unknown). */
    changeCard: () => {
      if (unsettled.current) return;
      setFailure(null);
      setStage({ step: 'choosing' });
    },
    /** The customer changed the card: the last failure no longer applies. */
    clearFailure: () => setFailure(null),
  };
}
