/**
 * The built-in test card form's cards: Stripe's test card numbers
 * (https://docs.stripe.com/testing#cards) and the test payment-method ids the server's test
 * gateway honours for them (packages/api/src/integrations/payments/testCards.ts). The form maps
 * a number to its id in the browser, so a card number is never sent anywhere.
 */
export interface TestCard {
  /** The number as printed, in groups of four. */
  number: string;
  paymentMethodId: string;
  /** What paying with it does, in English: a message of the payment step's catalogue. */
  outcome: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', paymentMethodId: 'pm_card_visa', outcome: 'Visa: pays' },
  {
    number: '5555 5555 5555 4444',
    paymentMethodId: 'pm_card_mastercard',
    outcome: 'Mastercard: pays',
  },
  {
    number: '3782 822463 10005',
    paymentMethodId: 'pm_card_amex',
    outcome: 'American Express: pays',
  },
  { number: '4000 0000 0000 0002', paymentMethodId: 'pm_card_chargeDeclined', outcome: 'Declined' },
  {
    number: '4000 0000 0000 9995',
    paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
    outcome: 'Declined: insufficient funds',
  },
  {
    number: '4000 0000 0000 0069',
    paymentMethodId: 'pm_card_chargeDeclinedExpiredCard',
    outcome: 'Declined: expired card',
  },
  {
    number: '4000 0000 0000 0127',
    paymentMethodId: 'pm_card_chargeDeclinedIncorrectCvc',
    outcome: 'Declined: incorrect security code',
  },
  {
    number: '4000 0000 0000 0119',
    paymentMethodId: 'pm_card_chargeDeclinedProcessingError',
    outcome: 'Declined: processing error',
  },
  {
    number: '4000 0027 6000 3184',
    paymentMethodId: 'pm_card_authenticationRequired',
    outcome: 'Asks for 3-D Secure',
  },
];

/** The digits of a typed card number (spaces and dashes are how people type them). */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/** The test payment-method id of a typed number; undefined for any other number. */
export function testPaymentMethodOf(typed: string): string | undefined {
  const digits = cardDigits(typed);
  return TEST_CARDS.find((card) => cardDigits(card.number) === digits)?.paymentMethodId;
}
