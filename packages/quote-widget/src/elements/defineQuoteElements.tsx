import { createErrorLog, defineWidgetElement, LoadFailureBoundary } from '@bikeship/embed';
import { LocaleProvider, supportedLocale, uiBaseCss } from '@bikeship/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  QUOTE_OPTION_NAMES,
  type QuoteOptionName,
  type ResolvedQuoteOptions,
  resolveQuoteOptions,
} from './quoteElementOptions';

// Each element's tree is its own chunk: a page with only the quote box never downloads the
// wizard, and the definitions themselves stay tiny (the first-load budgets in
// scripts/size.mjs). Each tree adopts its own CSS when it renders (@bikeship/embed:
// useAdoptedCss).
const QuoteWidget = lazy(() =>
  import('../wizard/QuoteWidget').then((module) => ({ default: module.QuoteWidget })),
);
const QuoteBoxWidget = lazy(() =>
  import('../quoteBox/QuoteBoxWidget').then((module) => ({ default: module.QuoteBoxWidget })),
);

/**
 * An element's tree, framed: a part that fails to load is said in place — in the element's
 * language, like the rest of it — with a reload of the page (its search is kept in the session),
 * and reported to us (`POST /api/log`), who cannot read the partner's console.
 */
function framed(tag: string, options: ResolvedQuoteOptions['runtime'], tree: ReactNode) {
  const report = (error: unknown) =>
    createErrorLog({ apiBase: options.apiBase, source: { element: tag } }).report({
      kind: 'load',
      message: error instanceof Error ? error.message : String(error),
    });
  return (
    <LocaleProvider locale={supportedLocale(options.settings?.locale ?? '')}>
      <LoadFailureBoundary onReload={options.reload ?? (() => {})} onError={report}>
        <Suspense fallback={null}>{tree}</Suspense>
      </LoadFailureBoundary>
    </LocaleProvider>
  );
}

/**
 * Defines `<bikeship-quote>` and `<bikeship-quote-box>` (once per page). Call it in a browser;
 * importing this module touches nothing.
 * @example defineQuoteElements({ defaultApiBase: new URL(import.meta.url).origin });
 */
export function defineQuoteElements(config: { defaultApiBase: string }): void {
  const common = {
    optionNames: QUOTE_OPTION_NAMES,
    // The tokens and the shared components shown from the first render; the rest comes with
    // each element's tree (and a modal's CSS with the part that shows one).
    css: uiBaseCss,
    resolveOptions: (given: Partial<Record<QuoteOptionName, string>>, host: HTMLElement) =>
      resolveQuoteOptions(given, host, config.defaultApiBase),
  };
  defineWidgetElement({
    ...common,
    tag: 'bikeship-quote',
    render: (options) =>
      framed(
        'bikeship-quote',
        options.runtime,
        <QuoteWidget options={options.runtime} theme={options.theme} />,
      ),
  });
  defineWidgetElement({
    ...common,
    tag: 'bikeship-quote-box',
    render: (options) =>
      framed(
        'bikeship-quote-box',
        options.runtime,
        <QuoteBoxWidget options={options.runtime} theme={options.theme} />,
      ),
  });
}
