/**
 * HS codes of the customs fields (quote §3 Box: hsCode). Their own module, not the customs
 * rules': only the contents step and the commercial invoice need them, so a widget's first load
 * does not carry the table.
 */

/**
 * DECISION (not shown): the Harmonized System heading of each package category, what the
 * contents step suggests and the commercial invoice prints when a box has no HS code of its own
 * (a landed-cost answer fills one in): bicycles 8712.00, e-bikes 8711.60, frames 8714.91,
 * wheels 8714.92, other bicycle parts 8714.99, golf clubs 9506.31, skis 9506.11, luggage
 * 4202.92. "Other" has none: the customer's description has to do.
 */
export const HS_CODE_BY_CATEGORY: Readonly<Record<string, string>> = {
  BIKE: '8712.00',
  EBIKE: '8711.60',
  FRAME: '8714.91',
  WHEELS: '8714.92',
  PARTS: '8714.99',
  GOLF: '9506.31',
  SKI: '9506.11',
  LUGGAGE: '4202.92',
};

/**
 * The HS code suggested for a box of a package category (HS_CODE_BY_CATEGORY): '8712.00' for
 * 'BIKE'; '' for a category without one ("Other"), where the customer has to say.
 */
export function suggestHsCode(category: string | null | undefined): string {
  return HS_CODE_BY_CATEGORY[category?.trim().toUpperCase() ?? ''] ?? '';
}

/**
 * DECISION (not shown): an HS code is a 6-digit Harmonized System subheading, optionally
 * extended by a country's 2 to 4 digits, written with or without dots: '8712.00',
 * '871200', '8712.00.15', '8712.00.1500'.
 */
export function isValidHsCode(code: string | null | undefined): boolean {
  return /^\d{4}\.?\d{2}(\.?\d{2}){0,2}$/.test(code?.trim() ?? '');
}
