import { describe, expect, it } from 'vitest';
import {
  isNonEmptyUpdate,
  isStepUpdateAccepted,
  isTripsUpdateAccepted,
  mergeSearchUpdate,
} from './searchUpdate';

interface TestSearch {
  id: string;
  step: number;
  trips: { from?: string | null; to?: string | null }[];
  boxes: { name: string }[];
  rates: unknown[];
  purpose?: number;
}

const search: TestSearch = {
  id: 's1',
  step: 3,
  trips: [{ from: 'Denver', to: 'Boulder' }],
  boxes: [{ name: 'Bike box' }],
  rates: [[{ rates: [{ rate: 10 }] }]],
  purpose: 1,
};

describe('search update: trips only if every trip has from and to (quote §3)', () => {
  it('accepts trips when every trip has both ends', () => {
    const trips = [
      { from: 'A', to: 'B' },
      { from: 'B', to: 'A' },
    ];
    expect(mergeSearchUpdate(search, { trips }).trips).toEqual(trips);
  });

  it('refuses trips when one trip lacks from or to', () => {
    const update = { trips: [{ from: 'A', to: 'B' }, { from: 'B' }] };
    expect(mergeSearchUpdate(search, update).trips).toEqual(search.trips);
    expect(isTripsUpdateAccepted([{ from: 'A', to: '' }])).toBe(false);
    expect(isTripsUpdateAccepted([{ from: null, to: 'B' }])).toBe(false);
  });

  it('refuses an empty list and more than 5 stages (DECISION, quote §9)', () => {
    expect(isTripsUpdateAccepted([])).toBe(false);
    const six = Array.from({ length: 6 }, () => ({ from: 'A', to: 'B' }));
    expect(isTripsUpdateAccepted(six)).toBe(false);
    expect(isTripsUpdateAccepted(six.slice(1))).toBe(true);
  });
});

describe('search update: boxes and rates only if non-empty (quote §3)', () => {
  it('refuses empty boxes and rates, keeping the current ones', () => {
    const next = mergeSearchUpdate(search, { boxes: [], rates: [] });
    expect(next.boxes).toEqual([{ name: 'Bike box' }]);
    expect(next.rates).toEqual(search.rates);
  });

  it('accepts non-empty boxes and rates', () => {
    const next = mergeSearchUpdate(search, { boxes: [{ name: 'Case' }], rates: [[]] });
    expect(next.boxes).toEqual([{ name: 'Case' }]);
    expect(next.rates).toEqual([[]]);
  });

  it('counts an object as non-empty only with a key', () => {
    expect(isNonEmptyUpdate({})).toBe(false);
    expect(isNonEmptyUpdate({ 1: [] })).toBe(true);
    expect(isNonEmptyUpdate(null)).toBe(false);
  });
});

describe('search update: step only forward and only above 1 (quote §3)', () => {
  it('moves forward', () => {
    expect(mergeSearchUpdate(search, { step: 4 }).step).toBe(4);
  });

  it('never moves back, nor stays put', () => {
    expect(mergeSearchUpdate(search, { step: 2 }).step).toBe(3);
    expect(isStepUpdateAccepted(3, 3)).toBe(false);
  });

  it('ignores step 1 even from a search without a step', () => {
    expect(isStepUpdateAccepted(undefined, 1)).toBe(false);
    expect(isStepUpdateAccepted(0, 1)).toBe(false); // forward, but not above 1
    expect(isStepUpdateAccepted(undefined, 2)).toBe(true);
    expect(isStepUpdateAccepted(1, 2)).toBe(true);
  });
});

describe('search update: other fields and purity (quote §3)', () => {
  it('takes other fields as given, skips undefined, never mutates the input', () => {
    const before = structuredClone(search);
    const next = mergeSearchUpdate(search, { purpose: 146, id: undefined });
    expect(next.purpose).toBe(146);
    expect(next.id).toBe('s1');
    expect(next).not.toBe(search);
    expect(search).toEqual(before);
  });
});
