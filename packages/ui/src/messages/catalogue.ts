/**
 * Message catalogues (DESIGN.md §5): every user-facing text of the widgets and the site is a
 * keyed message, written in English here and looked up through one function (`translate`,
 * `useMessages`) with the surface's locale — so a language is added by adding its messages, not
 * by touching components.
 *
 * A message is a text with `{name}` placeholders, or, where the words depend on a number, its
 * plural forms by `Intl.PluralRules` category (`{ one: '{count} stage', other: '{count} stages' }`).
 */
import { supportedLocale } from '../format/supportedLocale';

export type PluralMessage = { readonly other: string } & {
  readonly [category in Intl.LDMLPluralRule]?: string;
};
export type Message = string | PluralMessage;
export type MessageTable = { readonly [key: string]: Message };

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

/**
 * A package's messages: the English table, and the translations added later by locale (`fr`,
 * `de-CH`), each a partial table — a key missing in a translation falls back to English.
 */
export interface Catalogue<Table extends MessageTable> {
  readonly english: Table;
  readonly translations: Map<string, Partial<Record<keyof Table, Message>>>;
}

/**
 * Declares a package's English messages.
 * @example
 * export const quoteMessages = defineCatalogue({ 'costs.title': 'Costs', 'costs.stages': { one: '{count} stage', other: '{count} stages' } });
 */
export function defineCatalogue<const Table extends MessageTable>(
  english: Table,
): Catalogue<Table> {
  return { english, translations: new Map() };
}

/**
 * Adds a language to a catalogue: only this call and the table, no component changes.
 * @example addTranslation(quoteMessages, 'fr', { 'costs.title': 'Coûts' });
 */
export function addTranslation<Table extends MessageTable>(
  catalogue: Catalogue<Table>,
  locale: string,
  table: Partial<Record<keyof Table, Message>>,
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

/** `fr-CA` → the `fr-ca` table, else `fr`, else English. */
function messageOf<Table extends MessageTable>(
  catalogue: Catalogue<Table>,
  locale: string,
  key: keyof Table,
): Message {
  const tag = locale.toLowerCase();
  const language = tag.split('-')[0] ?? tag;
  return (
    catalogue.translations.get(tag)?.[key] ??
    catalogue.translations.get(language)?.[key] ??
    (catalogue.english[key] as Message)
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

/** The one function every text goes through: a catalogue's message in a locale, filled in. */
export function translate<Table extends MessageTable, Key extends keyof Table & string>(
  catalogue: Catalogue<Table>,
  locale: string,
  key: Key,
  ...params: ParamsOf<Table[Key]> extends undefined ? [] : [ParamsOf<Table[Key]>]
): string {
  // A malformed tag from an attribute would make Intl throw: its messages are English then.
  const safe = supportedLocale(locale);
  const message = messageOf(catalogue, safe, key);
  const values = params[0] as Record<string, string | number> | undefined;
  if (typeof message === 'string') return fill(message, safe, values);
  const count = Number(values?.count ?? 0);
  const category = pluralRulesOf(safe).select(count);
  return fill(message[category] ?? message.other, safe, values);
}

/** A catalogue's lookup bound to a locale: `t('costs.title')`, `t('costs.stages', { count })`. */
export type Translator<Table extends MessageTable> = <Key extends keyof Table & string>(
  key: Key,
  ...params: ParamsOf<Table[Key]> extends undefined ? [] : [ParamsOf<Table[Key]>]
) => string;

/** Binds a catalogue to a locale (outside components: the console hint, an event's message). */
export function translatorOf<Table extends MessageTable>(
  catalogue: Catalogue<Table>,
  locale: string,
): Translator<Table> {
  return (key, ...params) => translate(catalogue, locale, key, ...params);
}
