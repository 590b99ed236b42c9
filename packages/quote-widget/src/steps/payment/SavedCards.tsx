import type { PaymentMethod } from '@bikeship/core/schemas';
import { SavedCardChoice } from '@bikeship/ui';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { paymentStoreOf, usePayment } from './paymentStoreOf';

/**
 * A registered customer's saved cards to pay with, or a new card they may save for next time
 * (quote §3 selectSavePaymentMethod): ui's choice, kept in the wizard's payment store.
 */
export function SavedCards(props: { cards: readonly PaymentMethod[] }) {
  const payment = paymentStoreOf(useQuoteRuntime()).getState();
  return (
    <SavedCardChoice
      cards={props.cards}
      chosen={usePayment((state) => state.paymentMethod)}
      onChoose={(id) => payment.setPaymentMethod(id)}
      save={usePayment((state) => state.selectSavePaymentMethod)}
      onSaveChange={(checked) => payment.setSelectSavePaymentMethod(checked)}
    />
  );
}
