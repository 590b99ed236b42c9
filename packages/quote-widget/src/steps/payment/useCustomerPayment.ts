import type { ReferenceLoad } from '@bikeship/core/runtime';
import type { PaymentMethod } from '@bikeship/core/schemas';
import { selectIsRegistered, selectUser } from '@bikeship/core/stores';
import { useReferenceData, useSession } from '@bikeship/ui';
import { useEffect } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import type { QuoteBasics } from '../../runtime/quoteBasics';
import type { QuoteApi } from '../../runtime/quoteRuntime';
import { loadQuoteEvent, type QuoteEvent } from '../search/quoteEvent';
import { paymentStoreOf } from './paymentStoreOf';

/**
 * A customer's saved cards, keyed by the customer so that they are never another's. Not kept:
 * paying with "save this card" adds one, so each visit to the step asks again.
 */
const savedCardsOf = (userId: string): ReferenceLoad<QuoteApi, PaymentMethod[]> => ({
  key: `user:${userId}:payment-methods`,
  load: (api) => api.stripe.getPaymentMethods(),
  keep: () => false,
});

const NO_CARDS: PaymentMethod[] = [];

/**
 * What a registered customer brings to the payment (quote §6): their coupon and credit, loaded
 * into the payment store (quote §4, §5), and their saved cards (none until loaded, and none when
 * they could not be: quote §8). A guest has none of them.
 * @example const { registered, cards } = useCustomerPayment();
 */
export function useCustomerPayment(): { registered: boolean; cards: PaymentMethod[] } {
  const runtime = useQuoteRuntime();
  const registered = useSession(selectIsRegistered);
  const userId = useSession((state) => selectUser(state)?.id);
  useEffect(() => {
    if (!registered) return;
    const payment = paymentStoreOf(runtime).getState();
    void payment.loadCustomerDiscount();
    void payment.loadCustomerBalance();
  }, [runtime, registered]);
  const cards = useReferenceData(runtime.api, registered && userId ? savedCardsOf(userId) : null);
  return { registered, cards: cards.value ?? NO_CARDS };
}

/**
 * The wizard's event as reference data. The load is search/quoteEvent.ts's, one per runtime:
 * step 1 made it, so the payment step sends no second request.
 */
const quoteEventOf = (runtime: QuoteBasics): ReferenceLoad<QuoteApi, QuoteEvent | null> => ({
  key: 'events:quote-event',
  load: () => loadQuoteEvent(runtime),
});

/**
 * The coupon of the wizard's event (`event-code`); undefined without an event or coupon.
 * @example <PromoCodeField prefill={useEventCoupon()} />
 */
export function useEventCoupon(): string | undefined {
  const runtime = useQuoteRuntime();
  const quoteEvent = useReferenceData(runtime.api, quoteEventOf(runtime)).value;
  return quoteEvent?.event.couponCode ?? undefined;
}
