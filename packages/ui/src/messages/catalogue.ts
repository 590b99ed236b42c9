/**
 * Message catalogues (DESIGN.md §5): every user-facing text of the widgets and the site goes
 * through one function (`translate`, `useMessages`) with the surface's locale — so a language is
 * added by adding its messages, not by touching components.
 *
 * DECISION: a message is keyed by its English text, written where it is used
 * (`t('Refresh rates')`), as gettext does: the bundle carries each text once, not a key at the
 * use and the key with its text in a table (measured: ≈ 8 B gzip per text). A translation is a
 * table from English texts to the language's (`addTranslation`); `npm run messages` lists every
 * text of every catalogue for translators, and a test fails on a translated text no longer used.
 *
 * A message is a text with `{name}` placeholders, or, where the words depend on a number, its
 * plural forms by `Intl.PluralRules` category (`{ one: '{count} stage', other: '{count} stages' }`,
 * keyed in translations by its `other` form).
 */
import { supportedLocale } from '../format/supportedLocale';

export type PluralMessage = { readonly other: string } & {
  readonly [category in Intl.LDMLPluralRule]?: string;
};
export type Message = string | PluralMessage;
/** A language's messages: the English text (a plural's `other` form) → the translation. */
export type TranslationTable = { readonly [english: string]: Message };

/** `'{count} of {total}'` → `'count' | 'total'`. */
type PlaceholdersOf<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** What a message needs: its placeholders' values (a plural message always needs `count`). */
export type ParamsOf<M> = M extends PluralMessage
  ? { count: number } & Record<PlaceholdersOf<M['other']>, string | number>
  : M extends string
    ? PlaceholdersOf<M> extends never
      ? undefined
      : Record<PlaceholdersOf<M>, string | number>
    : never;

/** The values a call passes: checked against a literal text; optional for a text only known as `string`. */
type ParamsArg<M> = string extends M
  ? [params?: Record<string, string | number>]
  : ParamsOf<M> extends undefined
    ? []
    : [params: ParamsOf<M>];

/**
 * A package's translations, added by locale (`fr`, `de-CH`), each a partial table — a text
 * missing in a translation is shown in English.
 */
export interface Catalogue {
  readonly translations: Map<string, TranslationTable>;
}

/**
 * Declares a package's catalogue: where its translations are added.
 * @example export const costsMessages = defineCatalogue();
 */
export function defineCatalogue(): Catalogue {
  return { translations: new Map() };
}

/**
 * Adds a language to a catalogue: only this call and the table, no component changes.
 * @example addTranslation(costsMessages, 'fr', { Costs: 'Coûts' });
 */
export function addTranslation(
  catalogue: Catalogue,
  locale: string,
  table: TranslationTable,
): void {
  catalogue.translations.set(locale.toLowerCase(), table);
}

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralRulesOf = (locale: string) => {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
};

/** The key of a message in translation tables: its English text (a plural's `other` form). */
const englishOf = (message: Message) => (typeof message === 'string' ? message : message.other);

/** `fr-CA` → the `fr-ca` table, else `fr`, else the English given at the call. */
function messageOf(catalogue: Catalogue, locale: string, english: Message): Message {
  const tag = locale.toLowerCase();
  const language = tag.split('-')[0] ?? tag;
  const key = englishOf(english);
  return (
    catalogue.translations.get(tag)?.[key] ?? catalogue.translations.get(language)?.[key] ?? english
  );
}

/** Fills `{name}` placeholders; a number is written with the locale's digits and separators. */
function fill(text: string, locale: string, params: Record<string, string | number> | undefined) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}

/** The one function every text goes through: a message in a locale, filled in. */
export function translate<const M extends Message>(
  catalogue: Catalogue,
  locale: string,
  message: M,
  ...params: ParamsArg<M>
): string {
  // A malformed tag from an attribute would make Intl throw: its messages are English then.
  const safe = supportedLocale(locale);
  const translated = messageOf(catalogue, safe, message);
  const values = params[0] as Record<string, string | number> | undefined;
  if (typeof translated === 'string') return fill(translated, safe, values);
  const count = Number(values?.count ?? 0);
  const category = pluralRulesOf(safe).select(count);
  return fill(translated[category] ?? translated.other, safe, values);
}

/** A catalogue's lookup bound to a locale: `t('Costs')`, `t({ one: '{count} stage', other: '{count} stages' }, { count })`. */
export type Translator = <const M extends Message>(message: M, ...params: ParamsArg<M>) => string;

/** Binds a catalogue to a locale (outside components: the console hint, an event's message). */
export function translatorOf(catalogue: Catalogue, locale: string): Translator {
  return (message, ...params) => translate(catalogue, locale, message, ...params);
}
