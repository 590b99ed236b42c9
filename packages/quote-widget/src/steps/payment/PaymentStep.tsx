import { useAdoptedCss } from '@bikeship/embed';
import {
  Button,
  type CardEntry,
  cardEntryMessages,
  modalCss,
  Notice,
  TestCardForm,
  useFormat,
  useMessages,
  useShip,
  withNodes,
} from '@bikeship/ui';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { wizardMessages } from '../../wizard/wizardMessages';
import { LandedCostChangeNotices } from './LandedCostChangeNotices';
import { OrderConfirmation } from './OrderConfirmation';
import { OrderSummary } from './OrderSummary';
import { PaymentExtras } from './PaymentExtras';
import { PaymentTotals } from './PaymentTotals';
import { PromoCodeField } from './PromoCodeField';
import { paymentMessages } from './paymentMessages';
import { paymentStepCss } from './paymentStep.css';
import { usePayment } from './paymentStoreOf';
import { SavedCards } from './SavedCards';
import { useCheckout } from './useCheckout';
import { useCurrentLandedCosts } from './useCurrentLandedCosts';
import { useCustomerPayment, useEventCoupon } from './useCustomerPayment';
import { useGuestContact } from './useGuestContact';
import { usePaymentsConfig } from './usePaymentsConfig';

// Stripe Elements (ui's) and Stripe.js are a chunk of their own, loaded only when this step opens
// on a server that has Stripe configured: the test card form needs neither.
const StripeCardForm = lazy(() => import('./stripe/StripeCardForm'));

/**
 * Step 5, Payment (quote §2–§5, §8): the order summary and every amount from the
 * payment store, the coupon or promotion code, the "Buck up for bikes" donation and the PO, a
 * registered customer's discount, credit and saved cards, the card entry (Stripe Elements when
 * configured, else the test card form), and Pay. Declines and errors show in place and the
 * customer can pay again; success shows the order in place.
 */
export default function PaymentStep() {
  useAdoptedCss(paymentStepCss);
  // The test card form's 3-D Secure challenge is the widget's only modal.
  useAdoptedCss(modalCss);
  const runtime = useQuoteRuntime();
  const t = useMessages(paymentMessages);
  const cardTexts = useMessages(cardEntryMessages);
  const steps = useMessages(wizardMessages);
  const { money } = useFormat();
  const cardHeadingId = useId();
  const slot = useRef<CardEntry | null>(null);
  const { config, retry } = usePaymentsConfig();
  const { registered, cards } = useCustomerPayment();
  const coupon = useEventCoupon();
  const landedCosts = useCurrentLandedCosts();
  const checkout = useCheckout(slot);
  const guest = useGuestContact();
  const total = usePayment((state) => state.total);
  const savedCard = usePayment((state) => state.paymentMethod);
  const paidOrder = useShip((state) => state.paidOrder);
  const step = useRef<HTMLDivElement>(null);
  const failureShown = useRef<HTMLDivElement>(null);
  const attempted = useRef(false);
  const { paying } = checkout;

  // A pay attempt disables the control the customer pressed and may open the 3-D Secure dialog,
  // whose closing hands the focus back to that disabled button: the focus falls to the page.
  // Once the attempt is over it goes to what the customer must read — the failure — or to Pay.
  // A customer who went on elsewhere on the page keeps their focus there.
  useEffect(() => {
    attempted.current ||= paying;
    const page = step.current?.ownerDocument;
    if (paying || !attempted.current || (page?.activeElement ?? page?.body) !== page?.body) return;
    (failureShown.current ?? step.current?.querySelector<HTMLElement>('.bs-payment-pay'))?.focus();
  }, [paying]);

  if (paidOrder) return <OrderConfirmation order={paidOrder} />;

  const due = checkout.priceChange?.figures.total ?? total;
  const { failure } = checkout;
  const cardError = failure?.onCard ? failure.message : null;

  let cardEntry = null;
  if (config === undefined) {
    cardEntry = (
      <p className="bs-payment-muted" role="status">
        {t('Loading card entry…')}
      </p>
    );
  } else if (config === false) {
    cardEntry = (
      <Notice tone="danger" title={t('Card payments are not available right now')}>
        {t('We could not reach the payment service.')}{' '}
        <Button variant="link" onClick={retry}>
          {t('Try again')}
        </Button>
      </Notice>
    );
  } else if (config.publishableKey) {
    cardEntry = (
      <Suspense
        fallback={
          <p className="bs-payment-muted" role="status">
            {t('Loading secure card entry…')}
          </p>
        }
      >
        <StripeCardForm
          publishableKey={config.publishableKey}
          slot={slot}
          error={cardError}
          onEdit={checkout.clearFailure}
          disabled={paying}
          t={cardTexts}
          onLoadFailed={(message) =>
            runtime.emit('bikeship:error', { code: 'stripe_unavailable', message, step: 5 })
          }
        />
      </Suspense>
    );
  } else {
    cardEntry = (
      <TestCardForm
        slot={slot}
        error={cardError}
        onEdit={checkout.clearFailure}
        disabled={paying}
        stripe={runtime.api.stripe}
      />
    );
  }

  return (
    <div ref={step} className="bs-step bs-payment">
      <h2 tabIndex={-1}>{steps('Payment')}</h2>
      <LandedCostChangeNotices changes={landedCosts.changes} />
      <OrderSummary serverFees={checkout.priceChange?.figures.fees} />
      <div className="bs-payment-adjustments">
        <PromoCodeField prefill={coupon} />
        <PaymentExtras />
      </div>
      <PaymentTotals serverFigures={checkout.priceChange?.figures} />
      {guest.fields}
      <section className="bs-payment-method" aria-labelledby={cardHeadingId}>
        <h3 id={cardHeadingId}>{t('Card')}</h3>
        {due > 0 ? (
          <>
            {registered ? <SavedCards cards={cards} /> : null}
            {savedCard ? null : cardEntry}
          </>
        ) : (
          <p className="bs-payment-muted">
            {t('Nothing to pay: your discounts and credit cover it.')}
          </p>
        )}
      </section>
      {checkout.priceChange ? (
        <Notice tone="warning" title={t('The price changed')}>
          {/* In the customer's words, not the server's (its message is for the page's log). */}
          {withNodes(
            t(
              'It was {before} when you saw it. The total is now {total}. Check it, then confirm to pay it.',
              { before: money(total), total: '{total}' },
            ),
            { total: <strong>{money(checkout.priceChange.figures.total)}</strong> },
          )}
        </Notice>
      ) : null}
      {failure ? (
        <div ref={failureShown} tabIndex={-1}>
          <Notice
            tone="danger"
            title={failure.onCard ? t('Payment not made') : t('Something went wrong')}
          >
            {failure.onCard
              ? t('{message} Nothing was charged.', { message: failure.message })
              : failure.message}
          </Notice>
        </div>
      ) : null}
      <div className="bs-step-actions">
        <Button disabled={paying} onClick={() => runtime.ship.getState().setStep(4)}>
          {t('Back to contents')}
        </Button>
        <Button
          variant="primary"
          className="bs-payment-pay"
          busy={paying}
          disabled={landedCosts.estimating}
          onClick={() => {
            if (guest.confirm()) void checkout.pay();
          }}
        >
          {paying
            ? t('Paying {total}…', { total: money(due) })
            : checkout.priceChange
              ? t('Confirm and pay {total}', { total: money(due) })
              : t('Pay {total}', { total: money(due) })}
        </Button>
      </div>
      {landedCosts.estimating ? (
        <p className="bs-payment-muted" role="status">
          {t('Estimating duties and taxes…')}
        </p>
      ) : null}
    </div>
  );
}
