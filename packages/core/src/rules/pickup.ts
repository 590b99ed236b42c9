import { DEFAULT_PICKUP_FEE } from '../constants';
import type { PickupOption } from '../schemas';

/**
 * The pickup fee of a stage in dollars (quote §3 "Form data lists", §9): its pickup option's fee
 * (DEFAULT_PICKUP_FEE when the option names none). DECISION: a stage that names no option books
 * no pickup and pays none — the box is dropped off, which is what the screen shows as chosen
 * (`shownPickupOption`) until the customer picks another. A charge is only ever for a choice the
 * customer made or a default shown as chosen. Undefined for an option the list does not have.
 */
export function pickupFeeOf(
  pickupOption: number | undefined,
  options: readonly PickupOption[],
): number | undefined {
  if (pickupOption === undefined) return 0;
  const option = options.find((candidate) => candidate.id === pickupOption);
  return option && (option.fee ?? DEFAULT_PICKUP_FEE);
}

/**
 * The pickup option a stage shows as chosen: the customer's, else the free one (a drop-off, what
 * naming none is charged as: `pickupFeeOf`). Undefined when the customer chose none and no
 * option is free.
 */
export function shownPickupOption(
  chosen: number | undefined,
  options: readonly PickupOption[],
): number | undefined {
  return chosen ?? options.find((option) => pickupFeeOf(option.id, options) === 0)?.id;
}
