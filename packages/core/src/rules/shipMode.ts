import {
  DEFAULT_SHIP_MODE,
  SHIP_MODE_MULTI_CITY,
  SHIP_MODE_ONE_WAY,
  SHIP_MODE_ROUND_TRIP,
} from '../constants';

/** 1 One-Way, 2 Round-Trip, 3 Multi-City (quote §1). Not exported: the schemas export it. */
type ShipMode =
  | typeof SHIP_MODE_ONE_WAY
  | typeof SHIP_MODE_ROUND_TRIP
  | typeof SHIP_MODE_MULTI_CITY;

/** What the wizard shows for each ship mode. */
export const SHIP_MODE_LABELS: Readonly<Record<ShipMode, string>> = {
  [SHIP_MODE_ONE_WAY]: 'One-Way',
  [SHIP_MODE_ROUND_TRIP]: 'Round-Trip',
  [SHIP_MODE_MULTI_CITY]: 'Multi-City',
};

/**
 * Ship mode from the number of trips (quote §1): 1 One-Way, 2 Round-Trip, more Multi-City.
 * With no trips (none chosen, or a count that is not a positive number) it defaults to One-Way.
 *
 * @example shipModeForTripCount(2) // 2 (Round-Trip)
 */
export function shipModeForTripCount(tripCount: number | null | undefined): ShipMode {
  if (tripCount === SHIP_MODE_ROUND_TRIP) return SHIP_MODE_ROUND_TRIP;
  if (typeof tripCount === 'number' && tripCount > SHIP_MODE_ROUND_TRIP) {
    return SHIP_MODE_MULTI_CITY;
  }
  return DEFAULT_SHIP_MODE;
}

/**
 * The label of a ship mode. Mode numbers equal the trip counts they stand for up to 3, so the
 * same mapping also turns an unknown mode into the default (One-Way).
 */
export function shipModeLabel(mode: number | null | undefined): string {
  return SHIP_MODE_LABELS[shipModeForTripCount(mode)];
}
