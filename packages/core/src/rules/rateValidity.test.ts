import { describe, expect, it } from 'vitest';
import { areRatesValid, isRateOptionValid, type RatesByStage } from './rateValidity';

const ground = { rate: 89.5, transitDays: 5, upsTransitDays: 5 };
const air = { rate: 210, transitDays: 1, upsTransitDays: 0 };

describe('rates validity (quote §4, §5)', () => {
  it('valid when every stage has a first entry with a non-empty rate list of good rates', () => {
    const rates: RatesByStage = [
      [{ pickupFee: 5, rates: [ground, air] }],
      [{ pickupFee: 0, rates: [air] }],
    ];
    expect(areRatesValid(rates)).toBe(true);
  });

  it('takes a stage as its rate list too (the shape of the rate set schema)', () => {
    expect(
      areRatesValid([
        { pickupFee: 5, rates: [ground] },
        { pickupFee: 5, rates: [air] },
      ]),
    ).toBe(true);
    expect(
      areRatesValid([
        { pickupFee: 5, rates: [ground] },
        { pickupFee: 5, rates: [] },
      ]),
    ).toBe(false);
    expect(areRatesValid([{ rates: [{ ...ground, upsTransitDays: -1 }] }])).toBe(false);
  });

  it('invalid when one stage has no first entry', () => {
    expect(areRatesValid([[{ rates: [ground] }], []])).toBe(false);
    expect(areRatesValid([[{ rates: [ground] }], null])).toBe(false);
  });

  it('invalid when the first entry has an empty or missing rate list', () => {
    expect(areRatesValid([[{ pickupFee: 5, rates: [] }]])).toBe(false);
    expect(areRatesValid([[{ pickupFee: 5 }, { rates: [ground] }]])).toBe(false);
  });

  it('invalid with no stage at all (DECISION)', () => {
    expect(areRatesValid([])).toBe(false);
    expect(areRatesValid(undefined)).toBe(false);
  });

  it.each([
    ['rate', -0.01],
    ['transitDays', -1],
    ['upsTransitDays', -1],
    ['rate', Number.NaN],
    ['transitDays', Number.POSITIVE_INFINITY],
  ])('invalid when a rate has %s = %s', (field, value) => {
    expect(areRatesValid([[{ rates: [ground, { ...air, [field]: value }] }]])).toBe(false);
  });

  it('0 is allowed for rate, transitDays and upsTransitDays (at least 0)', () => {
    expect(isRateOptionValid({ rate: 0, transitDays: 0, upsTransitDays: 0 })).toBe(true);
  });

  it('a field that is not a number makes the rate invalid', () => {
    const broken = JSON.parse('{"rate":"12","transitDays":1,"upsTransitDays":1}');
    expect(isRateOptionValid(broken)).toBe(false);
    expect(isRateOptionValid(null)).toBe(false);
  });
});
