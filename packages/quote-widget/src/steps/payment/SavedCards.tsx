import type { PaymentMethod } from '@bikeship/core/schemas';
import { CheckboxField, useMessages } from '@bikeship/ui';
import { useId } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { paymentMessages } from './paymentMessages';
import { paymentStoreOf, usePayment } from './paymentStoreOf';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * A registered customer's saved cards (GET /api/Stripe/get-payment-methods) to pay with, or a
 * new card — which they may save for next time (quote §3 selectSavePaymentMethod).
 */
export function SavedCards(props: { cards: readonly PaymentMethod[] }) {
  const runtime = useQuoteRuntime();
  const t = useMessages(paymentMessages);
  const name = useId();
  const chosen = usePayment((state) => state.paymentMethod);
  const save = usePayment((state) => state.selectSavePaymentMethod);
  const payment = paymentStoreOf(runtime).getState();
  return (
    <div className="bs-payment-saved">
      {props.cards.length > 0 ? (
        <fieldset className="bs-payment-choices">
          <legend>{t('Pay with')}</legend>
          {props.cards.map((card) => (
            <label key={card.id} className="bs-payment-choice">
              <input
                type="radio"
                name={name}
                checked={chosen === card.id}
                onChange={() => payment.setPaymentMethod(card.id)}
              />
              {t('{brand} ending {last4}, expires {month}/{year}', {
                brand: brandName(card.brand),
                last4: card.last4,
                month: String(card.expMonth).padStart(2, '0'),
                year: String(card.expYear),
              })}
            </label>
          ))}
          <label className="bs-payment-choice">
            <input
              type="radio"
              name={name}
              checked={!chosen}
              onChange={() => payment.setPaymentMethod(undefined)}
            />
            {t('A new card')}
          </label>
        </fieldset>
      ) : null}
      {!chosen ? (
        <CheckboxField
          label={t('Save this card for next time')}
          checked={save}
          onChange={(checked) => payment.setSelectSavePaymentMethod(checked)}
        />
      ) : null}
    </div>
  );
}
