import { type EmbedHost, startBundle } from '@bikeship/embed';
import { createEmbedCommands } from './embedCommands';

/** The quote widget's name on the shared queue (a second copy of its script joins nothing). */
export const QUOTE_BUNDLE = 'quote-widget';

/**
 * Starts the quote widget on a page: joins the shared `window.bikeship` queue (another bundle
 * may have started it), replays the commands queued for it, and defines the elements with the
 * API defaulting to the origin the script came from.
 *
 * @example startEmbed({ scriptUrl: 'https://bikeship.example/widgets/quote-widget.js', host: window });
 */
export function startEmbed(options: { scriptUrl: string; host: EmbedHost }): void {
  startBundle({
    bundle: QUOTE_BUNDLE,
    commands: createEmbedCommands(new URL(options.scriptUrl).origin),
    host: options.host,
  });
}
