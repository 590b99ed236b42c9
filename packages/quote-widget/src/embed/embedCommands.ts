import { type CommandOf, createBundleCommands } from '@bikeship/embed';
import { defineQuoteElements } from '../elements/defineQuoteElements';

/**
 * The commands the quote widget answers on `window.bikeship` (DESIGN.md §5): the kit's common
 * ones (`configure`, `define`), defining `<bikeship-quote>` and `<bikeship-quote-box>`.
 *
 * @example
 * window.bikeship = window.bikeship || [];
 * bikeship.push(['configure', { apiBase: 'https://api.bikeship.example' }]);
 */
export function createEmbedCommands(scriptOrigin: string) {
  return createBundleCommands(scriptOrigin, defineQuoteElements);
}

export type EmbedCommands = ReturnType<typeof createEmbedCommands>;

/** One queued command of the quote widget, e.g. `['configure', { apiBase }]`. */
export type BikeshipCommand = CommandOf<EmbedCommands>;
