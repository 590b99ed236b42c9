import { CM_TO_IN, KG_TO_LB } from '@bikeship/core/constants';
import {
  type BoxErrorFlags,
  toInches,
  toMarketValue,
  toPounds,
  validateBox,
} from '@bikeship/core/rules';
import type { Box, PackagePreset, Units } from '@bikeship/core/schemas';

/** The unit switch of step 1: inches and pounds, or centimetres and kilograms. */
export type DraftUnits = 'imperial' | 'metric';

/** A box as the customer types it: every figure is the input's text. */
export interface BoxDraft {
  key: number;
  /** The preset picked, CUSTOM_BOX for own sizes, '' for nothing chosen yet. */
  presetName: string;
  category: string;
  length: string;
  width: string;
  height: string;
  weight: string;
  marketValue: string;
}

export type BoxMeasure = 'length' | 'width' | 'height' | 'weight';

/** DECISION: a box of the customer's own size is named "Custom box" on the quote and label. */
export const CUSTOM_BOX = 'Custom box';

let nextBoxKey = 0;

export const emptyBoxDraft = (): BoxDraft => ({
  key: nextBoxKey++,
  presetName: '',
  category: '',
  length: '',
  width: '',
  height: '',
  weight: '',
  marketValue: '',
});

export const unitsOf = (units: DraftUnits): Units =>
  units === 'metric'
    ? { linearUnit: 'CM', weightUnit: 'KG' }
    : { linearUnit: 'IN', weightUnit: 'LB' };

/** The figures of a box, in the order its fields show them. */
export const MEASURES: readonly BoxMeasure[] = ['length', 'width', 'height', 'weight'];

/**
 * Rounds up to 0.1, ignoring noise below 0.0001: the spec's factors are cut short (0.39370078
 * for 1/2.54), so 30 in comes out as 76.2000003 cm, which is 76.2 and not 76.3.
 */
const roundUpToTenth = (value: number) => Math.ceil(Number((value * 10).toFixed(3))) / 10;

/**
 * One figure in the other units. Metric → imperial is the core's conversion (quote §5, the rate
 * call's); imperial → metric divides by the same factors. DECISION: rounded up to 0.1 cm / kg —
 * like the core's rounding, so a converted box never declares less than it measures.
 */
function convertMeasure(text: string, measure: BoxMeasure, to: DraftUnits): string {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return text;
  const isWeight = measure === 'weight';
  if (to === 'imperial') {
    return String(isWeight ? toPounds(value, 'KG') : toInches(value, 'CM'));
  }
  return String(roundUpToTenth(value / (isWeight ? KG_TO_LB : CM_TO_IN)));
}

/** A box's figures in other units (the unit switch). */
export function convertBoxDraft(box: BoxDraft, to: DraftUnits): BoxDraft {
  const converted = { ...box };
  for (const measure of MEASURES) converted[measure] = convertMeasure(box[measure], measure, to);
  return converted;
}

/**
 * A preset or a customer's saved box (GET /api/UserPackages: the same name, category, size and
 * units) as a box, its figures in the units shown.
 */
export function boxDraftOfPreset(preset: Omit<PackagePreset, 'id'>, units: DraftUnits): BoxDraft {
  const box: BoxDraft = {
    ...emptyBoxDraft(),
    presetName: preset.name,
    category: preset.category ?? '',
    length: String(preset.length),
    width: String(preset.width),
    height: String(preset.height),
    weight: String(preset.weight),
  };
  const presetUnits: DraftUnits = preset.linearUnit === 'CM' ? 'metric' : 'imperial';
  return presetUnits === units ? box : convertBoxDraft(box, units);
}

/** A box of a search (a resumed one) as a draft in the units shown. */
export function boxDraftOfBox(box: Box, units: DraftUnits): BoxDraft {
  const draft: BoxDraft = {
    ...emptyBoxDraft(),
    presetName: box.presetName ?? box.name ?? '',
    category: box.category ?? '',
    length: String(box.length ?? ''),
    width: String(box.width ?? ''),
    height: String(box.height ?? ''),
    weight: String(box.weight ?? ''),
    marketValue: box.marketValue ? String(box.marketValue) : '',
  };
  const boxUnits: DraftUnits = box.linearUnit === 'CM' ? 'metric' : 'imperial';
  return boxUnits === units ? draft : convertBoxDraft(draft, units);
}

const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/** The figures the box rule reads. */
function validatableOf(box: BoxDraft) {
  return {
    name: box.presetName,
    category: box.category,
    length: numberOf(box.length),
    width: numberOf(box.width),
    height: numberOf(box.height),
    weight: numberOf(box.weight),
    marketValue: box.marketValue,
  };
}

/** The box error flags of the core rule (quote §3). */
export const boxErrorsOf = (box: BoxDraft, units: DraftUnits): BoxErrorFlags =>
  validateBox(validatableOf(box), unitsOf(units));

/** The box as the search keeps it; the market value as a number (quote §3). */
export function boxOf(box: BoxDraft, units: DraftUnits): Box {
  const figures = validatableOf(box);
  return {
    presetName: box.presetName === CUSTOM_BOX ? undefined : box.presetName,
    name: box.presetName,
    category: box.category,
    length: figures.length,
    width: figures.width,
    height: figures.height,
    weight: figures.weight,
    marketValue: toMarketValue(box.marketValue),
    errors: boxErrorsOf(box, units),
    ...unitsOf(units),
  };
}
