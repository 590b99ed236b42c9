import { describe, expect, it } from 'vitest';
import { idParam } from './common';

describe('ids in paths and query strings (DESIGN §7: bad input is a 4xx)', () => {
  it('reads a positive whole number given as text', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse(7)).toBe(7);
  });

  it('refuses zero, fractions and text that is not a number', () => {
    for (const bad of ['0', '1.5', 'abc', '-3']) expect(idParam.safeParse(bad).success).toBe(false);
  });
});
