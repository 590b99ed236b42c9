import { CURRENCY } from '@bikeship/core/constants';
import { suggestHsCode } from '@bikeship/core/rules';
import type { Box, ContentOption } from '@bikeship/core/schemas';
import { SelectField, TextField, useMessages } from '@bikeship/ui';
import type { BoxContentsDraft, BoxContentsErrors } from './contentsDraft';
import { contentsMessages } from './contentsMessages';

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
  const t = useMessages(contentsMessages);
  const { box, draft, errors } = props;
  const name = box.name ?? box.presetName;
  const n = props.index + 1;
  const suggestion = suggestHsCode(draft.contentsCode);
  const contentsLabel = props.options.find((option) => option.code === draft.contentsCode)?.label;
  return (
    <fieldset className="bs-contents-box">
      <legend>{name ? t('Box {n}: {name}', { n, name }) : t('Box {n}', { n })}</legend>
      <SelectField
        label={t('What is in the box')}
        required
        placeholder={t('Choose the contents')}
        options={props.options.map((option) => ({ value: option.code, label: option.label }))}
        value={draft.contentsCode}
        onChange={props.onContents}
        error={errors.contentsCode}
      />
      <TextField
        label={t('Description')}
        hint={t('In your words, e.g. road bike with pedals and seat post packed beside it.')}
        value={draft.description}
        onChange={(description) => props.onChange({ description })}
        error={errors.description}
      />
      {props.international ? (
        <div className="bs-contents-customs">
          <h3>{t('For customs')}</h3>
          <TextField
            label={t('HS code')}
            required
            inputMode="decimal"
            autoComplete="off"
            hint={
              suggestion
                ? t(
                    'Suggested for {contents}: {code}. Change it if your goods are classified differently.',
                    {
                      contents: contentsLabel ?? t('these contents'),
                      code: suggestion,
                    },
                  )
                : t('The Harmonized System code of the goods, e.g. 8714.99 for bike parts.')
            }
            value={draft.hsCode}
            onChange={(hsCode) => props.onChange({ hsCode, hsCodeEdited: true })}
            error={errors.hsCode}
          />
          <TextField
            label={t('Value for customs ({currency})', { currency: CURRENCY })}
            required
            inputMode="decimal"
            hint={t(
              'What the contents are worth. A value other than the quoted one changes the customs estimate: the payment step shows the new total.',
            )}
            value={draft.customsValue}
            onChange={(customsValue) => props.onChange({ customsValue })}
            error={errors.customsValue}
          />
          <TextField
            label={t('Description for customs')}
            required
            hint={t('What the commercial invoice says, e.g. "Used road bicycle".')}
            value={draft.customsDescription}
            onChange={(customsDescription) => props.onChange({ customsDescription })}
            error={errors.customsDescription}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
