import { defineConfig } from 'vitest/config';

// One Vitest run for the workspace. Packages with other environments (DOM components, the API
// on PGlite) join as `projects` when they arrive.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx'],
    environment: 'node',
    // fast-check properties and the fake clock keep tests deterministic; no retries hide flakes.
    retry: 0,
  },
});
