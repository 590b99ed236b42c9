import { type EmbedHost, startBundle } from '@bikeship/embed';
import { createEmbedCommands } from './embedCommands';

/** The account widget's name on the shared queue (a second copy of its script joins nothing). */
export const ACCOUNT_BUNDLE = 'account-widget';

/**
 * Starts the account widget on a page: joins the shared `window.bikeship` queue (the quote
 * widget may have started it), replays the commands queued for it, and defines the elements with
 * the API defaulting to the origin the script came from.
 *
 * @example startEmbed({ scriptUrl: 'https://bikeship.example/widgets/account-widget.js', host: window });
 */
export function startEmbed(options: { scriptUrl: string; host: EmbedHost }): void {
  startBundle({
    bundle: ACCOUNT_BUNDLE,
    commands: createEmbedCommands(new URL(options.scriptUrl).origin),
    host: options.host,
  });
}
