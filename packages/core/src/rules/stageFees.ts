import { HAZMAT_FEE } from '../constants';
import type { LandedCostEntry, Search, StageFees } from '../schemas';
import { centsToDollars, dollarsToCents } from './cents';
import { isInternationalTrip } from './customs';
import { filedStageFeesOf, type StageLandedCosts } from './filedLandedCost';

/** What one stage of an order charges, as the fee list reads it. */
export interface StageFeeInput {
  /** The chosen speed: its price is the base fee. */
  rate?: { rate?: number; residentialFee?: number };
  /**
   * The pickup fee of the stage's rates (the carrier's for the option chosen: `pickupFeeOf`).
   * None while no rates are known: nothing is charged for a pickup nobody has chosen yet.
   */
  pickupFee?: number;
  /** The premium protection price of each box; none when the customer declined it. */
  protectionCosts: readonly (number | undefined)[];
  /** The landed cost filed for the stage (`stageCustomsOf`); none for a domestic stage. */
  customs?: { customsFee?: number; landedCost?: readonly LandedCostEntry[] };
}

/**
 * The fees of one stage (quote §3 "Fees per stage"): the chosen rate as baseFee with its
 * residential fee, the clearance fee as customsFee with the landed-cost entries, the premium
 * protection of every box (summed in whole cents), the pickup fee, and hazMatFee 0. The server
 * charges this list and compares a payment's to it to the cent.
 */
export function stageFeesOf(stage: number, input: StageFeeInput): StageFees {
  const protectionCents = input.protectionCosts.reduce<number>(
    (sum, cost) => sum + dollarsToCents(cost ?? 0),
    0,
  );
  return {
    stage,
    baseFee: input.rate?.rate ?? 0,
    customsFee: input.customs?.customsFee ?? 0,
    protectionFee: centsToDollars(protectionCents),
    pickupFee: input.pickupFee ?? 0,
    residentialFee: input.rate?.residentialFee ?? 0,
    hazMatFee: HAZMAT_FEE,
    landedCost: [...(input.customs?.landedCost ?? [])],
  };
}

/** The parts of a stage's filed fees that the fee list takes over. */
export type FiledStageFees = Partial<Pick<StageFees, 'pickupFee' | 'customsFee' | 'landedCost'>>;

/**
 * The fee list of a search (quote §3, §7 payment `fees`), stage by stage with `stageFeesOf`:
 * each trip's chosen rate, the boxes' premium protection unless declined, and from the filed
 * fees the pickup fee and the landed cost. A domestic stage has no customs (quote §5), whatever
 * an earlier trip left filed there — the server asks for none, so it charges none.
 */
export function paymentFeesOf(
  search: Pick<Search, 'trips' | 'boxes' | 'premiumProtection'>,
  fees: readonly FiledStageFees[],
): StageFees[] {
  const protectionCosts =
    search.premiumProtection === false
      ? []
      : search.boxes.map((box) => box.premiumProtection?.cost);
  return search.trips.map((trip, index) => {
    const filed = fees[index];
    return stageFeesOf(index + 1, {
      rate: trip.rateChoice,
      pickupFee: filed?.pickupFee,
      protectionCosts,
      customs: isInternationalTrip(trip) ? filed : undefined,
    });
  });
}

/**
 * The fee list of a search and the landed costs filed for it (`filedStageFeesOf`): what the
 * wizard shows and its payment sends, built as the server builds its own with `stageFeesOf`.
 * A search without trips yet lists the default fees of its one stage (a fresh search is
 * One-Way, quote §2).
 */
export function searchStageFeesOf(
  search: Search,
  landedCosts: readonly (StageLandedCosts | undefined)[],
): StageFees[] {
  if (search.trips.length === 0) return [stageFeesOf(1, { protectionCosts: [] })];
  return paymentFeesOf(search, filedStageFeesOf(search, landedCosts));
}
