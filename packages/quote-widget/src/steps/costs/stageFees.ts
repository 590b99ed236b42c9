import { HAZMAT_FEE } from '@bikeship/core/constants';
import {
  centsToDollars,
  dollarsToCents,
  isInternationalShipment,
  stageChargesOf,
} from '@bikeship/core/rules';
import type { Search, StageFees, TripStage } from '@bikeship/core/schemas';
import type { ShipStore } from '@bikeship/core/stores';
import { countryCodeOf } from './stagePlaces';

/** Shipping is international when the countries differ and are not both in the EU (quote §5). */
export function isInternationalTrip(trip: TripStage | undefined): boolean {
  return isInternationalShipment(countryCodeOf(trip?.from), countryCodeOf(trip?.to));
}

/**
 * The fees of each stage (quote §3 "Fees per stage") from what the customer chose, built from
 * the same stage charges the sub-total is computed from (core `stageChargesOf`): the chosen
 * rate as baseFee with its residential fee, the rates' pickup fee, the boxes' premium
 * protection. The clearance (customs) fee and the landed-cost entries are the landed-cost
 * answers already filed for an international stage (`withLandedCost`); a domestic stage has
 * none.
 */
export function stageFeesOf(search: Search, fees: readonly StageFees[]): StageFees[] {
  return stageChargesOf(search, fees).map((charges, index) => {
    const international = isInternationalTrip(search.trips[index]);
    const previous = fees[index];
    return {
      stage: index + 1,
      baseFee: charges.rate ?? 0,
      customsFee: international ? (previous?.customsFee ?? 0) : 0,
      protectionFee: centsToDollars(
        (charges.boxes ?? []).reduce(
          (sum, box) => sum + dollarsToCents(box.premiumProtection?.cost ?? 0),
          0,
        ),
      ),
      pickupFee: charges.pickupFee ?? 0,
      residentialFee: charges.residentialFee ?? 0,
      hazMatFee: HAZMAT_FEE,
      landedCost: international ? (previous?.landedCost ?? []) : [],
    };
  });
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
