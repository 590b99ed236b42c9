import { type CommandOf, createBundleCommands } from '@bikeship/embed';
import { defineAccountElements } from '../elements/defineAccountElements';

/**
 * The commands the account widget answers on `window.bikeship` (DESIGN.md §5): the kit's common
 * ones (`configure`, `define`), defining `<bikeship-account>`. A page with the quote widget too
 * shares one queue: a `configure` reaches both bundles.
 *
 * @example
 * window.bikeship = window.bikeship || [];
 * bikeship.push(['configure', { apiBase: 'https://api.bikeship.example' }]);
 */
export function createEmbedCommands(scriptOrigin: string) {
  return createBundleCommands(scriptOrigin, defineAccountElements);
}

export type EmbedCommands = ReturnType<typeof createEmbedCommands>;

/** One queued command of the account widget, e.g. `['configure', { apiBase }]`. */
export type BikeshipCommand = CommandOf<EmbedCommands>;
