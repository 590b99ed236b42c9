import { describe, expect, it } from 'vitest';
import { isSamePostalArea } from './postalArea';

describe('isSamePostalArea (step 3 address must lie where its side was quoted)', () => {
  it('matches the same code, ignoring case, spaces and dashes', () => {
    expect(isSamePostalArea('V6B 1A1', 'v6b1a1')).toBe(true);
    expect(isSamePostalArea('80302', '80302')).toBe(true);
  });
  it('matches a ZIP+4 of the quoted ZIP, both ways', () => {
    expect(isSamePostalArea('80302', '80302-1234')).toBe(true);
    expect(isSamePostalArea('80302-1234', '80302')).toBe(true);
  });
  it('refuses another postal area', () => {
    expect(isSamePostalArea('80302', '80303')).toBe(false);
  });
  it('fits any code when nothing was quoted or typed', () => {
    expect(isSamePostalArea(undefined, '80302')).toBe(true);
    expect(isSamePostalArea('80302', '')).toBe(true);
  });
});
