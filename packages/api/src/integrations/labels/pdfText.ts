import type { AddressStage } from '@bikeship/core/schemas';
import type { PDFFont } from 'pdf-lib';

/**
 * Text the PDF's font can draw. The standard PDF fonts (Helvetica) encode WinAnsi only, and
 * pdf-lib throws on any other character — a customer's "Łódź" or "東京" must not make the label
 * fail. Letters it lacks lose their accent (ő → o, Ł → L); anything else becomes '?'. Control characters (a pasted newline) become spaces.
 */
export function drawableText(font: PDFFont, text: string): string {
  const supported = supportedCodePoints(font);
  let out = '';
  for (const char of text.replace(/\p{Cc}/gu, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const base = TRANSLITERATIONS[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...base].every((part) => supported.has(part.codePointAt(0) ?? 0)) && base ? base : '?';
  }
  return out;
}

/** Letters that do not decompose into a base letter and an accent, spelled as carriers do. */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

const codePointCache = new WeakMap<PDFFont, Set<number>>();

function supportedCodePoints(font: PDFFont): Set<number> {
  let set = codePointCache.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    codePointCache.set(font, set);
  }
  return set;
}

/**
 * Splits drawable text into lines no wider than `maxWidth` at `size`, breaking at spaces (a
 * word longer than a line is cut). At most `maxLines`; the last kept line ends with '…' when
 * text was left out, so a reader knows it is incomplete.
 */
export function wrapText(
  font: PDFFont,
  text: string,
  size: number,
  maxWidth: number,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const clean = drawableText(font, text).trim();
  if (clean === '') return [];
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= maxWidth;
  const lines: string[] = [];
  let current = '';
  for (const word of clean.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (!fits(last) && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = drawableText(font, last);
  return kept;
}

function joined(parts: readonly (string | undefined)[], separator = ' '): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(separator);
}

/** The person's name on an address: first and last name. */
export function personName(address: AddressStage): string {
  return joined([address.firstName, address.lastName]);
}

/**
 * An address as printed on a label or an invoice, one line each: company, name, street lines,
 * "City, ST 12345", country, phone. DECISION: `address1` is the street line; when it is missing
 * the street number and name collected separately are used.
 */
export function addressLines(address: AddressStage, options: { phone?: boolean } = {}): string[] {
  const street = address.address1?.trim()
    ? address.address1
    : joined([address.streetNumber, address.streetAddress]);
  const cityLine = joined([joined([address.city, address.state], ', '), address.postalCode]);
  const lines = [
    address.company,
    personName(address),
    street,
    address.address2,
    address.address3,
    cityLine,
    address.country?.name ?? address.country?.code,
    options.phone && address.phone ? `Phone ${address.phone}` : undefined,
  ];
  return lines.map((line) => line?.trim() ?? '').filter((line) => line !== '');
}
