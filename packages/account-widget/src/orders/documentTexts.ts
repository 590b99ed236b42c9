/**
 * A file's size in the locale's words: kB under 1 MB (a small file as 0.9 kB: "877 byte" reads
 * oddly), else MB; one decimal under 10.
 */
export function documentSize(locale: string, bytes: number): string {
  const [value, unit] =
    bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** The kind of a document as a customer names it (PDF, PNG, JPEG); another type as given. */
export function documentKind(contentType: string | undefined): string {
  if (!contentType) return '';
  if (contentType === 'application/pdf') return 'PDF';
  const [, subtype] = contentType.split('/');
  return subtype ? subtype.toUpperCase() : contentType;
}
