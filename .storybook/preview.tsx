import type { Decorator, Preview } from '@storybook/preact-vite';
import type { ComponentType } from 'react';
import { accountWidgetCss } from '../packages/account-widget/src/accountWidgetCss';
import { quoteWidgetCss } from '../packages/quote-widget/src/quoteWidgetCss';

/**
 * Frames a story the way the widget shows it: its CSS (quoteWidgetCss already holds @bikeship/ui's
 * uiCss with the design tokens, then the wizard's and each step's CSS; then the account views') and the token scope
 * `.bs-theme`, themed by the toolbar's `theme` global as the element's `theme` attribute does.
 *
 * DECISION: in Storybook the CSS is a plain <style> in the preview document rather than a shadow
 * root's adopted sheet — the selectors are the same (`.bs-theme` stands for `:host`), and axe and
 * the a11y panel read the story directly.
 */
const storyFrameCss = `${quoteWidgetCss}
${accountWidgetCss}
.bs-story { min-height: 100vh; padding: calc(var(--bs-space) * 2); }
`;

const withWidgetLook: Decorator = (Story, context) => {
  // Storybook types the story as a Preact function; our JSX is typed by the React API.
  const Inner = Story as unknown as ComponentType;
  return (
    <>
      <style>{storyFrameCss}</style>
      <div
        className="bs-theme bs-widget bs-story"
        data-theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
      >
        <Inner />
      </div>
    </>
  );
};

const preview: Preview = {
  decorators: [withWidgetLook],
  globalTypes: {
    theme: {
      description: 'Widget theme (the elements’ `theme` attribute)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // The frame pads itself so a dark theme fills the canvas.
    layout: 'fullscreen',
    // The a11y panel flags violations as errors; scripts/check-storybook.mjs fails on serious ones.
    a11y: { test: 'error' },
  },
};

export default preview;
