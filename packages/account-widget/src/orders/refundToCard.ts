import { centsToDollars, dollarsToCents } from '@bikeship/core/rules';
import type { RefundOffer } from '@bikeship/core/schemas';

/**
 * The part of a refund offer that goes back to the customer's cards: the whole of it (`refund`,
 * cards and credit) less what goes back as credit. Counted in cents, so a confirmation never
 * states $0.30000000000000004. DECISION: here rather than in core's rules — the server decides
 * both figures; this only splits them for the confirmation, and core's size is ratcheted.
 * @example refundToCard({ refund: 182.5, credit: 20 }) // 162.5
 */
export function refundToCard(offer: RefundOffer): number {
  return centsToDollars(Math.max(0, dollarsToCents(offer.refund) - dollarsToCents(offer.credit)));
}
