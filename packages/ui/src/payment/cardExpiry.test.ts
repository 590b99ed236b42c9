import { describe, expect, it } from 'vitest';
import { formatExpiry } from './cardExpiry';

describe('card expiry as people type it (MM / YY)', () => {
  it.each([
    ['1229', '12 / 29'],
    ['122', '12 / 2'],
    ['12', '12'],
    ['4', '04'],
    ['042', '04 / 2'],
    ['429', '04 / 29'],
    ['1/29', '01 / 29'],
    ['12/2029', '12 / 29'],
    ['12 / 291', '12 / 29'],
    ['12 / 29', '12 / 29'],
  ])('%s is shown as %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('deleting back over the separator leaves the month, not a stuck slash', () => {
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('')).toBe('');
  });
});
