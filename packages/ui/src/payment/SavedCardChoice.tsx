import type { PaymentMethod } from '@bikeship/core/schemas';
import { useId, useLayoutEffect, useRef } from 'react';
import { CheckboxField } from '../Field';
import { useMessages } from '../messages/LocaleContext';
import { cardEntryMessages } from './cardEntryMessages';
import { savedCardLabel } from './savedCardLabel';

/**
 * A registered customer's saved cards (GET /api/Stripe/get-payment-methods) to pay with, or a
 * new card — which they may save for next time (quote §3 selectSavePaymentMethod). What is chosen
 * is the caller's state: `chosen` the saved card's id, undefined for a new card. When the cards
 * arrive and nothing is chosen yet, the customer's default card (else the first) is chosen for
 * them, once: a customer with a card on file pays with it, and A new card is one choice away.
 */
export function SavedCardChoice(props: {
  cards: readonly PaymentMethod[];
  chosen: string | undefined;
  onChoose(cardId: string | undefined): void;
  save: boolean;
  onSaveChange(save: boolean): void;
  /** A payment is under way: the choice cannot change under it. */
  disabled?: boolean;
}) {
  const t = useMessages(cardEntryMessages);
  const name = useId();
  const { chosen, disabled, onChoose } = props;
  const preferred = (props.cards.find((card) => card.isDefault) ?? props.cards[0])?.id;
  const offered = useRef(false);
  // Before the first paint with the cards, so the new card's entry (and Stripe) never flashes up.
  useLayoutEffect(() => {
    if (preferred && !offered.current) {
      offered.current = true;
      if (!chosen) onChoose(preferred);
    }
  });
  return (
    <div className="bs-payment-saved">
      {props.cards.length > 0 ? (
        <fieldset className="bs-payment-choices" disabled={disabled}>
          <legend>{t('Pay with')}</legend>
          {props.cards.map((card) => (
            <label key={card.id} className="bs-payment-choice">
              <input
                type="radio"
                name={name}
                checked={chosen === card.id}
                onChange={() => props.onChoose(card.id)}
              />
              {savedCardLabel(t, card)}
            </label>
          ))}
          <label className="bs-payment-choice">
            <input
              type="radio"
              name={name}
              checked={!chosen}
              onChange={() => props.onChoose(undefined)}
            />
            {t('A new card')}
          </label>
        </fieldset>
      ) : null}
      {!chosen ? (
        <CheckboxField
          label={t('Save this card for next time')}
          checked={props.save}
          disabled={disabled}
          onChange={props.onSaveChange}
        />
      ) : null}
    </div>
  );
}
