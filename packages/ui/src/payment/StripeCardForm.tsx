import type { StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import type { Translator } from '../messages/catalogue';
import { Notice } from '../Notice';
import type { CardEntrySlot } from './cardEntry';
import { loadStripeOnce } from './loadStripeOnce';

/**
 * Card entry with Stripe Elements (when a Stripe publishable key is configured). A widget loads
 * it as a lazy chunk of its own: this module and Stripe.js load only when a payment opens with
 * Stripe. The card never touches our page: Stripe's iframe turns it into a payment method id.
 */
export function StripeCardForm(props: {
  publishableKey: string;
  slot: CardEntrySlot;
  /** A decline or error of the last attempt, shown under the card. */
  error?: string | null;
  onEdit(): void;
  /** A payment is under way: the card cannot change under it. */
  disabled?: boolean;
  /** Stripe.js did not load: the page hears it (the widget's `bikeship:error`), in these words. */
  onLoadFailed(message: string): void;
  /**
   * The card entry's messages (`useMessages(cardEntryMessages)` of the component that loads this
   * one). Given, not imported: a lazy chunk importing the catalogue from its caller's chunk
   * would import every chunk the caller imports.
   */
  t: Translator;
}) {
  const { publishableKey, slot, t, disabled = false } = props;
  // The latest callbacks, read by Stripe's events without remounting the card on a render.
  const onEdit = useRef(props.onEdit);
  onEdit.current = props.onEdit;
  const onLoadFailed = useRef(props.onLoadFailed);
  onLoadFailed.current = props.onLoadFailed;
  const mountPoint = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const [cardError, setCardError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The card element once mounted, locked while a payment is under way (it mounts before one).
  const shown = useRef<StripeCardElement | null>(null);
  useEffect(() => shown.current?.update({ disabled }), [disabled]);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let live = true;
    setLoadFailed(false);
    loadStripeOnce(publishableKey).then(
      (stripe) => {
        const node = mountPoint.current;
        if (!live || !node) return;
        const mounted = stripe.elements().create('card', { style: { base: { fontSize: '16px' } } });
        card = mounted;
        shown.current = mounted;
        mounted.mount(node);
        mounted.on('change', (event) => {
          setCardError(event.error?.message ?? null);
          onEdit.current();
        });
        slot.current = {
          paymentMethod: async () => {
            const result = await stripe.createPaymentMethod({ type: 'card', card: mounted });
            if (result.error) {
              const message = result.error.message ?? t('Check the card details.');
              setCardError(message);
              return { error: message };
            }
            return { id: result.paymentMethod.id };
          },
          authenticate: async (clientSecret) => {
            // Stripe shows the bank's 3-D Secure page in its own modal.
            const result = await stripe.handleNextAction({ clientSecret });
            return result.error
              ? { error: result.error.message ?? t('The payment was not confirmed.') }
              : { ok: true };
          },
        };
      },
      (error: unknown) => {
        if (!live) return;
        setLoadFailed(true);
        // The page hears what the customer was told; its developer reads why in the console.
        onLoadFailed.current(t('Card entry did not load'));
        console.error('bikeship: Stripe.js did not load:', error);
      },
    );
    return () => {
      live = false;
      slot.current = null;
      shown.current = null;
      card?.destroy();
    };
  }, [publishableKey, slot, attempt, t]);

  const error = cardError ?? props.error ?? null;
  return (
    <div className="bs-payment-card">
      {loadFailed ? (
        <Notice tone="danger" title={t('Card entry did not load')}>
          {t('Check your connection, then try again.')}{' '}
          <Button variant="link" onClick={() => setAttempt((count) => count + 1)}>
            {t('Load card entry again')}
          </Button>
        </Notice>
      ) : null}
      <fieldset
        className={`bs-field bs-payment-stripe-field${error ? ' bs-field-invalid' : ''}`}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="bs-field-label">{t('Card')}</legend>
        <div ref={mountPoint} className="bs-input bs-payment-stripe" />
        {error ? (
          <div className="bs-field-error" id={errorId}>
            {error}
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
