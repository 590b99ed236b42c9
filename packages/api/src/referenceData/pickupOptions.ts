import { DEFAULT_PICKUP_FEE } from '@bikeship/core/constants';
import type { PickupOption } from '@bikeship/core/schemas';

/**
 * How the carrier gets the box at each stage (quote §3 "Form data lists"). A scheduled pickup
 * costs DEFAULT_PICKUP_FEE (quote §9) and cannot be booked for today (quote §4, the ship-date
 * rule's `pickupFeeApplies`); dropping the box off at a carrier location is free.
 */
export const PICKUP_OPTIONS: readonly PickupOption[] = [
  { id: 1, name: 'Drop off at a UPS location', fee: 0 },
  { id: 2, name: 'Schedule a UPS pickup at my address', fee: DEFAULT_PICKUP_FEE },
];
