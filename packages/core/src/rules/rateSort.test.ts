import { describe, expect, it } from 'vitest';
import { sortRatesByPrice } from './rateSort';

describe('rates sorted ascending by price (quote §4)', () => {
  it('sorts cheapest first', () => {
    const rates = [{ rate: 30 }, { rate: 9.99 }, { rate: 120 }, { rate: 10 }];
    expect(sortRatesByPrice(rates).map((r) => r.rate)).toEqual([9.99, 10, 30, 120]);
  });

  it('is stable: equal prices keep the carrier order', () => {
    const rates = [
      { code: 'b', rate: 20 },
      { code: 'a', rate: 10 },
      { code: 'c', rate: 20 },
      { code: 'd', rate: 10 },
    ];
    expect(sortRatesByPrice(rates).map((r) => r.code)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('does not mutate its input', () => {
    const rates = [{ rate: 2 }, { rate: 1 }];
    const sorted = sortRatesByPrice(rates);
    expect(rates.map((r) => r.rate)).toEqual([2, 1]);
    expect(sorted).not.toBe(rates);
  });

  it('puts a rate without a usable price last', () => {
    const rates = [{ rate: Number.NaN }, { rate: 5 }, { rate: Number.POSITIVE_INFINITY }];
    expect(sortRatesByPrice(rates)[0]?.rate).toBe(5);
  });
});
