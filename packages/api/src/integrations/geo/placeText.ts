/**
 * Text keys for place names: what a customer types and what the bundled data spells must meet
 * whatever the accents, case and punctuation ('zuri' finds 'Zürich', 'sao pau' finds 'São Paulo').
 */

/** Letters that Unicode does not decompose into a base letter plus a mark. */
const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};

/**
 * Lower case, without accents, punctuation as single spaces: the key the prefix index sorts by.
 * @example normalizePlaceText('  Saint-Étienne ') === 'saint etienne'
 */
export function normalizePlaceText(text: string): string {
  // Plain ASCII (most names) skips the Unicode passes: the index normalizes 150,000 names.
  const folded = /^[\x20-\x7e]*$/.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[ßæœøđðłıþ]/g, (letter) => UNDECOMPOSED_LETTERS[letter] ?? letter);
  return folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Abbreviated words of place names, written out (USPS and GeoNames spell them both ways). */
const PLACE_NAME_WORDS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
};
const ABBREVIATED_WORD = /\b(?:st|ste|mt|ft)\b/g;

/** A normalized name with its abbreviated words written out. */
export function expandPlaceAbbreviations(normalized: string): string {
  return normalized.replace(ABBREVIATED_WORD, (word) => PLACE_NAME_WORDS[word] ?? word);
}

/**
 * The normalized name with its abbreviations written out, so 'St. Louis' and 'Saint Louis' are
 * one city when comparing, deduplicating and searching.
 * @example canonicalPlaceName('St. Louis') === 'saint louis'
 */
export function canonicalPlaceName(text: string): string {
  return expandPlaceAbbreviations(normalizePlaceText(text));
}

/** Both keys of a place name, computed once when the data is indexed. */
export function placeNameKeys(name: string): { searchName: string; canonicalName: string } {
  const searchName = normalizePlaceText(name);
  return { searchName, canonicalName: expandPlaceAbbreviations(searchName) };
}
