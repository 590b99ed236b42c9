/**
 * What the embedded verifier can tell from the text of a US street line alone (it has no street
 * data): whether it is a deliverable form (a house number and a street, a PO box, a rural
 * route, a military or a grid address) and whether a unit number is missing. The forms and
 * unit designators are those of USPS Publication 28 (§2 and Appendix C2).
 */

export type StreetLineProblem = 'street_not_found' | 'out_of_range';

const PO_BOX = /^(?:p\.?\s*o\.?\s*box|post\s+office\s+box|box)(?=[\s#\d]|$)\s*#?\s*([a-z0-9-]*)/i;
const RURAL_ROUTE =
  /^(?:r\.?\s*r\.?|rural\s+route|h\.?\s*c\.?|highway\s+contract(?:\s+route)?)\s*#?\s*\d+/i;
/** APO/FPO/DPO: 'PSC 1234 Box 5678', 'CMR 450 Box 123', 'Unit 2050 Box 4190'. */
const MILITARY = /^(?:psc|cmr|unit)\s+\d+/i;
/** Grid addresses of Wisconsin and Utah: 'W180N7860 Town Hall Rd'. */
const GRID = /^[nsew]\d+\s*[nsew]\d+\s+\p{L}/iu;
/** '1600 Pennsylvania Ave', '123A Main St', '12-34 Queens Blvd', '221 1/2 Elm St'. */
const HOUSE_AND_STREET = /^(\d+)(?:-\d+)?[a-z]?(?:\s+1\/2)?\s+(.*\p{L}.*)$/iu;

/**
 * DECISION: a house number of 0 or of more than six digits is out of any US range; the longest
 * house numbers in use have six digits.
 */
const HOUSE_NUMBER_MAX_DIGITS = 6;

/**
 * Why a US street line cannot be delivered to, judged on its form; undefined when its form is
 * deliverable. DECISION: the street line (address1) must begin with a house number, unless it
 * is a PO box, rural route, military or grid address; an empty line or a street without a
 * number is 'street_not_found'.
 */
export function streetLineProblem(line: string | undefined): StreetLineProblem | undefined {
  const street = collapseSpaces(line);
  if (!street) return 'street_not_found';
  if (PO_BOX.test(street) || RURAL_ROUTE.test(street) || MILITARY.test(street)) return undefined;
  if (GRID.test(street)) return undefined;
  const house = HOUSE_AND_STREET.exec(street);
  if (!house) return 'street_not_found';
  const number = house[1] as string;
  if (/^0+$/.test(number) || number.replace(/^0+/, '').length > HOUSE_NUMBER_MAX_DIGITS) {
    return 'out_of_range';
  }
  return undefined;
}

/** Designators that need a number or letter after them (USPS Pub. 28 Appendix C2), and '#'. */
const UNIT_DESIGNATOR =
  'apt|apartment|bldg|building|dept|department|fl|floor|hngr|hangar|key|lot|pier|rm|room|slip|spc|space|stop|ste|suite|trlr|trailer|unit';
/** A secondary line that names a designator and nothing after it ('Apt', 'Suite #', '#'). */
const BARE_DESIGNATOR_LINE = new RegExp(`^(?:(?:${UNIT_DESIGNATOR})\\.?\\s*#?|#)$`, 'i');
/**
 * A street line ending on a designator. Narrower than the secondary line's list: 'FL', 'Key',
 * 'Lot', 'Pier', 'Slip' and 'Stop' also end street names and state names ('Ocean Key', '… FL').
 */
const STREET_ENDING_ON_DESIGNATOR =
  /\s(?:(?:apt|apartment|bldg|building|dept|ste|suite|unit|rm|room|trlr|trailer|spc)\.?\s*#?|#)$/i;
/** A designator followed by its number or letter: the unit is given on the street line. */
const UNIT_ON_STREET_LINE = new RegExp(
  `(?:\\b(?:${UNIT_DESIGNATOR})(?![a-z])\\.?\\s*#?|#)\\s*[a-z0-9]`,
  'i',
);
/**
 * DECISION: words that name a multi-unit building ('Sunset Apartments', 'Harbor Condos'); such
 * an address needs a unit number when none is given.
 */
const MULTI_UNIT_BUILDING = /\b(?:apartments|apts|condominiums?|condos|dormitory|dorms?)\b/i;

export interface UnitLines {
  address1?: string;
  address2?: string;
  company?: string;
}

/**
 * Whether the address needs a unit number it does not have. DECISION, in order: a PO box
 * without its box number; a designator with nothing after it ('123 Main St Apt', address2
 * 'Suite'); a building named as multi-unit (street line or company) with no unit anywhere.
 */
export function isUnitMissing({ address1, address2, company }: UnitLines): boolean {
  const street = collapseSpaces(address1);
  const secondary = collapseSpaces(address2);
  const box = PO_BOX.exec(street);
  if (box) return !box[1] && !secondary;
  if (STREET_ENDING_ON_DESIGNATOR.test(street) || BARE_DESIGNATOR_LINE.test(secondary)) {
    return true;
  }
  const unitGiven = secondary !== '' || UNIT_ON_STREET_LINE.test(street);
  return !unitGiven && MULTI_UNIT_BUILDING.test(`${street} ${collapseSpaces(company)}`);
}

/** Trimmed, with runs of white space as one space: how the verifier writes a line back. */
export function collapseSpaces(line: string | undefined): string {
  return (line ?? '').replace(/\s+/g, ' ').trim();
}
