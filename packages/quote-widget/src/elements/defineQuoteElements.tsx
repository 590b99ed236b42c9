import { defineWidgetElement, embedMessages, LoadFailureBoundary } from '@bikeship/embed';
import { LocaleProvider, supportedLocale, translate, uiBaseCss } from '@bikeship/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  QUOTE_OPTION_NAMES,
  type QuoteOptionName,
  type ResolvedQuoteOptions,
  resolveQuoteOptions,
} from './quoteElementOptions';
import { emitWidgetEvent } from './widgetEvents';

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
 * and emitted as `bikeship:error` (`part-not-loaded`), which the page hears and the element's
 * data layer, once loaded, reports to us (POST /api/log). The reporter stays out of the first
 * load: a part that fails before the data layer came is the page's to hear, and a release that
 * replaced the page's chunks shows in the server's log as requests for the old ones.
 */
function framed(options: ResolvedQuoteOptions['runtime'], tree: ReactNode) {
  const locale = supportedLocale(options.settings?.locale ?? '');
  const report = () =>
    options.events &&
    emitWidgetEvent(options.events, 'bikeship:error', {
      code: 'part-not-loaded',
      message: translate(embedMessages, locale, 'This part of the page could not load'),
      step: null,
    });
  return (
    <LocaleProvider locale={locale}>
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
      framed(options.runtime, <QuoteWidget options={options.runtime} theme={options.theme} />),
  });
  defineWidgetElement({
    ...common,
    tag: 'bikeship-quote-box',
    render: (options) =>
      framed(options.runtime, <QuoteBoxWidget options={options.runtime} theme={options.theme} />),
  });
}
