import {
  BOX_MAX_LENGTH_IN,
  BOX_MAX_LENGTH_PLUS_GIRTH_IN,
  BOX_MAX_MARKET_VALUE,
  BOX_MAX_WEIGHT_LB,
  BOX_MIN_DIMENSION_IN,
  BOX_MIN_WEIGHT_LB,
  PREMIUM_PROTECTION_MAX_COVERAGE,
} from '../constants';
import { toImperialMeasures, type UnitSelection } from './units';

/** The parts of a box (quote §3) that validation reads. */
export interface ValidatableBox {
  name?: string | null;
  category?: unknown;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  weight?: number | null;
  marketValue?: number | string | null;
  premiumProtection?: { coverage?: number | null; cost?: number | null } | null;
}

/**
 * The box error flags of quote §3; `true` means the field is in error. (Named apart from the
 * schemas' `BoxErrors`, which has the same shape, so both can be re-exported side by side.)
 */
export interface BoxErrorFlags {
  length: boolean;
  width: boolean;
  height: boolean;
  weight: boolean;
  dimensional: boolean;
  categorySelection: boolean;
  marketValue: boolean;
  premiumProtection: boolean;
  nameSelection: boolean;
}

/**
 * Market values given as strings are converted to numbers (quote §3). A thousands separator,
 * a dollar sign and spaces are dropped ("$1,200.50" is 1200.5). DECISION: a missing or blank
 * value means nothing declared, which is 0; anything but dollars with at most two decimals
 * gives NaN, which the marketValue flag then reports — JavaScript's own number syntax would
 * take "0x10" as 16 and "1e3" as 1000, and "1.500" (a European 1,500) as 1.5.
 */
export function toMarketValue(value: number | string | null | undefined): number {
  if (typeof value === 'number') return value;
  const cleaned = (value ?? '').replace(/[$,\s]/g, '');
  return cleaned === '' ? 0 : /^\d*(\.\d{0,2})?$/.test(cleaned) ? Number(cleaned) : NaN;
}

/** The box with its market value as a number (quote §3); the input is not mutated. */
export function normalizeBoxMarketValue<B extends { marketValue?: number | string | null }>(
  box: B,
): Omit<B, 'marketValue'> & { marketValue: number } {
  return { ...box, marketValue: toMarketValue(box.marketValue) };
}

function isNumberWithin(value: number, min: number, max: number): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/**
 * Sets each box error flag of quote §3. The spec does not show the bounds; constants.ts holds
 * the carrier limits chosen (BOX_*, PREMIUM_PROTECTION_MAX_COVERAGE). Metric boxes are
 * converted to inches and pounds first, with the same conversion the rate call uses.
 *
 * - length / width / height: each side from BOX_MIN_DIMENSION_IN to BOX_MAX_LENGTH_IN (the
 *   carriers' limit is on the longest side, and any side may be the longest);
 * - weight: from BOX_MIN_WEIGHT_LB to BOX_MAX_WEIGHT_LB;
 * - dimensional: longest side + girth (2 × each other side) above BOX_MAX_LENGTH_PLUS_GIRTH_IN,
 *   judged only once all three sides are valid numbers (otherwise the side flags say it);
 * - categorySelection / nameSelection: nothing chosen;
 * - marketValue: not a number, negative, or above BOX_MAX_MARKET_VALUE;
 * - premiumProtection: a coverage or cost that is not a non-negative number, or coverage above
 *   the declared value or PREMIUM_PROTECTION_MAX_COVERAGE. No protection chosen is no error.
 */
export function validateBox(box: ValidatableBox, units?: UnitSelection | null): BoxErrorFlags {
  const inches = toImperialMeasures(
    {
      length: box.length ?? Number.NaN,
      width: box.width ?? Number.NaN,
      height: box.height ?? Number.NaN,
      weight: box.weight ?? Number.NaN,
    },
    units,
  );
  const sideInError = (side: number) =>
    !isNumberWithin(side, BOX_MIN_DIMENSION_IN, BOX_MAX_LENGTH_IN);
  const sides = [inches.length, inches.width, inches.height];
  const [shortest = 0, middle = 0, longest = 0] = [...sides].sort((a, b) => a - b);
  const marketValue = toMarketValue(box.marketValue);
  const marketValueOk = isNumberWithin(marketValue, 0, BOX_MAX_MARKET_VALUE);
  const protection = box.premiumProtection;
  const maxCoverage = Math.min(marketValueOk ? marketValue : 0, PREMIUM_PROTECTION_MAX_COVERAGE);
  return {
    length: sideInError(inches.length),
    width: sideInError(inches.width),
    height: sideInError(inches.height),
    weight: !isNumberWithin(inches.weight, BOX_MIN_WEIGHT_LB, BOX_MAX_WEIGHT_LB),
    dimensional:
      sides.every(Number.isFinite) &&
      longest + 2 * (shortest + middle) > BOX_MAX_LENGTH_PLUS_GIRTH_IN,
    categorySelection: isBlank(box.category),
    marketValue: !marketValueOk,
    premiumProtection:
      !!protection &&
      (!isNumberWithin(protection.coverage ?? 0, 0, maxCoverage) ||
        !isNumberWithin(protection.cost ?? 0, 0, Number.POSITIVE_INFINITY)),
    nameSelection: isBlank(box.name),
  };
}

/** Whether any error flag is set. */
export function hasBoxErrors(errors: BoxErrorFlags): boolean {
  return Object.values(errors).includes(true);
}
