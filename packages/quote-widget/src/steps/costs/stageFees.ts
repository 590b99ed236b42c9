import { paymentFeesOf } from '@bikeship/core/rules';
import type { StageFees } from '@bikeship/core/schemas';
import type { ShipStore } from '@bikeship/core/stores';

const sameFees = (a: readonly StageFees[], b: readonly StageFees[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Brings the ship store's fees in line with the search (after a choice, new rates or a
 * landed-cost answer) with the core `paymentFeesOf`, so what the step shows is what the payment
 * sends; sets nothing when they already agree, so callers may call it freely.
 */
export function syncStageFees(ship: ShipStore): void {
  const { search, fees } = ship.getState();
  const next = paymentFeesOf(search, fees);
  if (!sameFees(next, fees)) ship.getState().setFees(next);
}
