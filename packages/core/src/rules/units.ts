import {
  CM_TO_IN,
  DEFAULT_LINEAR_UNIT,
  DEFAULT_WEIGHT_UNIT,
  DIM_WEIGHT_DIVISOR_IN3_PER_LB,
  KG_TO_LB,
  UNIT_CONVERSION_ROUNDING_STEP,
} from '../constants';

// The unit names of the rate call's linearUnit / weightUnit (quote §7). Not exported: the
// schemas export `LinearUnit` and `WeightUnit` for the same unions.
type LinearUnit = typeof DEFAULT_LINEAR_UNIT | 'CM';
type WeightUnit = typeof DEFAULT_WEIGHT_UNIT | 'KG';

/** A unit selection as the rate call names it; either part may be missing. */
export interface UnitSelection {
  linearUnit?: string | null;
  weightUnit?: string | null;
}

/** A box's measures in the units of its search. */
export interface BoxMeasures {
  length: number;
  width: number;
  height: number;
  weight: number;
}

/** Default units are inches unless cm is selected (quote §5). */
export function resolveLinearUnit(selected: string | null | undefined): LinearUnit {
  return selected?.trim().toUpperCase() === 'CM' ? 'CM' : DEFAULT_LINEAR_UNIT;
}

/** Default units are pounds unless kg is selected (quote §5). */
export function resolveWeightUnit(selected: string | null | undefined): WeightUnit {
  return selected?.trim().toUpperCase() === 'KG' ? 'KG' : DEFAULT_WEIGHT_UNIT;
}

/**
 * Rounds UP to the next UNIT_CONVERSION_ROUNDING_STEP (the spec's "small offset"; see the
 * DECISION in constants.ts). Float noise is cut at 1e-6 of a step first, so 3.94 stays 3.94
 * instead of creeping to 3.95 because 3.94 × 100 is 394.00000000000006 in binary.
 */
function roundUpToConversionStep(value: number): number {
  const stepsPerUnit = Math.round(1 / UNIT_CONVERSION_ROUNDING_STEP);
  return Math.ceil(Number((value * stepsPerUnit).toFixed(6))) / stepsPerUnit;
}

/** A length in inches: cm × CM_TO_IN rounded up to the conversion step; inches pass through. */
export function toInches(value: number, unit: string | null | undefined): number {
  return resolveLinearUnit(unit) === 'CM' ? roundUpToConversionStep(value * CM_TO_IN) : value;
}

/** A weight in pounds: kg × KG_TO_LB rounded up to the conversion step; pounds pass through. */
export function toPounds(value: number, unit: string | null | undefined): number {
  return resolveWeightUnit(unit) === 'KG' ? roundUpToConversionStep(value * KG_TO_LB) : value;
}

/** A box's measures in inches and pounds, whatever units the search uses. */
export function toImperialMeasures(box: BoxMeasures, units?: UnitSelection | null): BoxMeasures {
  return {
    length: toInches(box.length, units?.linearUnit),
    width: toInches(box.width, units?.linearUnit),
    height: toInches(box.height, units?.linearUnit),
    weight: toPounds(box.weight, units?.weightUnit),
  };
}

/** Rounds up to a whole number, ignoring float noise below 1e-6 (94.0000000001 is 94). */
function ceilWhole(value: number): number {
  return Math.ceil(Number(value.toFixed(6)));
}

/**
 * Dimensional weight in whole pounds, the way UPS and FedEx bill it: each dimension rounded to
 * the nearest inch, length × width × height divided by DIM_WEIGHT_DIVISOR_IN3_PER_LB
 * (139 in³/lb, the US daily-rates divisor), and any fraction rounded up.
 *
 * @example dimensionalWeightLb({ length: 54, width: 8, height: 30, weight: 30 }) // 94
 */
export function dimensionalWeightLb(box: BoxMeasures, units?: UnitSelection | null): number {
  const inches = toImperialMeasures(box, units);
  const volume = Math.round(inches.length) * Math.round(inches.width) * Math.round(inches.height);
  return ceilWhole(volume / DIM_WEIGHT_DIVISOR_IN3_PER_LB);
}

/**
 * Billable weight: the larger of the actual and the dimensional weight, rounded up to whole
 * pounds as carriers bill.
 */
export function billableWeightLb(box: BoxMeasures, units?: UnitSelection | null): number {
  const actual = ceilWhole(toPounds(box.weight, units?.weightUnit));
  return Math.max(actual, dimensionalWeightLb(box, units));
}
