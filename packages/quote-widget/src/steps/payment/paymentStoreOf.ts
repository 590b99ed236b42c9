import { createPaymentStore, selectStageCharges } from '@bikeship/core/stores';
import { useStore } from 'zustand';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import type { QuoteRuntime } from '../../runtime/quoteRuntime';

export type PaymentStore = ReturnType<typeof createPaymentStore>;
type PaymentState = ReturnType<PaymentStore['getState']>;

const stores = new WeakMap<QuoteRuntime, PaymentStore>();

/**
 * The wizard's payment store (promotion, balance, donation, PO, the payment method), made the
 * first time step 5 needs it and kept for the runtime's life — going back to Details and
 * returning keeps a promotion applied.
 *
 * DECISION (the first-load budget): it comes with the payment step's code rather than with
 * the runtime — nothing before step 5 reads it, and its rules (order total, discounts) are
 * ≈ 1 KB gzip that step 1 need not download. The amounts follow what the stages charge (quote
 * §5) from the moment it is made, starting with the charges of that moment.
 */
export function paymentStoreOf(runtime: QuoteRuntime): PaymentStore {
  const made = stores.get(runtime);
  if (made) return made;
  const { api, ship } = runtime;
  const payment = createPaymentStore({
    getCustomerDiscount: () => api.stripe.getCustomerDiscount(),
    getCustomerBalance: async () => {
      const answer = await api.stripe.getCustomerBalance();
      return answer === false ? false : answer.balance;
    },
    validatePromotion: (code, orderTotal) =>
      api.stripe.validatePromotion({ params: { code }, query: { orderTotal } }),
  });
  payment.getState().setStageCharges(selectStageCharges(ship.getState()));
  // Lives as long as both stores do (one runtime): no unsubscribe is needed.
  ship.subscribe((state, previous) => {
    if (state.search !== previous.search || state.landedCosts !== previous.landedCosts) {
      payment.getState().setStageCharges(selectStageCharges(state));
    }
  });
  stores.set(runtime, payment);
  return payment;
}

/** A slice of the payment store (zustand's useStore: re-renders when the slice changes). */
export function usePayment<T>(selector: (state: PaymentState) => T): T {
  return useStore(paymentStoreOf(useQuoteRuntime()), selector);
}
