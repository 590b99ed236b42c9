import { describe, expect, it } from 'vitest';
import { MAX_SEARCHES_PER_SESSION } from '../constants';
import { withSessionSearch } from './searchesPerSession';

describe('at most 3 searches per session (shell §9, quote §9)', () => {
  const ids = (list: { id: string }[]) => list.map((s) => s.id);

  it('adds a new search last', () => {
    expect(ids(withSessionSearch([{ id: 'a' }], { id: 'b' }))).toEqual(['a', 'b']);
  });
  it('drops the oldest when a fourth search arrives', () => {
    const three = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const next = withSessionSearch(three, { id: 'd' });
    expect(next).toHaveLength(MAX_SEARCHES_PER_SESSION);
    expect(ids(next)).toEqual(['b', 'c', 'd']);
  });
  it('replaces an earlier copy of the same search instead of keeping two', () => {
    const three = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(ids(withSessionSearch(three, { id: 'a' }))).toEqual(['b', 'c', 'a']);
  });
});
