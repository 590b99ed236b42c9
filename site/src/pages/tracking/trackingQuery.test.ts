import { describe, expect, it } from 'vitest';
import { trackingQueryOf } from './trackingQuery';

describe('the tracking box (quote §7 tracking: a tracking or an order number)', () => {
  it('reads digits, with or without their #, as an order number', () => {
    expect(trackingQueryOf('1042')).toEqual({ kind: 'order', orderId: 1042 });
    expect(trackingQueryOf(' #7 ')).toEqual({ kind: 'order', orderId: 7 });
  });

  it('reads anything else as a tracking number, without the spaces and dashes of a label, in capitals', () => {
    expect(trackingQueryOf(' bs1 abcd-efgh ')).toEqual({ kind: 'package', code: 'BS1ABCDEFGH' });
    // Too long for an order number: a carrier's all-digit tracking number.
    expect(trackingQueryOf('9400111899223344556677')).toEqual({
      kind: 'package',
      code: '9400111899223344556677',
    });
  });

  it('an empty or blank box asks for nothing', () => {
    expect(trackingQueryOf('')).toEqual({ kind: 'empty' });
    expect(trackingQueryOf('  - ')).toEqual({ kind: 'empty' });
  });
});
