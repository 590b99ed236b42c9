import { describe, expect, it } from 'vitest';
import { distanceText, nearQueryOf, serviceNames, shopIdOf } from './finderQuery';

describe('the bike shop finder reads its address and words its list', () => {
  it('reads the search box with its spaces tidied; a blank box asks for nothing', () => {
    expect(nearQueryOf('  Boulder,   CO ')).toBe('Boulder, CO');
    expect(nearQueryOf('   ')).toBe('');
    expect(nearQueryOf(null)).toBe('');
  });

  it('reads ?shop= as a positive whole number only', () => {
    expect(shopIdOf('12')).toBe(12);
    expect(shopIdOf('0')).toBeUndefined();
    expect(shopIdOf('-3')).toBeUndefined();
    expect(shopIdOf('1e3')).toBeUndefined();
    expect(shopIdOf(null)).toBeUndefined();
  });

  it('says a distance to a tenth of a mile, in the singular for one mile', () => {
    expect(distanceText(24.8)).toBe('24.8 miles');
    expect(distanceText(1)).toBe('1 mile');
    expect(distanceText(1210)).toBe('1,210 miles');
    expect(distanceText(0)).toBe('less than 0.1 mile');
  });

  it('names the services in the order the shop has them', () => {
    expect(serviceNames(['packs', 'assembles'])).toEqual(['Packs bikes', 'Assembles bikes']);
  });
});
