import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, roundToCents, storedCustomerBalance } from './cents';

describe('cents ↔ dollars without float drift (quote §9: amounts in cents, divided by 100)', () => {
  it('rounds to whole cents, half away from zero', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(8.345)).toBe(835);
    expect(dollarsToCents(-1.005)).toBe(-101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
  });

  it('never returns -0', () => {
    expect(Object.is(dollarsToCents(-0.004), 0)).toBe(true);
    expect(Object.is(centsToDollars(-0.4), 0)).toBe(true);
  });

  it('passes NaN and Infinity through for the caller', () => {
    expect(dollarsToCents(Number.NaN)).toBeNaN();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('divides cents by 100', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
  });

  it('round-trips every whole-cent amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
});

describe('customer balance stored as the negative of the value returned (quote §5)', () => {
  it('negates the answer', () => {
    expect(storedCustomerBalance(-2500)).toBe(2500);
    expect(storedCustomerBalance(700)).toBe(-700);
  });

  it('stores 0 for a failed or empty answer (quote §8: balance is reset)', () => {
    expect(Object.is(storedCustomerBalance(0), 0)).toBe(true);
    expect(Object.is(storedCustomerBalance(-0), 0)).toBe(true);
    expect(storedCustomerBalance(null)).toBe(0);
    expect(storedCustomerBalance(Number.NaN)).toBe(0);
  });
});
