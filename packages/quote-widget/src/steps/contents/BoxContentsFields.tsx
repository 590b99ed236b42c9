import { CURRENCY } from '@bikeship/core/constants';
import { suggestHsCode } from '@bikeship/core/rules';
import type { Box, ContentOption } from '@bikeship/core/schemas';
import { SelectField, TextField } from '@bikeship/ui';
import type { BoxContentsDraft, BoxContentsErrors } from './contentsDraft';

/** One box of step 4: what is in it and, for an international trip, its customs fields. */
export function BoxContentsFields(props: {
  index: number;
  box: Box;
  draft: BoxContentsDraft;
  errors: BoxContentsErrors;
  options: readonly ContentOption[];
  international: boolean;
  onContents(code: string): void;
  onChange(change: Partial<BoxContentsDraft>): void;
}) {
  const { box, draft, errors } = props;
  const name = box.name ?? box.presetName;
  const suggestion = suggestHsCode(draft.contentsCode);
  const contentsLabel = props.options.find((option) => option.code === draft.contentsCode)?.label;
  return (
    <fieldset className="bs-contents-box">
      <legend>
        Box {props.index + 1}
        {name ? `: ${name}` : ''}
      </legend>
      <SelectField
        label="What is in the box"
        required
        placeholder="Choose the contents"
        options={props.options.map((option) => ({ value: option.code, label: option.label }))}
        value={draft.contentsCode}
        onChange={props.onContents}
        error={errors.contentsCode}
      />
      <TextField
        label="Description"
        hint="In your words, e.g. road bike with pedals and seat post packed beside it."
        value={draft.description}
        onChange={(description) => props.onChange({ description })}
        error={errors.description}
      />
      {props.international ? (
        <div className="bs-contents-customs">
          <h3>For customs</h3>
          <TextField
            label="HS code"
            required
            inputMode="decimal"
            autoComplete="off"
            hint={
              suggestion
                ? `Suggested for ${contentsLabel ?? 'these contents'}: ${suggestion}. Change it if your goods are classified differently.`
                : 'The Harmonized System code of the goods, e.g. 8714.99 for bike parts.'
            }
            value={draft.hsCode}
            onChange={(hsCode) => props.onChange({ hsCode, hsCodeEdited: true })}
            error={errors.hsCode}
          />
          <TextField
            label={`Value for customs (${CURRENCY})`}
            required
            inputMode="decimal"
            hint="What the contents are worth. A value other than the quoted one changes the customs estimate: the payment step shows the new total."
            value={draft.customsValue}
            onChange={(customsValue) => props.onChange({ customsValue })}
            error={errors.customsValue}
          />
          <TextField
            label="Description for customs"
            required
            hint='What the commercial invoice says, e.g. "Used road bicycle".'
            value={draft.customsDescription}
            onChange={(customsDescription) => props.onChange({ customsDescription })}
            error={errors.customsDescription}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
