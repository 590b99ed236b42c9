import { describe, expect, it } from 'vitest';
import { sortAmbassadorsByName } from './ambassadorOrder';

describe('Ambassador: has a name; the list is sorted by it (quote §3)', () => {
  it('orders by name as a reader does: case and accents do not push a name to the end', () => {
    const names = sortAmbassadorsByName([
      { name: 'Zoe Park' },
      { name: 'émile Durand' },
      { name: 'Ana Silva' },
      { name: "Sam O'Connell" },
      { name: 'tomás Reyes' },
    ]).map((ambassador) => ambassador.name);
    expect(names).toEqual([
      'Ana Silva',
      'émile Durand',
      "Sam O'Connell",
      'tomás Reyes',
      'Zoe Park',
    ]);
  });

  it('returns a new list and leaves the one it was given as it was', () => {
    const given = [{ name: 'B' }, { name: 'A' }];
    expect(sortAmbassadorsByName(given)).toEqual([{ name: 'A' }, { name: 'B' }]);
    expect(given).toEqual([{ name: 'B' }, { name: 'A' }]);
  });
});
