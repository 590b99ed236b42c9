// `npm run build -w @bikeship/quote-widget`: the one-script-tag bundle in dist/ (DESIGN.md §4),
// built as every widget bundle is (scripts/widgetBuild/widgetRollupConfig.mjs):
// `quote-widget.js`, the classic script a partner page includes; `quote-widget.module.js`, the
// ES-module entry it imports, with steps 2–5 and Stripe's loader as hashed lazy chunks; and
// `manifest.json`, what each element loads when.
import { widgetBundle } from '../../scripts/widgetBuild/widgetRollupConfig.mjs';
import { WIDGET_FILES } from './src/embed/widgetFiles.mjs';

export default widgetBundle({
  packageUrl: new URL('.', import.meta.url),
  files: WIDGET_FILES,
  moduleEntry: 'src/embed/widgetModule.ts',
  loaderEntry: 'src/embed/quoteWidgetScript.ts',
  manifest: {
    packageDir: 'quote-widget',
    // The modules each element renders before it accepts input.
    firstRender: {
      'bikeship-quote-box': ['src/quoteBox/QuoteBoxWidget.tsx', 'src/quoteBox/QuoteBox.tsx'],
      'bikeship-quote': [
        'src/wizard/QuoteWidget.tsx',
        'src/wizard/QuoteWizard.tsx',
        'src/steps/search/SearchStep.tsx',
      ],
    },
    // What each element imports by itself right after its first render, with no user action:
    // the wizard its data layer (its first API calls — the default ship date, the box presets).
    // Not part of the first load — the element takes input before it arrives — but a page
    // downloads it all the same, so the manifest says how much and scripts/size.mjs prints it.
    // The quote box imports nothing by itself (unless it shows an event): its stores and data
    // layer wait until the customer turns to it (quoteBox/QuoteBoxWidget.tsx).
    afterFirstRender: {
      'bikeship-quote-box': [],
      'bikeship-quote': ['src/runtime/quoteApi.ts'],
    },
    // What the quote box imports when the customer turns to it — a pointer over it, the focus in
    // it — or presses Get rates: its stores and the data layer.
    onAttention: {
      'bikeship-quote-box': ['src/runtime/quoteRuntime.ts', 'src/runtime/quoteApi.ts'],
    },
  },
});
