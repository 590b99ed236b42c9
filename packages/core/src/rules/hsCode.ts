/**
 * HS codes of the customs fields (quote §3 Box: hsCode). Their own module, not the customs
 * rules': only the contents step and the commercial invoice need them, so a widget's first load
 * does not carry the table.
 */

/**
 * DECISION (not shown): the Harmonized System subheading of each package category — what the
 * contents step suggests, the landed-cost estimate classifies by and the commercial invoice
 * prints when a box has no HS code of its own. One table, so the invoice never names another
 * code than the one the duties were estimated on:
 * - BIKE 8712.00 bicycles, not motorised; EBIKE 8711.60 cycles with an electric motor;
 * - FRAME 8714.91 frames and forks; PARTS 8714.99 other parts and accessories;
 * - WHEELS 8714.99, not 8714.92: a built wheel is more than rims and spokes (CBP ruling
 *   NY N325300 classes complete wheelsets in 8714.99.80; Canada has its own line 8714.99.10);
 * - LUGGAGE 4202.12 trunks and cases with an outer surface of plastics or textiles — the hard
 *   and soft bike travel cases riders ship ahead;
 * - GOLF 9506.31 golf clubs, SKI 9506.11 skis (suggested for the invoice; the estimate has no
 *   tariff for them). "Other" has none: the customer's description has to do.
 */
export const HS_CODE_BY_CATEGORY: Readonly<Record<string, string>> = {
  BIKE: '8712.00',
  EBIKE: '8711.60',
  FRAME: '8714.91',
  WHEELS: '8714.99',
  PARTS: '8714.99',
  GOLF: '9506.31',
  SKI: '9506.11',
  LUGGAGE: '4202.12',
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
