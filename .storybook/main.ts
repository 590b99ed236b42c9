import { defineMain } from '@storybook/preact-vite/node';
import { mergeConfig } from 'vite';
import { reactApiOnPreact } from '../scripts/reactApiAlias.mjs';

/**
 * One Storybook for every UI package (DESIGN.md §2): the components are written against the
 * React API and shown on the runtime the widgets ship with, preact/compat. The React-API alias
 * must be set here as well as in Vitest — Storybook's Vite does not read vitest.config.ts.
 */
export default defineMain({
  framework: '@storybook/preact-vite',
  stories: ['../packages/*/stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // Our machines have no internet: no telemetry, no "what's new" fetch.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (config) =>
    mergeConfig(config, {
      // The specific names (react/jsx-runtime, react-dom/client) come before `react`.
      resolve: { alias: [...reactApiOnPreact] },
      // The dev server pre-bundles dependencies: every Preact entry the stories reach directly
      // (the renderer imports `preact`) or through the alias must land in the same pre-bundle,
      // else two Preact copies meet and hooks crash. zustand's useStore imports `react`.
      optimizeDeps: {
        include: ['preact', 'preact/hooks', 'preact/compat', 'preact/jsx-runtime', 'zustand'],
      },
      // Storybook's own runtime and axe are large chunks by nature; the widget's sizes are
      // budgeted by scripts/size.mjs, not here.
      build: { chunkSizeWarningLimit: 2048 },
    }),
});
