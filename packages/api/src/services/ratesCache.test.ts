import { describe, expect, it } from 'vitest';
import { RecentQuotes } from './ratesCache';

describe('RecentQuotes (issue 4 benchmark: the GET after a POST reads no jsonb back)', () => {
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
});
