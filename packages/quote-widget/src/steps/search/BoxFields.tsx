import type { BoxErrorFlags } from '@bikeship/core/rules';
import { Button, SelectField, TextField } from '@bikeship/ui';
import { useId } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { BoxPresetField } from './BoxPresetField';
import {
  type BoxDraft,
  type BoxMeasure,
  boxErrorMessages,
  boxErrorsOf,
  type DraftUnits,
  unitLabels,
} from './boxDraft';
import { useFormList } from './useFormList';

const MEASURE_LABELS: Record<BoxMeasure, string> = {
  length: 'Length',
  width: 'Width',
  height: 'Height',
  weight: 'Weight',
};

/**
 * One box (quote §3): preset or custom size, dimensions and weight in the units shown, what is
 * in it, declared value. Each error flag of the core box rule shows on its own field — as soon
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
  const { locale } = useQuoteRuntime().settings;
  const categories = useFormList('categories');
  const errors = boxErrorsOf(box, units);
  const messages = boxErrorMessages(units, locale);
  const labels = unitLabels(units);
  const dimensionalId = useId();
  const errorOf = (flag: keyof BoxErrorFlags & keyof typeof messages, typed: string) =>
    errors[flag] && (submitted || typed.trim() !== '') ? messages[flag] : null;

  return (
    <fieldset
      className="bs-search-box"
      aria-describedby={errors.dimensional ? dimensionalId : undefined}
    >
      <legend>Box {props.index + 1}</legend>
      <BoxPresetField
        box={box}
        units={units}
        allowCustom
        onChange={onChange}
        error={submitted && errors.nameSelection ? messages.nameSelection : null}
      />
      <div className="bs-search-measures">
        {(Object.keys(MEASURE_LABELS) as BoxMeasure[]).map((measure) => (
          <TextField
            key={measure}
            label={`${MEASURE_LABELS[measure]} (${measure === 'weight' ? labels.weight : labels.length})`}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            required
            value={box[measure]}
            error={errorOf(measure, box[measure])}
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
        label="What is in it"
        required
        placeholder="Choose"
        options={categories.map((category) => ({ value: category.code, label: category.name }))}
        value={box.category}
        error={submitted && errors.categorySelection ? messages.categorySelection : null}
        onChange={(category) => onChange({ ...box, category })}
      />
      <TextField
        label="Declared value (USD)"
        inputMode="decimal"
        value={box.marketValue}
        hint="What the contents are worth, for customs and protection."
        error={errorOf('marketValue', box.marketValue)}
        onChange={(marketValue) => onChange({ ...box, marketValue })}
      />
      {props.onRemove ? (
        <Button variant="link" onClick={props.onRemove}>
          Remove box {props.index + 1}
        </Button>
      ) : null}
    </fieldset>
  );
}
