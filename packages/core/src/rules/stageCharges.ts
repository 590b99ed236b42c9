import { DEFAULT_PICKUP_FEE } from '../constants';
import type { StageCharges } from './subTotal';

/** The parts of a search (quote §3) that carry a charge. */
export interface SearchCharges {
  premiumProtection?: boolean;
  boxes: NonNullable<StageCharges['boxes']>;
  trips: readonly { rateChoice?: { rate?: number; residentialFee?: number } }[];
}

/**
 * What each stage of a search charges (quote §5 "Sub-total"): per trip, its fees' pickup fee and
 * customs (clearance) fee, the chosen rate with its residential fee, and the boxes' premium
 * protection unless the customer declined it. The browser shows the sub-total from this and the
 * server builds the SAME input to recompute a total it is asked to charge.
 */
export function stageChargesOf(
  search: SearchCharges,
  fees: readonly { pickupFee?: number; customsFee?: number }[],
): StageCharges[] {
  const boxes = search.premiumProtection === false ? [] : search.boxes;
  return search.trips.map((trip, index) => ({
    pickupFee: fees[index]?.pickupFee ?? DEFAULT_PICKUP_FEE,
    clearanceFee: fees[index]?.customsFee,
    rate: trip.rateChoice?.rate,
    residentialFee: trip.rateChoice?.residentialFee,
    boxes,
  }));
}
