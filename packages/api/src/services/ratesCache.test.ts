import { describe, expect, it } from 'vitest';
import { RecentQuotes } from './ratesCache';

describe('RecentQuotes (the GET after a POST reads no jsonb back)', () => {
  it('keeps the most recently used quotes and drops the oldest past its limit', () => {
    const recent = new RecentQuotes(2);
    const quote = (day: string) => ({ answer: [], answeredOn: day });
    recent.set('a', quote('2026-07-01'));
    recent.set('b', quote('2026-07-01'));
    recent.get('a'); // a is now the most recent
    recent.set('c', quote('2026-07-02'));
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')?.answeredOn).toBe('2026-07-01');
    expect(recent.get('c')?.answeredOn).toBe('2026-07-02');
  });

  it('freezes a kept answer all the way down (it is shared by every GET that follows)', () => {
    const recent = new RecentQuotes();
    const answer = [
      { stage: 1, pickupFee: 5, rates: [{ code: 5, rate: 10, packages: [{ quoteId: 'q_1' }] }] },
    ];
    recent.set('x', { answer: answer as never, answeredOn: '2026-07-01' });
    const kept = recent.get('x')?.answer as unknown as typeof answer;
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept[0])).toBe(true);
    expect(Object.isFrozen(kept[0]?.rates)).toBe(true);
    expect(Object.isFrozen(kept[0]?.rates[0]?.packages[0])).toBe(true);
  });
});
