import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PICKUP_FEE,
  FIRST_STEP,
  RATES_STEP_DELAY_MS,
  RESUME_MAX_STEP,
  SHIP_MODE_MULTI_CITY,
  SHIP_MODE_ONE_WAY,
  SHIP_MODE_ROUND_TRIP,
} from '../constants';
import {
  boxSchema,
  type Search,
  type ShippingRateSet,
  searchSchema,
  shippingRateSetSchema,
  type TripStage,
  tripStageSchema,
} from '../schemas';
import { createSessionStore } from './sessionStore';
import {
  createShipStore,
  type ShipSession,
  type ShipStoreDeps,
  selectShipMode,
  shipSessionOf,
} from './shipStore';
import { fakeLogger, fakeStorage } from './testing';

const place = (formatted_address: string) => ({ formatted_address });
const trip = (from: string, to: string): TripStage =>
  tripStageSchema.parse({ from: place(from), to: place(to) });

const option = (code: number, rate: number) => ({
  name: `speed ${code}`,
  code,
  rate,
  transitDays: 3,
  upsTransitDays: 3,
});
const validRates: ShippingRateSet = shippingRateSetSchema.parse([
  { stage: 1, pickupFee: 7, rates: [option(2, 120), option(1, 80)] },
]);

function setup(registered = false) {
  const session = {
    isRegistered: vi.fn(() => registered),
    rememberSearch: vi.fn<ShipSession['rememberSearch']>(),
    clearGuest: vi.fn(),
  };
  const mocks = {
    saveSearch: vi
      .fn<ShipStoreDeps['saveSearch']>()
      .mockResolvedValue({ savedSearchId: 42, savedSearchCode: 'ABC' }),
    fetchRates: vi.fn<ShipStoreDeps['fetchRates']>().mockResolvedValue(validRates),
  };
  let ids = 0;
  const store = createShipStore({
    session,
    ...mocks,
    createId: () => `search-${++ids}`,
    logger: fakeLogger(),
  });
  return { store, session, mocks };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ship mode from trips (quote §1)', () => {
  it('is derived from the trips: none or 1 One-Way, 2 Round-Trip, more Multi-City', () => {
    const { store } = setup();
    expect(selectShipMode(store.getState())).toBe(SHIP_MODE_ONE_WAY);
    store.getState().updateSearch({ trips: [trip('A', 'B'), trip('B', 'A')] });
    expect(selectShipMode(store.getState())).toBe(SHIP_MODE_ROUND_TRIP);
    store.getState().updateSearch({ trips: [trip('A', 'B'), trip('B', 'C'), trip('C', 'A')] });
    expect(selectShipMode(store.getState())).toBe(SHIP_MODE_MULTI_CITY);
    expect(store.getState()).not.toHaveProperty('shipMode');
  });
});

describe('search update (quote §3)', () => {
  it('takes trips only when every trip has from and to; boxes and rates only if non-empty', () => {
    const { store } = setup();
    const bike = boxSchema.parse({ name: 'Bike' });
    store.getState().updateSearch({ trips: [trip('A', 'B')], boxes: [bike] });
    store.getState().updateSearch({
      trips: [tripStageSchema.parse({ from: place('A') })],
      boxes: [],
      rates: [],
    });
    expect(store.getState().search.trips).toHaveLength(1);
    expect(store.getState().search.trips[0]?.to?.formatted_address).toBe('B');
    expect(store.getState().search.boxes).toEqual([bike]);
  });

  it('moves the step only forward and only above 1', () => {
    const { store } = setup();
    store.getState().updateSearch({ step: 3 });
    store.getState().updateSearch({ step: 2 });
    expect(store.getState().search.step).toBe(3);
  });

  it('keeps subTotal from the rules: default pickup fee plus the chosen rate', () => {
    const { store } = setup();
    const chosen = { ...trip('A', 'B'), rateChoice: validRates[0]?.rates[1] };
    store.getState().updateSearch({ trips: [chosen] });
    expect(store.getState().search.subTotal).toBe(DEFAULT_PICKUP_FEE + 80);
  });
});

describe('set step (quote §2: saves the active search unless outside shipment or loading)', () => {
  it('a guest search is kept in the session (tab storage), never sent to the server', () => {
    const { store, session, mocks } = setup(false);
    store.getState().setStep(2);
    expect(store.getState().search).toMatchObject({ step: 2, prevStep: FIRST_STEP });
    expect(session.rememberSearch).toHaveBeenCalledWith(store.getState().search);
    expect(mocks.saveSearch).not.toHaveBeenCalled();
  });

  it('a registered search is saved on the server and takes its saved ids', async () => {
    const { store, mocks } = setup(true);
    store.getState().setStep(2);
    await vi.runAllTimersAsync();
    expect(mocks.saveSearch).toHaveBeenCalledTimes(1);
    expect(store.getState().search).toMatchObject({ savedSearchId: 42, savedSearchCode: 'ABC' });
  });

  it('saves nothing for an outside shipment or while loading', () => {
    const { store, session } = setup(true);
    store.getState().setOutsideShipment(true);
    store.getState().setStep(2);
    store.getState().setOutsideShipment(false);
    store.getState().setLoading(true);
    store.getState().setStep(3);
    expect(store.getState().search.step).toBe(3);
    expect(session.rememberSearch).not.toHaveBeenCalled();
  });

  it('the wizard may go back a step, but never outside 1–5', () => {
    const { store } = setup();
    store.getState().setStep(3);
    store.getState().setStep(2);
    store.getState().setStep(6);
    expect(store.getState().search).toMatchObject({ step: 2, prevStep: 3 });
  });
});

describe('rates (quote §4: validity and ascending sort)', () => {
  it('stores valid rates sorted ascending and takes the stage pickup fee', async () => {
    const { store } = setup();
    expect(await store.getState().loadRates()).toBe(true);
    expect(store.getState().search.rates[0]?.rates.map((rate) => rate.rate)).toEqual([80, 120]);
    expect(store.getState().fees[0]?.pickupFee).toBe(7);
    expect(store.getState().loading).toBe(false);
  });

  it('refuses rates with an empty stage', async () => {
    const { store, mocks } = setup();
    mocks.fetchRates.mockResolvedValue(shippingRateSetSchema.parse([{ rates: [] }]));
    expect(await store.getState().loadRates()).toBe(false);
    expect(store.getState().search.rates).toEqual([]);
  });
});

const savedAt = (step: number): Search =>
  searchSchema.parse({ id: 'saved-1', savedSearchId: 7, step, trips: [trip('A', 'B')] });

describe('resume a saved search (quote §2)', () => {
  it('at step 2 or beyond: re-fetches rates, clears the guest, caps the step at 2 after 1.5 s', async () => {
    const { store, session, mocks } = setup();
    expect(await store.getState().resume(savedAt(4))).toBe(true);
    expect(mocks.fetchRates).toHaveBeenCalledTimes(1);
    expect(session.clearGuest).toHaveBeenCalledTimes(1);
    expect(store.getState().search.step).toBe(FIRST_STEP);
    vi.advanceTimersByTime(RATES_STEP_DELAY_MS - 1);
    expect(store.getState().search.step).toBe(FIRST_STEP);
    vi.advanceTimersByTime(1);
    expect(store.getState().search.step).toBe(RESUME_MAX_STEP);
    expect(store.getState().search.savedSearchId).toBe(7);
  });

  it('falls back to step 1 when the rates are not valid, and keeps the guest', async () => {
    const { store, session, mocks } = setup();
    mocks.fetchRates.mockResolvedValue(false);
    expect(await store.getState().resume(savedAt(3))).toBe(false);
    vi.advanceTimersByTime(RATES_STEP_DELAY_MS);
    expect(store.getState().search.step).toBe(FIRST_STEP);
    expect(session.clearGuest).not.toHaveBeenCalled();
  });

  it('a search saved at step 1 is loaded without fetching rates', async () => {
    const { store, mocks } = setup();
    expect(await store.getState().resume(savedAt(1))).toBe(false);
    expect(mocks.fetchRates).not.toHaveBeenCalled();
    expect(store.getState().search.trips).toHaveLength(1);
  });
});

describe('flush (quote §2: step Search, One-Way, default fees)', () => {
  it('resets the search, the fees (default pickup fee) and cancels a pending resume step', async () => {
    const { store } = setup();
    await store.getState().resume(savedAt(2));
    store.getState().flush();
    vi.advanceTimersByTime(RATES_STEP_DELAY_MS);
    const { search, fees, loading, outsideShipment } = store.getState();
    expect(search.step).toBe(FIRST_STEP);
    expect(search.trips).toEqual([]);
    expect(selectShipMode(store.getState())).toBe(SHIP_MODE_ONE_WAY);
    expect(fees).toEqual([
      expect.objectContaining({ stage: 1, pickupFee: DEFAULT_PICKUP_FEE, hazMatFee: 0 }),
    ]);
    expect({ loading, outsideShipment }).toEqual({ loading: false, outsideShipment: false });
  });
});

describe('the wizard with the real session store (quote §4, DESIGN §6)', () => {
  it('a guest step keeps the search in tab storage, at most 3 per session', () => {
    const tab = fakeStorage();
    const session = createSessionStore({
      local: fakeStorage(),
      tab,
      login: async () => false,
      extendSession: async () => false,
      reload: () => undefined,
      logger: fakeLogger(),
    });
    session.getState().startGuestSession();
    const ship = createShipStore({
      session: shipSessionOf(session),
      saveSearch: async () => false,
      fetchRates: async () => false,
    });
    for (let index = 0; index < 4; index += 1) {
      ship.getState().flush();
      ship.getState().setStep(2);
    }
    const stored = session.getState().session;
    expect(stored?.searches).toHaveLength(3);
    expect(stored?.activeSearch).toBe(ship.getState().search.id);
    expect(tab.getItem('bikeship-session')).toContain(ship.getState().search.id);
  });
});
