import type { ReferenceLoad } from '@bikeship/core/runtime';
import type { Order, PaymentMethod, PaymentsConfig } from '@bikeship/core/schemas';
import { useAdoptedCss } from '@bikeship/embed';
import {
  Button,
  type CardEntry,
  cardEntryCss,
  cardEntryMessages,
  modalCss,
  Notice,
  SavedCardChoice,
  savedCardLabel,
  TestCardForm,
  useFormat,
  useMessages,
  useReferenceData,
} from '@bikeship/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountBasics } from '../runtime/AccountRuntimeContext';
import { additionalPaymentCss } from './additionalPayment.css';
import { useAdditionalPayment } from './useAdditionalPayment';
import type { OrdersApi } from './useOrdersApi';

// Stripe Elements and Stripe.js are a chunk of their own, loaded only when an amount due is
// shown on a server that has Stripe configured: the test card form needs neither.
const StripeCardForm = lazy(() => import('./DueStripeCardForm'));

/** How the server takes cards (GET /api/payments/config); a failure reads as failed. */
const paymentsConfig: ReferenceLoad<OrdersApi, PaymentsConfig> = {
  key: 'payments:config',
  load: async (api) => {
    const config = await api.stripe.getPaymentsConfig();
    if (!config) throw new Error('GET /api/payments/config failed');
    return config;
  },
};

/** The customer's saved cards; not kept (paying with "save this card" adds one). */
const savedCardsOf = (userId: string): ReferenceLoad<OrdersApi, PaymentMethod[]> => ({
  key: `user:${userId}:payment-methods`,
  load: (api) => api.stripe.getPaymentMethods(),
  keep: () => false,
});

const NO_CARDS: PaymentMethod[] = [];

/** What the customer must read next (the confirmation, the outcome, a failure): focused. */
const READ_NEXT = 'bs-order-due-next';

/**
 * The amount due of a placed order (a stage re-priced higher after payment: the order detail's
 * `due`), on the order's details: "Amount due $X" with the customer's saved cards or a new card
 * (Stripe Elements when configured, else the test card form) and Pay; then what will be charged
 * to which card, to confirm; then the outcome in place — a decline under the card, the payment
 * received with the order's figures fetched again (`onPaid`). Nothing is shown when nothing is
 * due and nothing was paid here.
 */
export function AdditionalPayment(props: {
  api: OrdersApi;
  order: Order;
  customerId: string;
  onPaid(): void;
}) {
  useAdoptedCss(cardEntryCss);
  useAdoptedCss(additionalPaymentCss);
  // The test card form's 3-D Secure challenge.
  useAdoptedCss(modalCss);
  const t = useMessages(accountMessages);
  const cardTexts = useMessages(cardEntryMessages);
  const { money } = useFormat();
  const { emit } = useAccountBasics();
  const headingId = useId();
  const slot = useRef<CardEntry | null>(null);
  const block = useRef<HTMLElement>(null);
  const [savedCard, setSavedCard] = useState<string | undefined>(undefined);
  const [save, setSave] = useState(false);
  const due = useAdditionalPayment(props.api, props.order, slot, props.onPaid);
  const { stage, paying, failure } = due;
  const shown = (props.order.due ?? 0) > 0 || stage.step === 'paid';
  const config = useReferenceData(props.api, shown ? paymentsConfig : null);
  const cards =
    useReferenceData(props.api, shown ? savedCardsOf(props.customerId) : null).value ?? NO_CARDS;

  // What the customer must read next takes the focus: the confirmation, the outcome, a failure.
  useEffect(() => {
    if (!paying) block.current?.querySelector<HTMLElement>(`.${READ_NEXT}`)?.focus();
  }, [stage.step, failure, paying]);

  if (!shown) return null;
  const amount = money(due.amount);

  if (stage.step === 'paid') {
    return (
      <section ref={block} className="bs-order-due" aria-labelledby={headingId}>
        <h3 id={headingId}>{t('Additional payment')}</h3>
        <div className={READ_NEXT} tabIndex={-1}>
          <Notice tone="success" title={t('Payment received')}>
            {t('{amount} was charged to {card}. The order is paid in full.', {
              amount: money(stage.amount),
              card: stage.card.label,
            })}
          </Notice>
        </div>
      </section>
    );
  }

  const chosen = cards.find((card) => card.id === savedCard);
  const choosing = stage.step === 'choosing';
  let cardEntry = null;
  if (config.status === 'failed') {
    cardEntry = (
      <Notice tone="danger" title={t('Card payments are not available right now')}>
        {t('We could not reach the payment service.')}{' '}
        <Button variant="link" onClick={config.retry}>
          {t('Try again')}
        </Button>
      </Notice>
    );
  } else if (!config.value) {
    cardEntry = <p role="status">{t('Loading card entry…')}</p>;
  } else if (config.value.publishableKey) {
    cardEntry = (
      <Suspense fallback={<p role="status">{t('Loading secure card entry…')}</p>}>
        <StripeCardForm
          publishableKey={config.value.publishableKey}
          slot={slot}
          error={failure?.onCard ? failure.message : null}
          onEdit={due.clearFailure}
          disabled={!choosing || paying}
          t={cardTexts}
          onLoadFailed={(message) =>
            emit('bikeship:error', { code: 'stripe_unavailable', message, step: null })
          }
        />
      </Suspense>
    );
  } else {
    cardEntry = (
      <TestCardForm
        slot={slot}
        error={failure?.onCard ? failure.message : null}
        onEdit={due.clearFailure}
        disabled={!choosing || paying}
        stripe={props.api.stripe}
      />
    );
  }

  return (
    <section ref={block} className="bs-order-due" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('Amount due {amount}', { amount })}</h3>
      <p>
        {t(
          'A stage of this order was re-priced after you paid. Pay the difference to keep it on its way.',
        )}
      </p>
      <SavedCardChoice
        cards={cards}
        chosen={savedCard}
        onChoose={(id) => {
          setSavedCard(id);
          due.clearFailure();
        }}
        save={save}
        onSaveChange={setSave}
        disabled={!choosing || paying}
      />
      {chosen ? null : cardEntry}
      {failure ? (
        <div className={READ_NEXT} tabIndex={-1}>
          <Notice tone="danger" title={t('Payment not made')}>
            {failure.onCard
              ? t('{message} Nothing was charged.', { message: failure.message })
              : failure.message}
          </Notice>
        </div>
      ) : null}
      {stage.step === 'confirming' ? (
        <fieldset className={`bs-order-due-confirm${failure ? '' : ` ${READ_NEXT}`}`} tabIndex={-1}>
          <legend>{t('Confirm the payment')}</legend>
          {due.changed ? (
            <Notice tone="warning" title={t('The amount due changed')}>
              {due.changed.message}
            </Notice>
          ) : null}
          <p>
            {t('{amount} will be charged to {card} for order #{id}.', {
              amount,
              card: stage.card.label,
              id: String(props.order.orderId),
            })}
          </p>
          <div className="bs-order-actions">
            {due.pending ? null : (
              <Button disabled={paying} onClick={due.changeCard}>
                {t('Change card')}
              </Button>
            )}
            <Button
              variant="primary"
              busy={paying}
              onClick={() => void due.confirm(save && !chosen)}
            >
              {paying
                ? t('Paying {amount}…', { amount })
                : t('Confirm and pay {amount}', { amount })}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="bs-order-actions">
          <Button
            variant="primary"
            onClick={() =>
              void due.review(
                chosen ? { nonce: chosen.id, label: savedCardLabel(t, chosen) } : null,
              )
            }
          >
            {t('Pay {amount}', { amount })}
          </Button>
        </div>
      )}
    </section>
  );
}
