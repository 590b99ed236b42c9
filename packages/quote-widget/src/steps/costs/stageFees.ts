import { isInternationalShipment, paymentFeesOf } from '@bikeship/core/rules';
import type { Search, StageFees, TripStage } from '@bikeship/core/schemas';
import type { ShipStore } from '@bikeship/core/stores';
import { countryCodeOf } from './stagePlaces';

/** Shipping is international when the countries differ and are not both in the EU (quote §5). */
export function isInternationalTrip(trip: TripStage | undefined): boolean {
  return isInternationalShipment(countryCodeOf(trip?.from), countryCodeOf(trip?.to));
}

/**
 * The fees of each stage (quote §3 "Fees per stage") from what the customer chose: the core
 * `paymentFeesOf`, built from the same stage charges as the sub-total (the chosen rate as
 * baseFee with its residential fee, the rates' pickup fee, the boxes' premium protection), so
 * what the step shows is what the payment sends. The clearance (customs) fee and landed-cost
 * entries are the answers filed for an international stage (`fileLandedCost`); a domestic stage
 * has none (quote §5), whatever an earlier trip left there.
 */
export function stageFeesOf(search: Search, fees: readonly StageFees[]): StageFees[] {
  const customsChecked = fees.map((stageFees, index) =>
    isInternationalTrip(search.trips[index])
      ? stageFees
      : { ...stageFees, customsFee: 0, landedCost: [] },
  );
  return paymentFeesOf(search, customsChecked);
}

const sameFees = (a: readonly StageFees[], b: readonly StageFees[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Brings the ship store's fees in line with the search (after a choice, new rates or a
 * landed-cost answer); sets nothing when they already agree, so callers may call it freely.
 */
export function syncStageFees(ship: ShipStore): void {
  const { search, fees } = ship.getState();
  const next = stageFeesOf(search, fees);
  if (!sameFees(next, fees)) ship.getState().setFees(next);
}
