import { QuoteBoxWidget } from '../quoteBox/QuoteBoxWidget';
import { quoteWidgetCss } from '../quoteWidgetCss';
import { QuoteWidget } from '../wizard/QuoteWidget';
import { defineWidgetElement } from './defineWidgetElement';
import {
  QUOTE_OPTION_NAMES,
  type QuoteOptionName,
  resolveQuoteOptions,
} from './quoteElementOptions';

/**
 * Defines `<bikeship-quote>` and `<bikeship-quote-box>` (once per page). Call it in a browser;
 * importing this module touches nothing.
 * @example defineQuoteElements({ defaultApiBase: new URL(import.meta.url).origin });
 */
export function defineQuoteElements(config: { defaultApiBase: string }): void {
  const common = {
    optionNames: QUOTE_OPTION_NAMES,
    css: quoteWidgetCss,
    resolveOptions: (given: Partial<Record<QuoteOptionName, string>>, host: HTMLElement) =>
      resolveQuoteOptions(given, host, config.defaultApiBase),
  };
  defineWidgetElement({
    ...common,
    tag: 'bikeship-quote',
    render: (options) => <QuoteWidget options={options.runtime} theme={options.theme} />,
  });
  defineWidgetElement({
    ...common,
    tag: 'bikeship-quote-box',
    render: (options) => <QuoteBoxWidget options={options.runtime} theme={options.theme} />,
  });
}
