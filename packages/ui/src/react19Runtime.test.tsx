import { version } from 'react';
import { describe, expect, it } from 'vitest';

// Runs in the `react19` Vitest project only: proves that project renders the shared components
// on React 19 itself, not on preact/compat (which reports a React 18 version).
describe('the react19 test project', () => {
  it('renders on React 19', () => {
    expect(version).toMatch(/^19\./);
  });
});
