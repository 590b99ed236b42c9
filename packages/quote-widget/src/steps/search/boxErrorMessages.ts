import {
  BOX_MAX_LENGTH_IN,
  BOX_MAX_LENGTH_PLUS_GIRTH_IN,
  BOX_MAX_MARKET_VALUE,
  BOX_MAX_WEIGHT_LB,
  BOX_MIN_DIMENSION_IN,
  BOX_MIN_WEIGHT_LB,
  CM_TO_IN,
  CURRENCY,
  KG_TO_LB,
} from '@bikeship/core/constants';
import { toPounds } from '@bikeship/core/rules';
import type { Translator } from '@bikeship/ui';
import { type BoxDraft, type DraftUnits, unitsOf } from './boxDraft';

/** The unit symbols shown, in English (messages to translate): `t(unitsShown('metric').length)` → 'cm'. */
export const unitsShown = (units: DraftUnits) =>
  units === 'metric'
    ? ({ length: 'cm', weight: 'kg' } as const)
    : ({ length: 'in', weight: 'lb' } as const);

/**
 * Whether a box's weight is over the carriers' limit (not under the minimum): the one weight
 * error whose fix is another box, not another figure.
 */
export const isOverWeightLimit = (box: BoxDraft, units: DraftUnits): boolean =>
  toPounds(Number(box.weight), unitsOf(units).weightUnit) > BOX_MAX_WEIGHT_LB;

/**
 * The customer-facing text of each box error flag but `nameSelection` (the box picker's own,
 * 'Choose a box.'), with the bounds in the units shown. Its own module, not
 * boxDraft.ts's: only step 1's size fields show these, and the quote box's first load carries
 * boxDraft.ts.
 * `locale` is one Intl takes (the surface's, useLocale).
 * DECISION: metric bounds are shown in whole units inside the imperial ones (3–274 cm for
 * 1–108 in), so a figure the message allows always passes the rule.
 */
export function boxErrorMessages(units: DraftUnits, t: Translator, locale: string) {
  const metric = units === 'metric';
  const shown = unitsShown(units);
  const inUnits = (inches: number, factor: number, round: (n: number) => number) =>
    metric ? round(inches / factor) : inches;
  const side = {
    min: inUnits(BOX_MIN_DIMENSION_IN, CM_TO_IN, Math.ceil),
    max: inUnits(BOX_MAX_LENGTH_IN, CM_TO_IN, Math.floor),
    unit: t(shown.length),
  };
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 0,
  });
  const weight = {
    min: inUnits(BOX_MIN_WEIGHT_LB, KG_TO_LB, Math.ceil),
    max: inUnits(BOX_MAX_WEIGHT_LB, KG_TO_LB, Math.floor),
    unit: t(shown.weight),
  };
  return {
    length: t('Length must be {min}–{max} {unit}.', side),
    width: t('Width must be {min}–{max} {unit}.', side),
    height: t('Height must be {min}–{max} {unit}.', side),
    weight: t('Weight must be {min}–{max} {unit}.', weight),
    overWeight: t('A box can weigh at most {max} {unit}: split the load into two boxes.', weight),
    dimensional: t(
      'This box is too big: the longest side plus twice each other side must be at most {max} {unit}.',
      {
        max: inUnits(BOX_MAX_LENGTH_PLUS_GIRTH_IN, CM_TO_IN, Math.floor),
        unit: side.unit,
      },
    ),
    categorySelection: t('Choose what is in the box.'),
    marketValue: t('Enter a value from {min} to {max}.', {
      min: money.format(0),
      max: money.format(BOX_MAX_MARKET_VALUE),
    }),
  } as const;
}
