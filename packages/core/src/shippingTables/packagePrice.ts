import { type PriceRow, WEIGHT_BRACKETS_LB } from './rateTables';

/**
 * The price of one package of a billable weight (whole pounds) from a price row: the first
 * weight bracket that holds the weight, or past the last one, the last bracket's price plus the
 * price per started pound above it.
 *
 * @example packagePriceCents(groundZone5, 94) // the 100 lb bracket: 11780 ($117.80)
 */
export function packagePriceCents(row: PriceRow, billableWeightLb: number): number {
  const bracket = WEIGHT_BRACKETS_LB.findIndex((upTo) => billableWeightLb <= upTo);
  const lastBracket = WEIGHT_BRACKETS_LB.length - 1;
  if (bracket >= 0) return row.upToCents[bracket] ?? Number.NaN;
  const poundsAbove = Math.ceil(billableWeightLb - (WEIGHT_BRACKETS_LB[lastBracket] ?? 0));
  return (row.upToCents[lastBracket] ?? Number.NaN) + poundsAbove * row.perLbAboveCents;
}
