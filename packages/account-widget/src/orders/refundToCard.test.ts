import { describe, expect, it } from 'vitest';
import { refundToCard } from './refundToCard';

describe('refundToCard: what of a refund offer goes back to the card', () => {
  it('is the refund less the credit, in whole cents', () => {
    expect(refundToCard({ refund: 182.5, credit: 20 })).toBe(162.5);
    expect(refundToCard({ refund: 0.3, credit: 0.1 })).toBe(0.2);
  });

  it('is all of it without credit, and nothing when it is all credit', () => {
    expect(refundToCard({ refund: 96, credit: 0 })).toBe(96);
    expect(refundToCard({ refund: 25, credit: 25 })).toBe(0);
  });
});
