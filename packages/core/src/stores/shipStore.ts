import { createStore } from 'zustand/vanilla';
import { FIRST_STEP, LAST_STEP, RATES_STEP_DELAY_MS, RESUME_MAX_STEP } from '../constants';
import {
  areRatesValid,
  type FiledLandedCost,
  type LandedCostOutcome,
  mergeSearchUpdate,
  selectedSpeedOf,
  shipModeForTripCount,
  sortRatesByPrice,
} from '../rules';
import {
  type Box,
  type LandedCostRequest,
  type PremiumProtection,
  type RateOption,
  type Search,
  type ShipMode,
  type ShippingRateSet,
  searchSchema,
  type TripStage,
} from '../schemas';
import { consoleLogger, type Logger } from './environment';
import { createSessionId } from './sessionId';
import { type SessionStore, selectIsRegistered } from './sessionStore';

/**
 * Landed-cost answers kept per stage: the current request's and those of the speeds chosen just
 * before, so that choosing back needs no new estimate and a late answer displaces nothing.
 */
const LANDED_COSTS_KEPT_PER_STAGE = 3;

/** The ids the server gives a saved search (POST/PUT /api/SavedSearch). */
export interface SavedSearchRef {
  savedSearchId: number;
  savedSearchCode: string;
}

/** What the wizard needs of the session (`shipSessionOf(sessionStore)` fits). */
export interface ShipSession {
  isRegistered(): boolean;
  /** Keeps the search in the session: tab storage for a guest (quote §4). */
  rememberSearch(search: Search): void;
  clearGuest(): void;
}

export interface ShipStoreDeps {
  session: ShipSession;
  /**
   * A registered user's search saved on the server: POST the first time, PUT /{savedSearchId}
   * after. The saved ids, or false.
   */
  saveSearch(search: Search): Promise<SavedSearchRef | false>;
  /** The rates for a search (POST then GET /api/Rates), or false. */
  fetchRates(search: Search): Promise<ShippingRateSet | false>;
  /** Ids of new searches; random by default. */
  createId?: () => string;
  logger?: Logger;
}

export interface ShipState {
  /** The active search: step, trips, boxes, units, purpose, rates, selections, subTotal. */
  search: Search;
  /**
   * The landed cost filed for each stage (index 0 = stage 1) with the request it answers: the
   * one part of the fees that does not follow from the search. Read the fees with
   * `selectStageFees`, which ignores an answer the search no longer asks for.
   */
  landedCosts: readonly (readonly FiledLandedCost[] | undefined)[];
  loading: boolean;
  /** The flow ships for someone outside this session: its steps are not saved (quote §2). */
  outsideShipment: boolean;
  /** The order the search was paid with; null until then. */
  paidOrder: PaidOrder | null;

  /** Goes to a step (back or forward) and saves the search unless outside shipment or loading. */
  setStep(step: number): void;
  /** Merges an update under the search update rules (quote §3). */
  updateSearch(update: Partial<Search>): void;
  /** The customer chose a speed for a stage: kept whole in the trip (quote §3 rate choice). */
  chooseRate(stageIndex: number, option: RateOption): void;
  /**
   * Sets how the carrier gets the box at a stage (a form-data pickup option; undefined: none
   * chosen). Its fee is the rates' pickup fee, so the caller fetches rates for it (`loadRates`).
   */
  choosePickup(stageIndex: number, pickupOption: number | undefined): void;
  /**
   * Sets (or, with undefined, removes) one box's premium protection; the search's
   * `premiumProtection` says whether any box is protected.
   */
  chooseProtection(boxIndex: number, protection: PremiumProtection | undefined): void;
  /**
   * Files the landed-cost outcome of a stage with the request it answers, beside the answers to
   * the stage's last few other requests: the fee selectors read the one that answers what the
   * search asks now, so a late answer for the speed chosen before neither counts nor displaces
   * the current one. `fileCurrentLandedCost` (shipFees.ts) files an answer only while current.
   */
  fileLandedCost(
    stageIndex: number,
    request: LandedCostRequest,
    outcome: LandedCostOutcome | null,
  ): void;
  setLoading(loading: boolean): void;
  setOutsideShipment(outsideShipment: boolean): void;
  /** Fetches, checks and sorts the rates; true when they are valid. */
  loadRates(): Promise<boolean>;
  /**
   * Resumes a saved search (quote §2); true when it went on past step 1. A paid one is done: the
   * wizard starts afresh instead.
   */
  resume(search: Search): Promise<boolean>;
  /**
   * The search is paid: the wizard shows the order and none of its steps, and the session keeps
   * the search marked done, so that neither a step nor a reload offers it for payment again.
   * DECISION: "done" is the search's `active` (quote §3 names it, not its meaning) set to false.
   * A registered customer's copy on the server is left as it was: resuming it from the recent
   * searches is the customer's deliberate new order of the same trip.
   */
  orderPaid(order: PaidOrder): void;
  /** Resets to defaults: step Search, One-Way, default fees, no landed costs (quote §2). */
  flush(): void;
}

/** What the customer is told of a paid order. `total` in dollars. */
export interface PaidOrder {
  orderId: number;
  total: number;
  /** Where the server sent the order's confirmation mail (every paid order gets one). */
  email: string;
}

/** Ship mode is derived from the trips, never stored (quote §1). */
export const selectShipMode = (state: ShipState): ShipMode =>
  shipModeForTripCount(state.search.trips.length);

/** The session store as the wizard sees it. */
export const shipSessionOf = (store: SessionStore): ShipSession => ({
  isRegistered: () => selectIsRegistered(store.getState()),
  rememberSearch: (search) => store.getState().rememberSearch(search),
  clearGuest: () => store.getState().clearGuest(),
});

/**
 * The ship wizard store (quote §2–§4).
 *
 * @example
 * const ship = createShipStore({ session: shipSessionOf(session), saveSearch, fetchRates });
 * ship.getState().updateSearch({ trips });
 * if (await ship.getState().loadRates()) ship.getState().setStep(2);
 */
export function createShipStore(deps: ShipStoreDeps) {
  const logger = deps.logger ?? consoleLogger;
  const createId = deps.createId ?? createSessionId;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;

  const defaults = () => ({
    search: searchSchema.parse({ id: createId() }),
    landedCosts: [],
    loading: false,
    outsideShipment: false,
    paidOrder: null,
  });

  return createStore<ShipState>()((set, get) => {
    /**
     * One commit per action. What follows from the search and the filed landed costs — the fees,
     * the charges, the sub-total — is derived where it is read (shipFees.ts selectors), so the
     * store the first screen loads carries none of the landed-cost and fee rules.
     */
    const commit = (search: Search, landedCosts = get().landedCosts) => {
      set({ search, landedCosts });
    };

    /** The search's trips with one of them changed. */
    const tripsWith = (stageIndex: number, change: Partial<TripStage>) =>
      get().search.trips.map((trip, index) =>
        index === stageIndex ? { ...trip, ...change } : trip,
      );

    const saveActiveSearch = async () => {
      const { search } = get();
      deps.session.rememberSearch(search);
      if (!deps.session.isRegistered()) return;
      const saved = await deps.saveSearch(search).catch(() => false as const);
      if (!saved) return logger.warn('the search could not be saved');
      // The user may have flushed or resumed another search meanwhile.
      if (get().search.id !== search.id) return;
      commit({ ...get().search, ...saved });
      deps.session.rememberSearch(get().search);
    };

    /**
     * What the customer enters from Costs on — a speed, a pickup, protection, addresses — is
     * kept in the session (tab storage for a guest) as it is entered, not only when the step
     * changes: a reload resumes the search with it (quote §2), so nothing typed is lost.
     * DECISION: only the session's copy; a registered customer's search is saved on the server
     * at step changes, as before, not per keystroke. A search on step 1 is not yet the one to
     * resume: its rates have not come.
     */
    const keepEntered = () => {
      const { search, outsideShipment, loading, paidOrder } = get();
      if (paidOrder || outsideShipment || loading || search.step <= FIRST_STEP) return;
      deps.session.rememberSearch(search);
    };

    return {
      ...defaults(),

      setStep: (step) => {
        const { search, outsideShipment, loading, paidOrder } = get();
        // DECISION: a paid search is done — no step of it opens again; the same trip once more
        // is a new search (flush).
        if (paidOrder || !Number.isInteger(step) || step < FIRST_STEP || step > LAST_STEP) return;
        // DECISION: the wizard's own navigation may go back; the forward-only rule of quote §3
        // guards updates (updateSearch), not the user pressing Back.
        commit({ ...search, prevStep: search.step, step });
        if (!outsideShipment && !loading) void saveActiveSearch();
      },

      updateSearch: (update) => {
        commit(mergeSearchUpdate(get().search, update));
        keepEntered();
      },

      chooseRate: (stageIndex, option) => {
        const { search } = get();
        const trips = tripsWith(stageIndex, { rateChoice: { ...option, selected: true } });
        commit(
          mergeSearchUpdate(search, { trips, ...selectedSpeedOf({ trips, rates: search.rates }) }),
        );
        keepEntered();
      },

      choosePickup: (stageIndex, pickupOption) => {
        commit(mergeSearchUpdate(get().search, { trips: tripsWith(stageIndex, { pickupOption }) }));
        keepEntered();
      },

      chooseProtection: (boxIndex, protection) => {
        const boxes = get().search.boxes.map((box, index): Box => {
          if (index !== boxIndex) return box;
          const { premiumProtection: _replaced, ...rest } = box;
          return protection ? { ...rest, premiumProtection: protection } : rest;
        });
        commit(
          mergeSearchUpdate(get().search, {
            boxes,
            premiumProtection: boxes.some((box) => box.premiumProtection !== undefined),
          }),
        );
        keepEntered();
      },

      fileLandedCost: (stageIndex, request, outcome) => {
        const { search, landedCosts } = get();
        const filed: FiledLandedCost = { request, outcome };
        const key = JSON.stringify(request);
        const before = landedCosts[stageIndex] ?? [];
        // The same answer filed again (a known request chosen again) changes nothing.
        if (JSON.stringify(before.at(-1)) === JSON.stringify(filed)) return;
        // The newest last; an older answer to the same request goes, and only the last few stay.
        const answers = [
          ...before.filter((answer) => JSON.stringify(answer.request) !== key),
          filed,
        ].slice(-LANDED_COSTS_KEPT_PER_STAGE);
        const length = Math.max(landedCosts.length, stageIndex + 1);
        commit(
          search,
          Array.from({ length }, (_, index) =>
            index === stageIndex ? answers : landedCosts[index],
          ),
        );
      },

      setLoading: (loading) => set({ loading }),

      setOutsideShipment: (outsideShipment) => set({ outsideShipment }),

      loadRates: async () => {
        const { search } = get();
        set({ loading: true });
        const rates = await deps.fetchRates(search).catch(() => false as const);
        set({ loading: false });
        // Rates of a search the user has left (flush, another resume) are dropped.
        if (!rates || !areRatesValid(rates) || get().search.id !== search.id) return false;
        const sorted = rates.map((stage) => ({ ...stage, rates: sortRatesByPrice(stage.rates) }));
        commit(mergeSearchUpdate(get().search, { rates: sorted }));
        return true;
      },

      resume: async (saved) => {
        if (saved.active === false) {
          get().flush();
          return false;
        }
        clearTimeout(resumeTimer);
        commit({ ...saved, step: FIRST_STEP, prevStep: undefined }, []);
        set({ outsideShipment: false });
        if (saved.step <= FIRST_STEP) return false;
        if (!(await get().loadRates())) return false; // rates not valid: stay on step 1
        deps.session.clearGuest();
        resumeTimer = setTimeout(
          () => get().setStep(Math.min(saved.step, RESUME_MAX_STEP)),
          RATES_STEP_DELAY_MS,
        );
        return true;
      },

      orderPaid: (paidOrder) => {
        clearTimeout(resumeTimer);
        const search = { ...get().search, active: false };
        set({ search, paidOrder });
        deps.session.rememberSearch(search);
      },

      flush: () => {
        clearTimeout(resumeTimer);
        set(defaults());
      },
    };
  });
}

export type ShipStore = ReturnType<typeof createShipStore>;
