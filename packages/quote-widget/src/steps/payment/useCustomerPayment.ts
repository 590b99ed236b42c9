import type { PaymentMethod } from '@bikeship/core/schemas';
import { selectIsRegistered } from '@bikeship/core/stores';
import { useEffect, useState } from 'react';
import { useQuoteRuntime, useSession } from '../../runtime/QuoteRuntimeContext';
import { loadQuoteEvent } from '../search/quoteEvent';
import { paymentStoreOf } from './paymentStoreOf';

/**
 * What a registered customer brings to the payment (quote §6): their coupon and credit, loaded
 * into the payment store (quote §4, §5), and their saved cards. A guest has none of them.
 */
export function useCustomerPayment(): { registered: boolean; cards: PaymentMethod[] } {
  const runtime = useQuoteRuntime();
  const registered = useSession(selectIsRegistered);
  const [cards, setCards] = useState<PaymentMethod[]>([]);
  useEffect(() => {
    if (!registered) return;
    let live = true;
    const payment = paymentStoreOf(runtime).getState();
    void payment.loadCustomerDiscount();
    void payment.loadCustomerBalance();
    void runtime.api.stripe.getPaymentMethods().then((list) => {
      if (live) setCards(list);
    });
    return () => {
      live = false;
    };
  }, [runtime, registered]);
  return { registered, cards };
}

/**
 * The coupon of the wizard's event (`event-code`), which step 1 loaded (search/quoteEvent.ts:
 * one load per runtime, no second request); undefined without an event or coupon.
 */
export function useEventCoupon(): string | undefined {
  const runtime = useQuoteRuntime();
  const [coupon, setCoupon] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadQuoteEvent(runtime).then((quoteEvent) => {
      if (live) setCoupon(quoteEvent?.event.couponCode ?? undefined);
    });
    return () => {
      live = false;
    };
  }, [runtime]);
  return coupon;
}
