/** What every widget bundle's elements are defined with: where the API is, unless an attribute says. */
export interface ElementDefaults {
  /** The API origin for elements without an `api-base` attribute. */
  readonly defaultApiBase: string;
}

/**
 * The commands every widget bundle answers on `window.bikeship` (DESIGN.md §5). The API object
 * is the one source of truth: a bundle's command type is derived from it (as cal.com's embed
 * snippet does), so adding a command here documents and types it.
 *
 * @example
 * const commands = createBundleCommands('https://bikeship.example', defineQuoteElements);
 * startBundle({ bundle: 'quote-widget', commands, host: window });
 */
export function createBundleCommands(
  scriptOrigin: string,
  defineElements: (defaults: ElementDefaults) => void,
) {
  const defaults = { apiBase: scriptOrigin };
  return {
    /**
     * Sets the API origin for elements that have no `api-base` attribute. Queue it before the
     * script loads to apply it to every element; pushed later, it applies to elements that
     * connect after it. Every bundle on the page hears it, also one loaded later.
     * @example bikeship.push(['configure', { apiBase: 'https://api.bikeship.example' }]);
     */
    configure(options: { apiBase?: string }): void {
      if (typeof options?.apiBase !== 'string' || options.apiBase === '') return;
      // An invalid URL throws here, at the call that gave it, with the value in the message.
      defaults.apiBase = new URL(options.apiBase).href.replace(/\/$/, '');
    },
    /**
     * Defines the bundle's elements. The loader runs it after the queue, so a page never needs
     * to push it; defining twice is harmless.
     * @example bikeship.push(['define']);
     */
    define(): void {
      // A getter, so a `configure` pushed after the definition still reaches new elements.
      defineElements({
        get defaultApiBase() {
          return defaults.apiBase;
        },
      });
    },
  };
}

export type BundleCommands = ReturnType<typeof createBundleCommands>;

/** One queued command: its name and its arguments, e.g. `['configure', { apiBase }]`. */
export type CommandOf<Commands> = {
  [Name in keyof Commands]: Commands[Name] extends (...args: infer Args) => void
    ? [Name, ...Args]
    : never;
}[keyof Commands];
