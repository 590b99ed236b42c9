// @bikeship/quote-widget — the ship wizard as custom elements (DESIGN.md §5). Importing this
// module defines nothing and touches no `window`/`document`: call `defineQuoteElements`.
export { defineQuoteElements } from './elements/defineQuoteElements';
export type {
  QuoteWidgetEventDetail,
  QuoteWidgetEventMap,
  QuoteWidgetEventName,
} from './elements/widgetEvents';
export { QuoteBoxWidget } from './quoteBox/QuoteBoxWidget';
export {
  createQuoteRuntime,
  type QuoteRuntime,
  type QuoteRuntimeOptions,
  type QuoteSettings,
} from './runtime/quoteRuntime';
export { QuoteWidget } from './wizard/QuoteWidget';
export { QuoteWizard } from './wizard/QuoteWizard';
