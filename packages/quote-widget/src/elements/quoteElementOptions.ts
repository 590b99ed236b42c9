import type { QuoteRuntimeOptions } from '../runtime/quoteRuntime';

/** The attributes of both quote elements (DESIGN.md §5), as camelCase option names. */
export const QUOTE_OPTION_NAMES = [
  'apiBase',
  'eventCode',
  'partner',
  'units',
  'locale',
  'theme',
  'wizardUrl',
] as const;

export type QuoteOptionName = (typeof QUOTE_OPTION_NAMES)[number];

/** The element's options resolved: the runtime's options plus the theme. */
export interface ResolvedQuoteOptions {
  runtime: QuoteRuntimeOptions;
  theme?: string;
}

/**
 * Attributes → options. `api-base` defaults to the origin the script came from; `units` is
 * `metric` or else imperial; `locale` defaults to the page's language, then en-US.
 */
export function resolveQuoteOptions(
  given: Partial<Record<QuoteOptionName, string>>,
  host: HTMLElement,
  defaultApiBase: string,
): ResolvedQuoteOptions {
  const pageLanguage = host.closest('[lang]')?.getAttribute('lang') || undefined;
  return {
    theme: given.theme,
    runtime: {
      apiBase: (given.apiBase || defaultApiBase).replace(/\/$/, ''),
      events: host,
      reload: () => location.reload(),
      settings: {
        eventCode: given.eventCode || undefined,
        partner: given.partner || undefined,
        units: given.units === 'metric' ? 'metric' : 'imperial',
        locale: given.locale || pageLanguage || 'en-US',
        wizardUrl: given.wizardUrl || undefined,
      },
    },
  };
}
