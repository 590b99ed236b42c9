/**
 * Stripe's test payment methods (https://docs.stripe.com/testing#cards), which the embedded
 * test gateway honours by id, so a card number never reaches the server: the browser (or a
 * test) names a method such as `pm_card_visa`, and the gateway answers as Stripe's test mode
 * would.
 */
export interface TestCard {
  brand: string;
  last4: string;
  /** What a charge with this card does. */
  outcome:
    | { status: 'succeeded' }
    | { status: 'declined'; code: string; message: string }
    | { status: 'requires_action' };
}

const declined = (code: string, message: string): TestCard['outcome'] => ({
  status: 'declined',
  code,
  message,
});

/** Declines carry Stripe's decline code and its customer-facing message. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: { status: 'succeeded' } },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: { status: 'succeeded' } },
  pm_card_amex: { brand: 'amex', last4: '0005', outcome: { status: 'succeeded' } },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    outcome: declined('card_declined', 'Your card was declined.'),
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    outcome: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    outcome: declined('expired_card', 'Your card has expired.'),
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    outcome: declined('incorrect_cvc', "Your card's security code is incorrect."),
  },
  pm_card_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    outcome: declined('processing_error', 'An error occurred while processing your card.'),
  },
  /** 3-D Secure: the bank asks the cardholder to confirm in the browser. */
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3184',
    outcome: { status: 'requires_action' },
  },
};

/**
 * The expiry Stripe's test methods carry. DECISION: December, two years after the charge, so
 * a saved test card never shows as expired.
 */
export function testCardExpiry(now: Date): { expMonth: number; expYear: number } {
  return { expMonth: 12, expYear: now.getUTCFullYear() + 2 };
}
