import { defineConfig } from 'vitest/config';
import { reactApiOnPreact } from './scripts/reactApiAlias.mjs';

// One Vitest run for the workspace, one project per environment: the core's pure tests, and the
// API's HTTP tests on a copy of one migrated, seeded database made by the API's globalSetup.
export default defineConfig({
  test: {
    // fast-check properties and the fake clock keep tests deterministic; no retries hide flakes.
    retry: 0,
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/api/src/testing/globalSetup.ts'],
          // Each test file starts a server on a restored database (~0.5 s) before its tests.
          hookTimeout: 30_000,
          testTimeout: 15_000,
        },
      },
      {
        // Components are written against the React API and tested on the runtime the embeds use
        // (DESIGN.md §4): react/react-dom resolve to preact/compat here.
        resolve: { alias: reactApiOnPreact },
        test: {
          name: 'widgets',
          include: ['packages/{ui,embed,quote-widget,account-widget}/src/**/*.test.{ts,tsx}'],
          exclude: ['**/react19Runtime.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['scripts/widgetTestSetup.ts'],
          // Above Testing Library's wait bound (10 s, widgetTestSetup.ts), so a wait that never
          // ends fails with what it was waiting for, not with a bare timeout.
          testTimeout: 20_000,
          // Libraries that import `react` (zustand's useStore) must go through the alias too.
          server: { deps: { inline: ['zustand'] } },
        },
      },
      {
        // The same component tests on React 19, the runtime of the host site (DESIGN.md §4:
        // components use only what both runtimes have). No React-API alias here, and Testing
        // Library's Preact flavour is swapped for its React one — same API, same tests.
        resolve: {
          alias: [{ find: /^@testing-library\/preact$/, replacement: '@testing-library/react' }],
        },
        test: {
          name: 'react19',
          include: [
            'packages/ui/src/**/*.test.tsx',
            'packages/quote-widget/src/steps/search/SearchStep.test.tsx',
            'packages/quote-widget/src/steps/payment/PaymentStep.test.tsx',
          ],
          environment: 'jsdom',
          setupFiles: ['scripts/widgetTestSetup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // The host site's own modules and components, on React 19 (its runtime).
        test: {
          name: 'site',
          include: ['site/src/**/*.test.{ts,tsx}', 'site/build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['scripts/widgetTestSetup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
