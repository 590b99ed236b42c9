import type { PaymentMethod } from '@bikeship/core/schemas';
import type { Translator } from '../messages/catalogue';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** A saved card as a customer recognises it: 'Visa ending 4242, expires 04/2030'. */
export const savedCardLabel = (t: Translator, card: PaymentMethod): string =>
  t('{brand} ending {last4}, expires {month}/{year}', {
    brand: brandName(card.brand),
    last4: card.last4,
    month: String(card.expMonth).padStart(2, '0'),
    year: String(card.expYear),
  });
