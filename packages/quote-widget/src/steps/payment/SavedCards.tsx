import type { PaymentMethod } from '@bikeship/core/schemas';
import { CheckboxField } from '@bikeship/ui';
import { useId } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { paymentStoreOf, usePayment } from './paymentStoreOf';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * A registered customer's saved cards (GET /api/Stripe/get-payment-methods) to pay with, or a
 * new card — which they may save for next time (quote §3 selectSavePaymentMethod).
 */
export function SavedCards(props: { cards: readonly PaymentMethod[] }) {
  const runtime = useQuoteRuntime();
  const name = useId();
  const chosen = usePayment((state) => state.paymentMethod);
  const save = usePayment((state) => state.selectSavePaymentMethod);
  const payment = paymentStoreOf(runtime).getState();
  return (
    <div className="bs-payment-saved">
      {props.cards.length > 0 ? (
        <fieldset className="bs-payment-choices">
          <legend>Pay with</legend>
          {props.cards.map((card) => (
            <label key={card.id} className="bs-payment-choice">
              <input
                type="radio"
                name={name}
                checked={chosen === card.id}
                onChange={() => payment.setPaymentMethod(card.id)}
              />
              {brandName(card.brand)} ending {card.last4}, expires{' '}
              {String(card.expMonth).padStart(2, '0')}/{card.expYear}
            </label>
          ))}
          <label className="bs-payment-choice">
            <input
              type="radio"
              name={name}
              checked={!chosen}
              onChange={() => payment.setPaymentMethod(undefined)}
            />
            A new card
          </label>
        </fieldset>
      ) : null}
      {!chosen ? (
        <CheckboxField
          label="Save this card for next time"
          checked={save}
          onChange={(checked) => payment.setSelectSavePaymentMethod(checked)}
        />
      ) : null}
    </div>
  );
}
