import type { BoxErrorFlags } from '@bikeship/core/rules';
import { selectIsRegistered } from '@bikeship/core/stores';
import { Button, SelectField, TextField, useLocale, useMessages, useSession } from '@bikeship/ui';
import { lazy, Suspense, useId } from 'react';
import { BoxPresetField } from './BoxPresetField';
import { type BoxDraft, type BoxMeasure, boxErrorsOf, type DraftUnits, MEASURES } from './boxDraft';
import { boxErrorMessages, isOverWeightLimit, unitsShown } from './boxErrorMessages';
import { searchStepMessages } from './searchStepMessages';
import { useFormList } from './useFormList';

// A signed-in customer's saved boxes: a guest, most of step 1's visitors, never loads them.
const SavedBoxField = lazy(() =>
  import('./customerPieces').then((module) => ({ default: module.SavedBoxField })),
);

/** A size field's label, with its unit. */
const MEASURE_LABELS: Record<BoxMeasure, string> = {
  length: 'Length ({unit})',
  width: 'Width ({unit})',
  height: 'Height ({unit})',
  weight: 'Weight ({unit})',
};

/**
 * One box (quote §3): preset, a signed-in customer's saved box or custom size, dimensions and
 * weight in the units shown, what is in it, declared value. Each error flag of the core box rule shows on its own field — as soon
 * as the field has a value, or for every field once the customer asked for rates.
 */
export function BoxFields(props: {
  box: BoxDraft;
  index: number;
  units: DraftUnits;
  submitted: boolean;
  onChange(box: BoxDraft): void;
  onRemove?: () => void;
}) {
  const { box, units, submitted, onChange } = props;
  const t = useMessages(searchStepMessages);
  const categories = useFormList('categories');
  const errors = boxErrorsOf(box, units);
  const locale = useLocale();
  const messages = boxErrorMessages(units, t, locale);
  const shown = unitsShown(units);
  const dimensionalId = useId();
  const registered = useSession(selectIsRegistered);
  const errorOf = (flag: keyof BoxErrorFlags & keyof typeof messages, typed: string) =>
    errors[flag] && (submitted || typed.trim() !== '') ? messages[flag] : null;

  return (
    <fieldset
      className="bs-search-box"
      aria-describedby={errors.dimensional ? dimensionalId : undefined}
    >
      <legend>{t('Box {n}', { n: props.index + 1 })}</legend>
      {registered ? (
        <Suspense fallback={null}>
          <SavedBoxField box={box} units={units} onChange={onChange} />
        </Suspense>
      ) : null}
      <BoxPresetField
        box={box}
        units={units}
        allowCustom
        onChange={onChange}
        missing={submitted && errors.nameSelection}
      />
      <div className="bs-search-measures">
        {MEASURES.map((measure) => (
          <TextField
            key={measure}
            label={t(MEASURE_LABELS[measure], {
              unit: t(measure === 'weight' ? shown.weight : shown.length),
            })}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            required
            value={box[measure]}
            error={
              measure === 'weight' && errorOf(measure, box.weight) && isOverWeightLimit(box, units)
                ? messages.overWeight
                : errorOf(measure, box[measure])
            }
            onChange={(value) => onChange({ ...box, [measure]: value })}
          />
        ))}
      </div>
      {errors.dimensional ? (
        <p className="bs-field-error bs-search-box-error" id={dimensionalId}>
          {messages.dimensional}
        </p>
      ) : null}
      <SelectField
        label={t('What is in it')}
        required
        placeholder={t('Choose')}
        options={categories.map((category) => ({ value: category.code, label: category.name }))}
        value={box.category}
        error={submitted && errors.categorySelection ? messages.categorySelection : null}
        onChange={(category) => onChange({ ...box, category })}
      />
      <TextField
        label={t('Declared value (USD)')}
        inputMode="decimal"
        value={box.marketValue}
        hint={t('What the contents are worth, for customs and protection.')}
        error={errorOf('marketValue', box.marketValue)}
        onChange={(marketValue) => onChange({ ...box, marketValue })}
      />
      {props.onRemove ? (
        <Button variant="link" onClick={props.onRemove}>
          {t('Remove box {n}', { n: props.index + 1 })}
        </Button>
      ) : null}
    </fieldset>
  );
}
