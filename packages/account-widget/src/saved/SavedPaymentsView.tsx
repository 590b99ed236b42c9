import type { PaymentMethod } from '@bikeship/core/schemas';
import { Button, Notice, useMessages } from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';
import { SavedListStatus } from './SavedListStatus';
import { SignedInOnly } from './SignedInOnly';
import { useSavedList } from './useSavedList';

const keyOfCard = (card: PaymentMethod) => card.id;
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * Saved Payment Methods (/yourpayments, shell §2): the cards saved at checkout (GET
 * /api/Stripe/get-payment-methods, as the quote's payment step lists them), each removable
 * (DELETE /api/Stripe/detach-payment-method/{id}). A card is added by paying with it and
 * ticking "Save this card for next time"; the API has no call to add one outside a payment.
 * The core call answers an empty list when the load fails (quote §8: payment-method list
 * failures), so a failed load reads as "no cards".
 */
export function SavedPaymentsView() {
  const t = useMessages(accountMessages);
  const list = useSavedList((runtime) => runtime.api.stripe.getPaymentMethods(), keyOfCard);
  return (
    <SignedInOnly title={t('Saved Payment Methods')}>
      <SavedListStatus
        state={list.state}
        empty={t('You have no saved cards. Tick “Save this card for next time” when you pay.')}
        onRetry={list.reload}
      >
        {(cards) => (
          <ul className="bs-saved-list">
            {cards.map((card) => {
              const name = t('{brand} ending {last4}', {
                brand: brandName(card.brand),
                last4: card.last4,
              });
              return (
                <li key={card.id} className="bs-saved-item">
                  <span className="bs-saved-text">
                    <strong>{name}</strong>
                    <span>
                      {t('Expires {month}/{year}', {
                        month: String(card.expMonth).padStart(2, '0'),
                        year: String(card.expYear),
                      })}
                    </span>
                  </span>
                  <span className="bs-saved-actions">
                    <Button
                      aria-label={t('Remove {card}', { card: name })}
                      busy={list.removing === card.id}
                      onClick={(event) =>
                        void list.remove(
                          card,
                          (runtime) =>
                            runtime.api.stripe.detachPaymentMethod({ params: { id: card.id } }),
                          event.currentTarget,
                        )
                      }
                    >
                      {t('Remove')}
                    </Button>
                  </span>
                  {list.failedKey === card.id ? (
                    <Notice tone="danger">
                      {t('{card} could not be removed. Please try again.', { card: name })}
                    </Notice>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </SavedListStatus>
    </SignedInOnly>
  );
}

/** Loaded when the element first shows the view (AccountWidget.tsx): the first-load budget. */
export default SavedPaymentsView;
