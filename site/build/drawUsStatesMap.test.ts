// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawUsStatesSvg } from './drawUsStatesMap.mjs';

describe("the finder's map of the states (drawn from us-atlas, committed)", () => {
  const committed = readFileSync(
    new URL('../src/pages/finder/usStates.svg', import.meta.url),
    'utf8',
  );

  it('is what the script draws from the atlas today (run it again after changing either)', () => {
    expect(committed).toBe(drawUsStatesSvg());
  });

  it('is the 975 × 610 frame the API projects the markers into, and small', () => {
    expect(committed).toContain('viewBox="0 0 975 610"');
    expect(committed.length).toBeLessThan(40_000);
  });
});
