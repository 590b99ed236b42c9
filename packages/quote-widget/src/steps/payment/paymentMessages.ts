import { defineCatalogue, type Translator } from '@bikeship/ui';
import { createElement, Fragment, type ReactNode } from 'react';

/**
 * The payment step's texts in English (DESIGN.md §5): the card entry, the amounts, the code and
 * the extras, the confirmation, and the words of every failure — shown in place and sent as the
 * `bikeship:error` message alike. Keys are short: the whole catalogue ships in the step's chunk.
 * @example const t = useMessages(paymentMessages); t('pay', { total: money(due) });
 */
export const paymentMessages = defineCatalogue({
  // The step.
  card: 'Card',
  loading: 'Loading card entry…',
  loadingSecure: 'Loading secure card entry…',
  /** The notice's title, and the `bikeship:error` message of the same failure. */
  noCards: 'Card payments are not available right now',
  unreachable: 'We could not reach the payment service.',
  retry: 'Try again',
  free: 'Nothing to pay: your discounts and credit cover it.',
  changed: 'The price changed',
  /** `message`: the server's word on why the total changed. */
  changedText: '{message} The total is now {total}. Check it, then confirm to pay it.',
  notMade: 'Payment not made',
  wrong: 'Something went wrong',
  declined: '{message} Nothing was charged: pay again with another card.',
  back: 'Back to contents',
  pay: 'Pay {total}',
  confirmPay: 'Confirm and pay {total}',

  // The totals.
  total: 'Total',
  sub: 'Shipping sub-total',
  discount: 'Your discount',
  promo: 'Promotion {code}',
  credit: 'Account credit',
  donation: 'Buck up for bikes donation',
  toPay: 'Total to pay: {total}',

  // The donation and the purchase order.
  buck: 'Buck up for bikes',
  buckHint: 'An optional donation, added to your total, that helps get more people riding.',
  noDonation: 'No donation',
  donate: 'Donate {amount}',
  po: 'Purchase order number (optional)',
  poHint: "Printed on your receipt, for your shop's or team's accounts.",

  // The coupon or promotion code.
  code: 'Coupon or promotion code',
  codeEmpty: 'Enter a code first.',
  codeBad: '“{code}” is not a valid code for this order.',
  codeOn: '{code} is applied: see the discount in the total.',
  apply: 'Apply code',
  remove: 'Remove {code}',

  // Saved cards.
  payWith: 'Pay with',
  /** `brand`: "Visa"; `month`: "04"; `year`: "2030". */
  saved: '{brand} ending {last4}, expires {month}/{year}',
  newCard: 'A new card',
  save: 'Save this card for next time',

  // The order placed.
  thanks: 'Thank you — your order is placed',
  order: 'Order #{id}',
  charged: '{total} was charged to your card.',
  covered: 'Nothing was charged: your discounts and credit covered it.',
  next: 'What happens next',
  next1: 'We email your order confirmation to {email}.',
  next2: 'Your shipping labels follow by email: print one for each box and tape it on.',
  next3: 'Hand the boxes to the carrier on the ship date, or have them picked up.',
  again: 'Ship something else',

  // The test card form.
  testMode: 'Test mode — no real card is charged',
  testHint: "Pay with one of Stripe's test cards; any future expiry and any security code.",
  useCard: 'Use test card {number} ({outcome})',
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'Security code',
  noNumber: 'Enter the card number.',
  notTest: 'In test mode only the test card numbers below are accepted.',
  badExpiry: 'Enter the expiry as MM/YY, e.g. 12/30.',
  badMonth: 'The month is 01 to 12.',
  expired: 'This card has expired.',
  badCvc: 'Enter the 3 or 4 digit security code.',
  checkCard: 'Check the card.',
  challenge: 'Confirm your payment (test 3-D Secure)',
  challengeText:
    'Test mode: your bank would now ask you to confirm this payment. Choose what the bank answers.',
  fail3ds: 'Fail authentication',
  pass3ds: 'Complete authentication',
  unconfirmed: 'The payment was not confirmed, so nothing was charged.',
  /** What paying with each test card does, keyed by its test payment-method id (testCards.ts). */
  pm_card_visa: 'Visa: pays',
  pm_card_mastercard: 'Mastercard: pays',
  pm_card_amex: 'American Express: pays',
  pm_card_chargeDeclined: 'Declined',
  pm_card_chargeDeclinedInsufficientFunds: 'Declined: insufficient funds',
  pm_card_chargeDeclinedExpiredCard: 'Declined: expired card',
  pm_card_chargeDeclinedIncorrectCvc: 'Declined: incorrect security code',
  pm_card_chargeDeclinedProcessingError: 'Declined: processing error',
  pm_card_authenticationRequired: 'Asks for 3-D Secure',

  // Stripe Elements: where Stripe says nothing itself.
  checkDetails: 'Check the card details.',
  notConfirmed: 'The payment was not confirmed.',
  /** The notice's title, and the `bikeship:error` message of the same failure. */
  noEntry: 'Card entry did not load',
  noEntryText: 'Check your connection, then try again.',
  reload: 'Load card entry again',

  // Paying.
  noProfile: 'Add your name and email in step 1 so we can send your labels.',
  notReady: 'Card entry is not ready yet: try again.',
  incomplete: 'Some details of the trip are missing: go back and complete the earlier steps.',
  notPlaced: 'The order was not placed.',
  pending:
    'Your bank is still confirming the payment. Wait a moment, then press Pay again: you will not be charged twice.',
  /** `message`: why the last attempt has no known outcome. */
  payAgain: '{message} Press Pay again: you will not be charged twice.',
  offline: 'We could not reach bikeship. Check your connection and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
});

export type PaymentMessages = (typeof paymentMessages)['english'];

/** The payment messages in one locale, for the step's plain functions. */
export type PaymentTranslator = Translator<PaymentMessages>;

/** A test payment-method id: each has its outcome's words in the catalogue. */
export type TestPaymentMethodId = Extract<keyof PaymentMessages, `pm_${string}`>;

/**
 * A message with elements in it (a bold amount): the translated text with its placeholders
 * kept (`t('toPay', { total: '{total}' })`), each placeholder then replaced by its node, so a
 * translation may put them where its language needs them.
 * @example withNodes(t('toPay', { total: '{total}' }), { total: <strong>{money(total)}</strong> })
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/).map((part, index) => (index % 2 ? nodes[part] : part));
  return createElement(Fragment, null, ...parts);
}
