import type { Translator } from '../messages/catalogue';
import type { CardEntrySlot } from './cardEntry';
import type { PaymentAnswer, PaymentFailure } from './paymentAnswer';

/** After 3-D Secure the server settles when the bank tells it: asked again a few times. */
const SETTLE_CHECKS = 8;
const SETTLE_CHECK_DELAY_MS = 1500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One pay attempt to its end: `send` makes the payment call (the same body under the same
 * `Idempotency-Key` each time); when the bank asks for 3-D Secure the cardholder answers it
 * through the card entry, then the same attempt is asked again until the server has the bank's
 * answer. A failed authentication is a failure on the card.
 * @example const answer = await payThroughAuthentication(() => pay(body, key), slot, t);
 */
export async function payThroughAuthentication(
  send: () => Promise<PaymentAnswer>,
  card: CardEntrySlot,
  t: Translator,
): Promise<PaymentAnswer | { kind: 'authentication-failed'; failure: PaymentFailure }> {
  const first = await send();
  if (first.kind !== 'requires-action') return first;
  const entry = card.current;
  const authenticated = entry
    ? await entry.authenticate(first.clientSecret)
    : { error: t('Card entry is not ready yet: try again.') };
  if ('error' in authenticated) {
    return {
      kind: 'authentication-failed',
      failure: { message: authenticated.error, code: 'authentication_failed', onCard: true },
    };
  }
  let answer: PaymentAnswer = first;
  for (let check = 0; check < SETTLE_CHECKS; check += 1) {
    if (check > 0) await pause(SETTLE_CHECK_DELAY_MS);
    // The same request under the same key: the server answers that attempt's outcome.
    answer = await send();
    if (answer.kind !== 'requires-action') return answer;
  }
  return answer;
}
