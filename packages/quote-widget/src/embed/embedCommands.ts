import { defineQuoteElements } from '../elements/defineQuoteElements';

/**
 * The commands a page can queue on `window.bikeship` before the widget script has loaded
 * (DESIGN.md §5). The API object is the one source of truth: the command type below is derived
 * from it (as cal.com's embed snippet does), so adding a command here documents and types it.
 *
 * @example
 * window.bikeship = window.bikeship || [];
 * bikeship.push(['configure', { apiBase: 'https://api.bikeship.example' }]);
 */
export function createEmbedCommands(scriptOrigin: string) {
  const defaults = { apiBase: scriptOrigin };
  return {
    /**
     * Sets the API origin for elements that have no `api-base` attribute. Queue it before the
     * script loads to apply it to every element; pushed later, it applies to elements that
     * connect after it.
     * @example bikeship.push(['configure', { apiBase: 'https://api.bikeship.example' }]);
     */
    configure(options: { apiBase?: string }): void {
      if (typeof options?.apiBase !== 'string' || options.apiBase === '') return;
      // An invalid URL throws here, at the call that gave it, with the value in the message.
      defaults.apiBase = new URL(options.apiBase).href.replace(/\/$/, '');
    },
    /**
     * Defines `<bikeship-quote>` and `<bikeship-quote-box>`. The loader runs it after the
     * queue, so a page never needs to push it; defining twice is harmless.
     * @example bikeship.push(['define']);
     */
    define(): void {
      // A getter, so `configure` pushed after the definition still reaches new elements.
      defineQuoteElements({
        get defaultApiBase() {
          return defaults.apiBase;
        },
      });
    },
  };
}

export type EmbedCommands = ReturnType<typeof createEmbedCommands>;

/** One queued command: its name and its arguments, e.g. `['configure', { apiBase }]`. */
export type BikeshipCommand = {
  [Name in keyof EmbedCommands]: [Name, ...Parameters<EmbedCommands[Name]>];
}[keyof EmbedCommands];
