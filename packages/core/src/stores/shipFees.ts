import {
  computeSubTotal,
  filedStageFeesOf,
  isInternationalTrip,
  isSameLandedCostRequest,
  type LandedCostOutcome,
  landedCostStatesOf,
  type StageCharges,
  type StageLandedCostState,
  searchLandedCostRequest,
  searchStageFeesOf,
  stageChargesOf,
  stageCustomsOf,
} from '../rules';
import type { LandedCostRequest, Search, StageFees } from '../schemas';
import type { ShipState, ShipStore } from './shipStore';

// The fees are derived where they are read, from the search and the landed costs filed for it
// (DESIGN §3 "Derive, don't sync"). Kept apart from the store so that the fee list comes with
// the steps that read it, not with the store every page loads first.

/** What the fee selectors read: the search and the landed costs filed for it. */
export type ShipFeeInputs = Pick<ShipState, 'search' | 'landedCosts'>;

type Memo<T> = WeakMap<Search, { landedCosts: ShipFeeInputs['landedCosts']; value: T }>;

/**
 * The value derived for these inputs, the same one every time they are read again: a component
 * may select a derived list directly (a new list on every read would render again forever).
 */
function memoized<T>(memo: Memo<T>, state: ShipFeeInputs, derive: () => T): T {
  const last = memo.get(state.search);
  if (last?.landedCosts === state.landedCosts) return last.value;
  const value = derive();
  memo.set(state.search, { landedCosts: state.landedCosts, value });
  return value;
}

const feesMemo: Memo<StageFees[]> = /* @__PURE__ */ new WeakMap();
const chargesMemo: Memo<StageCharges[]> = /* @__PURE__ */ new WeakMap();
const landedCostStatesMemo: Memo<StageLandedCostState[]> = /* @__PURE__ */ new WeakMap();

/**
 * The fees per stage (quote §3; index 0 = stage 1) by the core `searchStageFeesOf`: the list
 * the payment sends and the server compares to its own to the cent.
 */
export function selectStageFees(state: ShipFeeInputs): StageFees[] {
  return memoized(feesMemo, state, () => searchStageFeesOf(state.search, state.landedCosts));
}

/** What each stage charges (quote §5 sub-total), from the same filed fees as the fee list. */
export function selectStageCharges(state: ShipFeeInputs): StageCharges[] {
  return memoized(chargesMemo, state, () =>
    stageChargesOf(state.search, filedStageFeesOf(state.search, state.landedCosts)),
  );
}

/**
 * Where the landed cost of each stage stands for the search as it is now (core
 * `landedCostStatesOf`): a `pending` stage must be estimated again before it is paid.
 */
export function selectLandedCostStates(state: ShipFeeInputs): StageLandedCostState[] {
  return memoized(landedCostStatesMemo, state, () =>
    landedCostStatesOf(state.search, state.landedCosts),
  );
}

/**
 * The clearance fee last estimated for each stage, even when the search has moved on from the
 * request since (new step-3 addresses): what the customer was last shown, to compare a new
 * estimate with. 0 for a domestic stage.
 */
export const selectLastClearanceFees = (state: ShipFeeInputs): number[] =>
  state.search.trips.map((trip, index) =>
    isInternationalTrip(trip)
      ? stageCustomsOf(index + 1, state.landedCosts[index]?.at(-1)?.outcome ?? null).customsFee
      : 0,
  );

/**
 * The sub-total of the search (quote §5): the sum of what its stages charge, by the same rule
 * the server prices the order with. DECISION: derived where it is shown, not kept in the stored
 * search — the search's `subTotal` field is no one's input (the server prices every order itself).
 */
export const selectSubTotal = (state: ShipFeeInputs): number =>
  computeSubTotal(selectStageCharges(state));

/**
 * Files a landed-cost answer only while the ship store's search still asks that very request
 * (the customer may have chosen another speed meanwhile): a late answer for the speed before
 * never replaces the current one. True when filed.
 * @example if (fileCurrentLandedCost(ship, 0, request, outcome)) announce(outcome);
 */
export function fileCurrentLandedCost(
  ship: ShipStore,
  stageIndex: number,
  request: LandedCostRequest,
  outcome: LandedCostOutcome | null,
): boolean {
  const current = searchLandedCostRequest(ship.getState().search, stageIndex);
  if (!current || !isSameLandedCostRequest(current, request)) return false;
  ship.getState().fileLandedCost(stageIndex, request, outcome);
  return true;
}
