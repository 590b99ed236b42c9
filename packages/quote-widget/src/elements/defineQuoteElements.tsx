import { uiCss } from '@bikeship/ui';
import { lazy, Suspense } from 'react';
import { defineWidgetElement } from './defineWidgetElement';
import {
  QUOTE_OPTION_NAMES,
  type QuoteOptionName,
  resolveQuoteOptions,
} from './quoteElementOptions';

// Each element's tree is its own chunk: a page with only the quote box never downloads the
// wizard, and the definitions themselves stay tiny (issue 5 first-load budgets). Each tree
// adopts its own CSS when it renders (elements/adoptedCss.ts).
const QuoteWidget = lazy(() =>
  import('../wizard/QuoteWidget').then((module) => ({ default: module.QuoteWidget })),
);
const QuoteBoxWidget = lazy(() =>
  import('../quoteBox/QuoteBoxWidget').then((module) => ({ default: module.QuoteBoxWidget })),
);

/**
 * Defines `<bikeship-quote>` and `<bikeship-quote-box>` (once per page). Call it in a browser;
 * importing this module touches nothing.
 * @example defineQuoteElements({ defaultApiBase: new URL(import.meta.url).origin });
 */
export function defineQuoteElements(config: { defaultApiBase: string }): void {
  const common = {
    optionNames: QUOTE_OPTION_NAMES,
    // The shared components' CSS and the tokens; the rest comes with each element's tree.
    css: uiCss,
    resolveOptions: (given: Partial<Record<QuoteOptionName, string>>, host: HTMLElement) =>
      resolveQuoteOptions(given, host, config.defaultApiBase),
  };
  defineWidgetElement({
    ...common,
    tag: 'bikeship-quote',
    render: (options) => (
      <Suspense fallback={null}>
        <QuoteWidget options={options.runtime} theme={options.theme} />
      </Suspense>
    ),
  });
  defineWidgetElement({
    ...common,
    tag: 'bikeship-quote-box',
    render: (options) => (
      <Suspense fallback={null}>
        <QuoteBoxWidget options={options.runtime} theme={options.theme} />
      </Suspense>
    ),
  });
}
