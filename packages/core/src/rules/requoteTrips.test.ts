import { describe, expect, it } from 'vitest';
import { type RateOption, rateOptionSchema, type TripStage } from '../schemas';
import { isChoiceCurrent, requoteTrips } from './requoteTrips';

const option = (code: number, rate: number, extra: Partial<RateOption> = {}) =>
  rateOptionSchema.parse({
    name: `Speed ${code}`,
    code,
    rate,
    transitDays: 3,
    upsTransitDays: 3,
    ...extra,
  });
const ground = option(5, 65.5, { ship: '2026-07-06', deliver: '2026-07-09' });
const twoDay = option(2, 120);
const chosen = (choice: RateOption): TripStage => ({ rateChoice: { ...choice, selected: true } });
const ratesOf = (...stages: RateOption[][]) => stages.map((rates) => ({ pickupFee: 5, rates }));

describe('isChoiceCurrent', () => {
  it('is current only at the same speed, price, residential fee and dates', () => {
    expect(isChoiceCurrent(ground, [twoDay, { ...ground }])).toBe(true);
    expect(isChoiceCurrent(ground, [{ ...ground, rate: 66 }])).toBe(false);
    expect(isChoiceCurrent(ground, [{ ...ground, residentialFee: 4.5 }])).toBe(false);
    expect(isChoiceCurrent(ground, [{ ...ground, deliver: '2026-07-10' }])).toBe(false);
  });
});

describe("requote of a search's trips (quote §4)", () => {
  it('moves each chosen speed onto its new price and reports how it moved', () => {
    const { trips, requotes } = requoteTrips(
      [chosen(ground), chosen(twoDay)],
      ratesOf([{ ...ground, rate: 72 }, twoDay], [twoDay]),
      'all',
    );
    expect(trips.map((trip) => trip.rateChoice?.rate)).toEqual([72, 120]);
    expect(trips[0]?.rateChoice?.selected).toBe(true);
    expect(requotes.map(({ stageIndex, status }) => [stageIndex, status])).toEqual([
      [0, 'RateDiffValue'],
      [1, 'validWithoutChange'],
    ]);
    expect(requotes[0]?.previous.rate).toBe(65.5);
  });

  it("'stale' leaves a choice still offered as it is and reports nothing for it", () => {
    const trips = [chosen(ground), chosen(twoDay)];
    const result = requoteTrips(trips, ratesOf([ground], [option(9, 118)]), 'stale');
    expect(result.trips[0]).toBe(trips[0]);
    expect(result.requotes).toEqual([
      expect.objectContaining({
        stageIndex: 1,
        status: 'changedRateLocation',
        current: expect.objectContaining({ code: 9, selected: true }),
      }),
    ]);
  });

  it('a stage whose new rates are empty loses its choice; a stage without one is left', () => {
    const unchosen: TripStage = { shipDate: '2026-07-06' };
    const { trips, requotes } = requoteTrips([chosen(ground), unchosen], ratesOf([], []), 'all');
    expect(trips[0]?.rateChoice).toBeUndefined();
    expect(trips[1]).toBe(unchosen);
    expect(requotes).toEqual([]);
  });
});
