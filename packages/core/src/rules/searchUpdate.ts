import { FIRST_STEP, MAX_STAGES } from '../constants';

/** The parts of a trip the update rule reads: both ends of the trip. */
export interface TripEnds {
  from?: unknown;
  to?: unknown;
}

/** The parts of a search the update rule guards (quote §3, Search). */
export interface GuardedSearchFields {
  trips?: readonly TripEnds[] | null;
  boxes?: readonly unknown[] | null;
  rates?: unknown;
  step?: number | null;
}

/** A trip end counts as present when it is neither missing nor an empty string. */
function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * Trips are accepted only if every trip has both from and to (quote §3).
 * DECISION: an empty list, or one longer than MAX_STAGES, is refused too: a search always has
 * 1 to 5 stages (quote §1, §9), and an empty list would silently wipe the user's trips.
 */
export function isTripsUpdateAccepted(trips: readonly TripEnds[] | null | undefined): boolean {
  return (
    !!trips &&
    trips.length > 0 &&
    trips.length <= MAX_STAGES &&
    trips.every((trip) => isPresent(trip.from) && isPresent(trip.to))
  );
}

/**
 * Boxes and rates are accepted only if non-empty (quote §3). Rates may arrive as a list per
 * stage or as an object keyed by stage, so an object counts as non-empty when it has a key.
 */
export function isNonEmptyUpdate(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

/**
 * The step only moves forward and only when above 1 (quote §3): going back (or to Search) is
 * the wizard's own navigation, never the side effect of saving a search.
 */
export function isStepUpdateAccepted(
  currentStep: number | null | undefined,
  nextStep: number | null | undefined,
): boolean {
  return (
    typeof nextStep === 'number' && nextStep > FIRST_STEP && nextStep > (currentStep ?? FIRST_STEP)
  );
}

/**
 * Merges an update into a search under the update rules of quote §3 and returns a new search
 * (the input is never mutated). Guarded fields (trips, boxes, rates, step) are taken only when
 * their rule accepts them; every other field is taken as given, except `undefined`, which
 * leaves the current value (a partial update never erases a field by omission).
 *
 * @example mergeSearchUpdate({ step: 3 }, { step: 2 }) // { step: 3 } — steps never go back
 */
export function mergeSearchUpdate<S extends GuardedSearchFields>(search: S, update: Partial<S>): S {
  const next: S = { ...search };
  for (const key of Object.keys(update) as (keyof S)[]) {
    const value = update[key];
    if (value === undefined) continue;
    const accepted =
      key === 'trips'
        ? isTripsUpdateAccepted(value as GuardedSearchFields['trips'])
        : key === 'boxes' || key === 'rates'
          ? isNonEmptyUpdate(value)
          : key === 'step'
            ? isStepUpdateAccepted(search.step, value as GuardedSearchFields['step'])
            : true;
    if (accepted) next[key] = value as S[keyof S];
  }
  return next;
}
