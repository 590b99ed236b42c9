import { DEFAULT_PICKUP_FEE } from '../constants';
import type { StageFees } from '../schemas';
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

/**
 * What each stage charges by a fee list alone (quote §3 "Fees per stage"): the base fee as the
 * rate, its residential, pickup and clearance (customs) fees, and its protection fee as the
 * premium protection of the stage. For the server's own fee list of a refused payment (a 409),
 * which the customer confirms: its charges are shown, not the browser's.
 */
export function stageChargesOfFees(
  fees: readonly Pick<
    StageFees,
    'baseFee' | 'residentialFee' | 'pickupFee' | 'customsFee' | 'protectionFee'
  >[],
): StageCharges[] {
  return fees.map((fee) => ({
    pickupFee: fee.pickupFee,
    clearanceFee: fee.customsFee,
    rate: fee.baseFee,
    residentialFee: fee.residentialFee,
    boxes: fee.protectionFee > 0 ? [{ premiumProtection: { cost: fee.protectionFee } }] : [],
  }));
}
