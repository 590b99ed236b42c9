import { describe, expect, it } from 'vitest';
import { classifyRequote } from './requote';

const ground = { code: '03', name: 'Ground', rate: 100 };
const twoDay = { code: '02', name: '2nd Day Air', rate: 160 };
const nextDay = { code: '01', name: 'Next Day Air', rate: 240 };

describe('requote classification (quote §4)', () => {
  it('validWithoutChange when the price difference is under 5', () => {
    const result = classifyRequote(ground, [{ ...ground, rate: 104.99 }, twoDay]);
    expect(result?.status).toBe('validWithoutChange');
    expect(result?.difference).toBe(4.99);
    expect(result?.rate.code).toBe('03');
  });

  it('a drop under 5 is validWithoutChange too', () => {
    expect(classifyRequote(ground, [{ ...ground, rate: 95.01 }])?.status).toBe(
      'validWithoutChange',
    );
  });

  it('RateDiffValue at a difference of exactly 5, up or down', () => {
    const up = classifyRequote(ground, [{ ...ground, rate: 105 }]);
    expect(up?.status).toBe('RateDiffValue');
    expect(up?.difference).toBe(5);
    expect(classifyRequote(ground, [{ ...ground, rate: 95 }])?.status).toBe('RateDiffValue');
  });

  it('compares in cents: 10.10 → 5.10 is exactly 5, not 4.999…', () => {
    const old = { code: 'x', rate: 10.1 };
    expect(classifyRequote(old, [{ code: 'x', rate: 5.1 }])?.status).toBe('RateDiffValue');
    expect(classifyRequote({ code: 'x', rate: 0.3 }, [{ code: 'x', rate: 0.1 + 0.2 }])).toEqual({
      status: 'validWithoutChange',
      rate: { code: 'x', rate: 0.1 + 0.2 },
      difference: 0,
    });
  });

  it('changedRateLocation: the selected speed is gone, the nearest-priced option replaces it', () => {
    const result = classifyRequote(twoDay, [ground, nextDay, { ...twoDay, code: '12', rate: 175 }]);
    expect(result?.status).toBe('changedRateLocation');
    expect(result?.rate.code).toBe('12');
    expect(result?.difference).toBe(15);
  });

  it('changedRateLocation even when the replacement costs the same', () => {
    const result = classifyRequote(twoDay, [{ code: '59', rate: 160 }]);
    expect(result?.status).toBe('changedRateLocation');
    expect(result?.difference).toBe(0);
  });

  it('on a tie the cheaper replacement wins (DECISION)', () => {
    // 220 and 100 are both 60 away from 160: the customer gets the 100 one.
    const result = classifyRequote(twoDay, [
      nextDay,
      { code: '90', rate: 220 },
      { code: '91', rate: 100 },
    ]);
    expect(result?.rate.code).toBe('91');
    expect(result?.difference).toBe(-60);
    const tie = classifyRequote(twoDay, [
      { code: 'hi', rate: 170 },
      { code: 'lo', rate: 150 },
    ]);
    expect(tie?.rate.code).toBe('lo');
  });

  it('a replacement without a usable price loses to any priced one', () => {
    const result = classifyRequote(twoDay, [{ code: 'nan', rate: Number.NaN }, nextDay]);
    expect(result?.rate.code).toBe('01');
  });

  it('matches numeric and string speed codes alike', () => {
    const numeric = { code: 3, rate: 100 };
    expect(classifyRequote(numeric, [{ code: '3', rate: 101 }])?.status).toBe('validWithoutChange');
  });

  it('null when no new rate exists', () => {
    expect(classifyRequote(ground, [])).toBeNull();
  });
});
