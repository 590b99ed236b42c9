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
      <legend>{name ? t('boxOf', { n, name }) : t('box', { n })}</legend>
      <SelectField
        label={t('what')}
        required
        placeholder={t('choose')}
        options={props.options.map((option) => ({ value: option.code, label: option.label }))}
        value={draft.contentsCode}
        onChange={props.onContents}
        error={errors.contentsCode}
      />
      <TextField
        label={t('desc')}
        hint={t('descHint')}
        value={draft.description}
        onChange={(description) => props.onChange({ description })}
        error={errors.description}
      />
      {props.international ? (
        <div className="bs-contents-customs">
          <h3>{t('customs')}</h3>
          <TextField
            label={t('hs')}
            required
            inputMode="decimal"
            autoComplete="off"
            hint={
              suggestion
                ? t('hsTip', {
                    contents: contentsLabel ?? t('these'),
                    code: suggestion,
                  })
                : t('hsHint')
            }
            value={draft.hsCode}
            onChange={(hsCode) => props.onChange({ hsCode, hsCodeEdited: true })}
            error={errors.hsCode}
          />
          <TextField
            label={t('value', { currency: CURRENCY })}
            required
            inputMode="decimal"
            hint={t('valueHint')}
            value={draft.customsValue}
            onChange={(customsValue) => props.onChange({ customsValue })}
            error={errors.customsValue}
          />
          <TextField
            label={t('cDesc')}
            required
            hint={t('cDescHint')}
            value={draft.customsDescription}
            onChange={(customsDescription) => props.onChange({ customsDescription })}
            error={errors.customsDescription}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
