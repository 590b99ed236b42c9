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
  type LandedCostOutcome,
  searchLandedCostRequest,
  stageCustomsOf,
  stageFeesOf,
} from '../rules';
import {
  boxSchema,
  type LandedCostRequest,
  rateOptionSchema,
  type Search,
  type ShippingRateSet,
  searchSchema,
  shippingRateSetSchema,
  type TripStage,
  tripStageSchema,
} from '../schemas';
import { createSessionStore } from './sessionStore';
import {
  fileCurrentLandedCost,
  selectLastClearanceFees,
  selectStageCharges,
  selectStageFees,
  selectSubTotal,
} from './shipFees';
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

  it('the sub-total follows from the rules: default pickup fee plus the chosen rate', () => {
    const { store } = setup();
    const chosen = { ...trip('A', 'B'), rateChoice: validRates[0]?.rates[1] };
    store.getState().updateSearch({ trips: [chosen] });
    expect(selectSubTotal(store.getState())).toBe(DEFAULT_PICKUP_FEE + 80);
  });
});

describe('what is entered past step 1 is kept in the session as it is entered (a reload loses nothing)', () => {
  it('an address typed on Details is in the session before any step change, never sent to the server', () => {
    const { store, session, mocks } = setup(true);
    store.getState().setStep(3);
    session.rememberSearch.mockClear();
    const details = [{ from: { address1: '200 Folsom St' }, to: {} }];
    store.getState().updateSearch({ details });
    expect(session.rememberSearch).toHaveBeenLastCalledWith(store.getState().search);
    expect(session.rememberSearch.mock.lastCall?.[0].details).toEqual(details);
    expect(mocks.saveSearch).toHaveBeenCalledTimes(1);
  });

  it('a speed chosen on Costs is kept; a search on step 1, an outside shipment, a load or a paid search are not', () => {
    const { store, session } = setup();
    store.getState().updateSearch({ trips: [trip('A', 'B')], rates: validRates });
    expect(session.rememberSearch).not.toHaveBeenCalled();
    store.getState().setStep(2);
    session.rememberSearch.mockClear();
    store.getState().chooseRate(0, rateOptionSchema.parse(option(1, 80)));
    expect(session.rememberSearch.mock.lastCall?.[0].trips[0]?.rateChoice?.code).toBe(1);

    session.rememberSearch.mockClear();
    store.getState().setOutsideShipment(true);
    store.getState().updateSearch({ descriptions: ['outside'] });
    store.getState().setOutsideShipment(false);
    store.getState().setLoading(true);
    store.getState().updateSearch({ descriptions: ['loading'] });
    store.getState().setLoading(false);
    store.getState().orderPaid({ orderId: 7, total: 80, email: 'ana@example.com' });
    session.rememberSearch.mockClear();
    store.getState().updateSearch({ descriptions: ['after paying'] });
    expect(session.rememberSearch).not.toHaveBeenCalled();
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
    store.getState().updateSearch({ trips: [trip('A', 'B')] });
    expect(await store.getState().loadRates()).toBe(true);
    expect(store.getState().search.rates[0]?.rates.map((rate) => rate.rate)).toEqual([80, 120]);
    expect(selectStageFees(store.getState())[0]?.pickupFee).toBe(7);
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

const located = (city: string, state: string, postalCode: string, country: string) => ({
  formatted_address: `${city}, ${state} ${postalCode}, ${country}`,
  types: ['postal_code'],
  address_components: [
    { long_name: city, short_name: city, types: ['locality'] },
    { long_name: state, short_name: state, types: ['administrative_area_level_1'] },
    { long_name: postalCode, short_name: postalCode, types: ['postal_code'] },
    { long_name: country, short_name: country, types: ['country'] },
  ],
});
const boulder = located('Boulder', 'CO', '80302', 'US');
const vancouver = located('Vancouver', 'BC', 'V6B 1A1', 'CA');
const bikeBox = boxSchema.parse({
  name: 'Road bike box',
  category: 'BIKE',
  length: 54,
  width: 8,
  height: 30,
  weight: 45,
  marketValue: 2000,
});
const economy = rateOptionSchema.parse({ ...option(8, 184.5), residentialFee: 4.25 });
const express = rateOptionSchema.parse(option(7, 410));
const worldRates = (pickupFee: number): ShippingRateSet =>
  shippingRateSetSchema.parse([{ stage: 1, pickupFee, rates: [express, economy] }]);

const accepted = (clearanceFee: number): LandedCostOutcome => ({
  kind: 'accepted',
  answer: { success: true, clearanceFee, packages: [] },
  clearanceFee,
});

/** Boulder → Vancouver with a road bike box, quoted (the rates' pickup fee $5). */
async function abroad() {
  const world = setup();
  world.mocks.fetchRates.mockResolvedValue(worldRates(5));
  world.store.getState().updateSearch({
    trips: [tripStageSchema.parse({ from: boulder, to: vancouver, pickupOption: 2 })],
    boxes: [bikeBox],
  });
  expect(await world.store.getState().loadRates()).toBe(true);
  const commits = vi.fn();
  world.store.subscribe(commits);
  return { ...world, commits };
}

/** What the search asks of stage `stageIndex` now. */
function requestOf(search: Search, stageIndex = 0): LandedCostRequest {
  const request = searchLandedCostRequest(search, stageIndex);
  if (!request) throw new Error('the stage asks no landed cost');
  return request;
}

describe('choices and landed costs: one commit each, the fees derived (quote §3 fees, §5)', () => {
  it('choosing a speed keeps it whole in the trip, names it on the search, and the fees follow', async () => {
    const { store, commits } = await abroad();
    store.getState().chooseRate(0, economy);
    expect(commits).toHaveBeenCalledTimes(1);
    const { search } = store.getState();
    expect(search.trips[0]?.rateChoice).toMatchObject({ code: 8, rate: 184.5, selected: true });
    expect(search).toMatchObject({ selectedRateSpeed: 8, selectedRateSpeedIndex: 0 });
    expect(selectStageFees(store.getState())[0]).toMatchObject({
      baseFee: 184.5,
      residentialFee: 4.25,
      pickupFee: 5,
      customsFee: 0,
    });
    expect(selectSubTotal(store.getState())).toBe(184.5 + 4.25 + 5);
  });

  it('a pickup option is set in one commit; its fee is the one of the rates fetched for it', async () => {
    const { store, mocks, commits } = await abroad();
    store.getState().chooseRate(0, economy);
    store.getState().choosePickup(0, 1);
    expect(commits).toHaveBeenCalledTimes(2);
    expect(store.getState().search.trips[0]?.pickupOption).toBe(1);
    mocks.fetchRates.mockResolvedValue(worldRates(0));
    expect(await store.getState().loadRates()).toBe(true);
    expect(selectStageFees(store.getState())[0]?.pickupFee).toBe(0);
    expect(selectSubTotal(store.getState())).toBe(184.5 + 4.25);
    store.getState().choosePickup(0, undefined);
    expect(store.getState().search.trips[0]?.pickupOption).toBeUndefined();
  });

  it('premium protection is set and removed per box in one commit, and charged on every stage', () => {
    const { store } = setup();
    store.getState().updateSearch({
      trips: [trip('A', 'B'), trip('B', 'A')],
      boxes: [bikeBox, { ...bikeBox, name: 'Wheels' }],
    });
    const commits = vi.fn();
    store.subscribe(commits);
    store.getState().chooseProtection(0, { coverage: 2000, cost: 33.25 });
    expect(commits).toHaveBeenCalledTimes(1);
    expect(store.getState().search.premiumProtection).toBe(true);
    expect(store.getState().search.boxes[1]).not.toHaveProperty('premiumProtection');
    expect(selectStageFees(store.getState()).map((fees) => fees.protectionFee)).toEqual([
      33.25, 33.25,
    ]);
    expect(selectSubTotal(store.getState())).toBe(2 * DEFAULT_PICKUP_FEE + 2 * 33.25);
    store.getState().chooseProtection(0, undefined);
    expect(store.getState().search.premiumProtection).toBe(false);
    expect(store.getState().search.boxes[0]).not.toHaveProperty('premiumProtection');
    expect(selectStageFees(store.getState()).map((fees) => fees.protectionFee)).toEqual([0, 0]);
  });

  it('a landed cost is filed once for the request it answers, and refused for another', async () => {
    const { store, commits } = await abroad();
    store.getState().chooseRate(0, economy);
    const request = requestOf(store.getState().search);
    expect(fileCurrentLandedCost(store, 0, request, accepted(385))).toBe(true);
    expect(commits).toHaveBeenCalledTimes(2);
    expect(selectStageFees(store.getState())[0]).toMatchObject({
      customsFee: 385,
      landedCost: [{ stage: 1, result: true, clearanceFee: 385 }],
    });
    expect(selectSubTotal(store.getState())).toBe(184.5 + 4.25 + 5 + 385);
    // The same answer again (the speed chosen again) changes nothing.
    expect(fileCurrentLandedCost(store, 0, request, accepted(385))).toBe(true);
    expect(commits).toHaveBeenCalledTimes(2);
    // An answer for another speed than the one chosen is not filed.
    const other = { ...request, serviceLevelCode: '7', shippingCharge: 410 };
    expect(fileCurrentLandedCost(store, 0, other, accepted(1))).toBe(false);
    expect(commits).toHaveBeenCalledTimes(2);
  });

  it('choosing another speed drops the stale landed cost until the new one is filed', async () => {
    const { store } = await abroad();
    store.getState().chooseRate(0, economy);
    const economyRequest = requestOf(store.getState().search);
    store.getState().fileLandedCost(0, economyRequest, accepted(385));
    store.getState().chooseRate(0, express);
    expect(selectStageFees(store.getState())[0]).toMatchObject({
      baseFee: 410,
      customsFee: 0,
      landedCost: [],
    });
    expect(selectSubTotal(store.getState())).toBe(410 + 5);
    // What the customer was last shown, to compare the new estimate with.
    expect(selectLastClearanceFees(store.getState())).toEqual([385]);
    // The economy answer arriving late is not filed for the express speed.
    expect(fileCurrentLandedCost(store, 0, economyRequest, accepted(385))).toBe(false);
    store.getState().fileLandedCost(0, requestOf(store.getState().search), accepted(402.5));
    expect(selectStageFees(store.getState())[0]?.customsFee).toBe(402.5);
    expect(selectSubTotal(store.getState())).toBe(410 + 5 + 402.5);
  });

  it('an answer for the speed chosen before, filed late, neither counts nor displaces the current one', async () => {
    const { store } = await abroad();
    store.getState().chooseRate(0, economy);
    const economyRequest = requestOf(store.getState().search);
    store.getState().chooseRate(0, express);
    store.getState().fileLandedCost(0, requestOf(store.getState().search), accepted(402.5));
    store.getState().fileLandedCost(0, economyRequest, accepted(385));
    expect(selectStageFees(store.getState())[0]?.customsFee).toBe(402.5);
    // Choosing economy again finds its answer without a new estimate.
    store.getState().chooseRate(0, economy);
    expect(selectStageFees(store.getState())[0]?.customsFee).toBe(385);
  });

  it('the fee list is what the server prices with stageFeesOf, and the same state gives the same list', async () => {
    const { store } = await abroad();
    store.getState().chooseRate(0, economy);
    store.getState().chooseProtection(0, { coverage: 2000, cost: 33.25 });
    const outcome = accepted(385);
    store.getState().fileLandedCost(0, requestOf(store.getState().search), outcome);
    const state = store.getState();
    // The server's pricing (api services/orderPricing.ts): its rates' pickup fee, the chosen
    // speed, each box's protection price and the estimate it asks for the same request.
    expect(selectStageFees(state)).toEqual([
      stageFeesOf(1, {
        rate: economy,
        pickupFee: 5,
        protectionCosts: [33.25],
        customs: stageCustomsOf(1, outcome),
      }),
    ]);
    expect(selectStageFees(state)).toBe(selectStageFees(state));
    expect(selectStageCharges(state)).toBe(selectStageCharges(state));
    expect(selectStageCharges(state)).toEqual([
      {
        pickupFee: 5,
        clearanceFee: 385,
        rate: 184.5,
        residentialFee: 4.25,
        boxes: state.search.boxes,
      },
    ]);
  });

  it('a resumed search starts without the landed costs of the one before', async () => {
    const { store } = await abroad();
    store.getState().chooseRate(0, economy);
    store.getState().fileLandedCost(0, requestOf(store.getState().search), accepted(385));
    await store.getState().resume(savedAt(1));
    expect(store.getState().landedCosts).toEqual([]);
  });
});

describe('flush (quote §2: step Search, One-Way, default fees)', () => {
  it('resets the search, the fees (no pickup fee: nobody chose one) and cancels a pending resume step', async () => {
    const { store } = setup();
    await store.getState().resume(savedAt(2));
    store.getState().flush();
    vi.advanceTimersByTime(RATES_STEP_DELAY_MS);
    const { search, landedCosts, loading, outsideShipment } = store.getState();
    expect(search.step).toBe(FIRST_STEP);
    expect(search.trips).toEqual([]);
    expect(selectShipMode(store.getState())).toBe(SHIP_MODE_ONE_WAY);
    expect(landedCosts).toEqual([]);
    expect(selectStageFees(store.getState())).toEqual([
      expect.objectContaining({ stage: 1, pickupFee: 0, hazMatFee: 0 }),
    ]);
    expect({ loading, outsideShipment }).toEqual({ loading: false, outsideShipment: false });
  });
});

describe('a paid search is done (no second payment of one trip)', () => {
  it('no step opens again once the order is paid; flush starts a new search', async () => {
    const { store } = setup();
    await store.getState().resume(savedAt(5));
    vi.advanceTimersByTime(RATES_STEP_DELAY_MS);
    store.getState().setStep(5);
    store.getState().orderPaid({ orderId: 7, total: 117.8, email: 'ada@example.com' });
    for (const step of [1, 2, 4]) store.getState().setStep(step);
    expect(store.getState().search.step).toBe(5);
    expect(store.getState().paidOrder).toMatchObject({ orderId: 7, total: 117.8 });
    const paidId = store.getState().search.id;
    store.getState().flush();
    expect(store.getState().paidOrder).toBeNull();
    expect(store.getState().search.id).not.toBe(paidId);
    store.getState().setStep(2);
    expect(store.getState().search.step).toBe(2);
  });

  it('the session keeps the paid search marked done, and a reload does not resume it', async () => {
    const { store, session, mocks } = setup();
    await store.getState().resume(savedAt(2));
    store.getState().orderPaid({ orderId: 7, total: 117.8, email: 'ada@example.com' });
    const kept = session.rememberSearch.mock.lastCall?.[0];
    expect(kept).toMatchObject({ id: store.getState().search.id, active: false });

    const { store: reloaded, mocks: reloadedMocks } = setup();
    expect(await reloaded.getState().resume(kept as Search)).toBe(false);
    vi.advanceTimersByTime(RATES_STEP_DELAY_MS);
    expect(reloaded.getState().search.step).toBe(FIRST_STEP);
    expect(reloaded.getState().search.trips).toEqual([]);
    expect(reloadedMocks.fetchRates).not.toHaveBeenCalled();
    expect(mocks.fetchRates).toHaveBeenCalledTimes(1);
  });
});

describe('the wizard with the real session store (quote §4, DESIGN §6)', () => {
  it('a guest step keeps the search in tab storage, at most 3 per session', () => {
    const tab = fakeStorage();
    const session = createSessionStore({
      local: fakeStorage(),
      tab,
      login: async () => false,
      grantOfToken: async () => false,
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
