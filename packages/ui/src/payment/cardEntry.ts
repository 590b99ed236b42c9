/**
 * What the payment step asks of a card entry — the built-in test card form or Stripe Elements —
 * so the pay flow is the same for both.
 */
export interface CardEntry {
  /**
   * The payment method to charge: its id (`pm_…`), or why there is none, which the entry also
   * shows under its field (an unknown test number, an incomplete card).
   */
  paymentMethod(): Promise<{ id: string } | { error: string }>;
  /**
   * Lets the cardholder answer the bank's 3-D Secure challenge for the payment the server
   * answered with this client secret: `ok` once answered (the server then knows whether it
   * passed), or why it could not be.
   */
  authenticate(clientSecret: string): Promise<{ ok: true } | { error: string }>;
}

/** Where a card entry puts itself for the step to call (a React ref object). */
export interface CardEntrySlot {
  current: CardEntry | null;
}
