/**
 * A locale Intl accepts: a malformed tag from an attribute makes Intl throw a RangeError, so it
 * falls back to en-US. A module of its own: the message lookup needs it from the first render,
 * the money and date formatters only with the steps that show them.
 * @example supportedLocale('en_US!') // 'en-US'
 */
export function supportedLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}
