/**
 * Markup a browser or a PHP interpreter would run, looked for in an upload's bytes as a last
 * line of defence: a picture or PDF that also reads as an HTML page or a PHP script (a
 * "polyglot") is dangerous wherever it is ever served or opened with the wrong type.
 *
 * A tag counts only where its name ends (whitespace, `/` or `>`; `<?php` then whitespace), as
 * an HTML or PHP parser reads it: `<scriptx` is no script tag, and random bytes of a compressed
 * picture hit a bare `<html` some thirty times as often as one followed by such a character.
 */
const MARKUP = /<(?:script|html)[\t\n\f\r />]|<\?php[\t\n\f\r ]/gi;

/** Byte ranges `[start, end)` the scan skips, sorted by start and not overlapping. */
export type ByteRanges = readonly (readonly [number, number])[];

function insideRanges(index: number, ranges: ByteRanges): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle];
    if (!range) return false;
    if (index < range[0]) high = middle - 1;
    else if (index >= range[1]) low = middle + 1;
    else return true;
  }
  return false;
}

/**
 * The first script-like tag in `text` (bytes read as latin1, one character a byte) outside the
 * `skipped` ranges, e.g. `<script`, or undefined when there is none.
 *
 * @example findMarkup('GIF89a<script>alert(1)</script>') // '<script'
 */
export function findMarkup(text: string, skipped: ByteRanges = []): string | undefined {
  for (const match of text.matchAll(MARKUP)) {
    if (!insideRanges(match.index, skipped)) return match[0].slice(0, -1).toLowerCase();
  }
  return undefined;
}

/** A problem sentence for a refusal, or undefined when the bytes carry no markup. */
export function markupProblem(text: string, skipped: ByteRanges = []): string | undefined {
  const tag = findMarkup(text, skipped);
  return tag ? `it contains web page or script markup (${tag})` : undefined;
}
