import type { Random } from './random';
import { RawJson } from './rawJson';

/**
 * The values a careless or hostile client sends, by what they attack. Each list names what
 * broke (or could break) a server like ours: PostgreSQL `integer` columns end at 2,147,483,647;
 * JSON numbers past 2^53 are not integers any more; `text` and `jsonb` refuse NUL and lone
 * UTF-16 surrogates; `JSON.parse` turns 1e400 into Infinity.
 */

/** Beyond int4, past 2^53, past float64, and as JSON text a parser must cope with. */
export const HUGE_NUMBERS: readonly unknown[] = [
  2_147_483_648,
  4_294_967_296,
  1e16,
  1e21,
  1e308,
  Number.MAX_SAFE_INTEGER,
  new RawJson('9007199254740993'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1e400'),
];

export const NEGATIVE_NUMBERS: readonly unknown[] = [
  -1,
  -2_147_483_649,
  -1e308,
  -0.5,
  new RawJson('-0'),
  new RawJson('-1e400'),
];

/** Where an integer belongs: halves, tenths, subnormals (6.4e-323 rounds to 0 in some code). */
export const FRACTIONS: readonly unknown[] = [1.5, 0.1, 2_147_483_647.5, 6.4e-323, 5e-324, 1e-7];

export const NUL_STRINGS: readonly string[] = ['a\u0000b', '\u0000', 'Boulder\u0000'];

/** Half of a UTF-16 pair alone: valid in a JS string and in JSON (\ud800), never in UTF-8. */
export const LONE_SURROGATES: readonly string[] = ['\ud800', 'a\udfff', '\udc00\ud800', 'x\ud83d'];

/** Dates a YYYY-MM-DD pattern lets through that no calendar has. */
export const IMPOSSIBLE_DATES: readonly string[] = [
  '2026-02-30',
  '2026-13-45',
  '2026-00-00',
  '0000-01-01',
  '9999-99-99',
];

/** Keys an object gains: unknown ones, prototype names, and keys that are texts of attack. */
export const EXTRA_KEYS: readonly string[] = [
  'extra',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a\u0000b',
  '\ud800',
  '',
  'x'.repeat(5_000),
];

/** A long text (over every maxLength of the catalogue, under the 1 MiB body limit). */
export function longString(random: Random): string {
  const unit = random.pick(['x', '🚲', 'e\u0301', '\u202e', 'ǅ', '𝔘']);
  return unit.repeat(random.pick([51, 1_001, 100_001, 200_000]));
}

/** `depth` levels of arrays or objects: a recursive parser or validator runs out of stack. */
export function deeplyNested(random: Random): RawJson {
  const depth = random.pick([1_000, 10_000, 100_000]);
  return random.chance(0.5)
    ? new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`)
    : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

/** Values of another JSON type than `value`'s. */
export function otherTypeValues(value: unknown): unknown[] {
  const all: unknown[] = ['text', '', '1', 0, 1, true, false, null, [], {}, ['a'], { a: 1 }];
  const typeOf = (x: unknown) => (Array.isArray(x) ? 'array' : x === null ? 'null' : typeof x);
  return all.filter((candidate) => typeOf(candidate) !== typeOf(value));
}

/**
 * Texts for a path or query parameter, already URL-encoded: numbers out of range or of the
 * wrong form, NUL, a lone surrogate in WTF-8 (%ED%A0%80), malformed escapes (%ZZ, a cut-off
 * %E0%A4), overlong UTF-8, slashes, CRLF and very long values.
 */
export const HOSTILE_PARAM_TEXTS: readonly string[] = [
  '-1',
  '0',
  '1.5',
  '2147483648',
  '9999999999999999999999',
  '1e308',
  '1e400',
  '6.4e-323',
  'Infinity',
  'NaN',
  '0x10',
  '1e3',
  '%201',
  '+1',
  '',
  'abc',
  'null',
  'undefined',
  'true',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%9A%B2',
  '%ZZ',
  '%',
  '%E0%A4',
  '%C0%AF',
  '%2E%2E',
  'a%2Fb',
  '%0D%0ASet-Cookie:%20x=y',
  '%3Cscript%3E',
  "'%20OR%201=1--",
  '__proto__',
  'constructor',
  'x'.repeat(4_000),
];

/**
 * `encodeURIComponent` that does not throw on a lone surrogate: it is written as the three
 * bytes WTF-8 gives it, which is what a client that does not check sends.
 */
export function encodeLoosely(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}
