import type { RefundOffer } from '../schemas/order';
import { centsToDollars, dollarsToCents } from './cents';

/**
 * The part of a refund offer that goes back to the customer's cards: the whole of it (`refund`,
 * cards and credit) less what goes back as credit. Counted in cents, so a confirmation never
 * states $0.30000000000000004.
 * @example refundToCard({ refund: 182.5, credit: 20 }) // 162.5
 */
export function refundToCard(offer: RefundOffer): number {
  return centsToDollars(Math.max(0, dollarsToCents(offer.refund) - dollarsToCents(offer.credit)));
}
