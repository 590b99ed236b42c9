import { createStore } from 'zustand/vanilla';
import {
  DEFAULT_PICKUP_FEE,
  FIRST_STEP,
  LAST_STEP,
  RATES_STEP_DELAY_MS,
  RESUME_MAX_STEP,
} from '../constants';
import {
  areRatesValid,
  computeSubTotal,
  mergeSearchUpdate,
  type StageCharges,
  shipModeForTripCount,
  sortRatesByPrice,
  stageChargesOf,
} from '../rules';
import {
  type Search,
  type ShipMode,
  type ShippingRateSet,
  type StageFees,
  searchSchema,
  stageFeesSchema,
} from '../schemas';
import { consoleLogger, type Logger } from './environment';
import { createSessionId } from './sessionId';
import { type SessionStore, selectIsRegistered } from './sessionStore';

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
  /** Fees per stage, index 0 = stage 1. */
  fees: StageFees[];
  loading: boolean;
  /** The flow ships for someone outside this session: its steps are not saved (quote §2). */
  outsideShipment: boolean;

  /** Goes to a step (back or forward) and saves the search unless outside shipment or loading. */
  setStep(step: number): void;
  /** Merges an update under the search update rules (quote §3). */
  updateSearch(update: Partial<Search>): void;
  setFees(fees: StageFees[]): void;
  setLoading(loading: boolean): void;
  setOutsideShipment(outsideShipment: boolean): void;
  /** Fetches, checks and sorts the rates; true when they are valid. */
  loadRates(): Promise<boolean>;
  /** Resumes a saved search (quote §2); true when it went on past step 1. */
  resume(search: Search): Promise<boolean>;
  /** Resets to defaults: step Search, One-Way, default fees (quote §2). */
  flush(): void;
}

/** Ship mode is derived from the trips, never stored (quote §1). */
export const selectShipMode = (state: ShipState): ShipMode =>
  shipModeForTripCount(state.search.trips.length);

/** Fees of a stage before anything is known: the default pickup fee (quote §9). */
const defaultStageFees = (stage: number): StageFees =>
  stageFeesSchema.parse({ stage, pickupFee: DEFAULT_PICKUP_FEE });

export const selectStageCharges = (state: ShipState): StageCharges[] =>
  stageChargesOf(state.search, state.fees);

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
    fees: [defaultStageFees(FIRST_STEP)],
    loading: false,
    outsideShipment: false,
  });

  return createStore<ShipState>()((set, get) => {
    /** Every change of search or fees keeps the search's subTotal in step with the rules. */
    const commit = (search: Search, fees = get().fees) =>
      set({ search: { ...search, subTotal: computeSubTotal(stageChargesOf(search, fees)) }, fees });

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

    return {
      ...defaults(),

      setStep: (step) => {
        if (!Number.isInteger(step) || step < FIRST_STEP || step > LAST_STEP) return;
        const { search, outsideShipment, loading } = get();
        // DECISION: the wizard's own navigation may go back; the forward-only rule of quote §3
        // guards updates (updateSearch), not the user pressing Back.
        commit({ ...search, prevStep: search.step, step });
        if (!outsideShipment && !loading) void saveActiveSearch();
      },

      updateSearch: (update) => commit(mergeSearchUpdate(get().search, update)),

      setFees: (fees) => commit(get().search, fees),

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
        const fees = sorted.map((stage, index) => ({
          ...(get().fees[index] ?? defaultStageFees(index + 1)),
          pickupFee: stage.pickupFee,
        }));
        commit(mergeSearchUpdate(get().search, { rates: sorted }), fees);
        return true;
      },

      resume: async (saved) => {
        clearTimeout(resumeTimer);
        const { fees } = defaults();
        commit({ ...saved, step: FIRST_STEP, prevStep: undefined }, fees);
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

      flush: () => {
        clearTimeout(resumeTimer);
        set(defaults());
      },
    };
  });
}

export type ShipStore = ReturnType<typeof createShipStore>;
