import { SelectField, useMessages } from '@bikeship/ui';
import { type BoxDraft, boxDraftOfPreset, CUSTOM_BOX, type DraftUnits } from './boxDraft';
import { searchMessages } from './searchMessages';
import { useFormList } from './useFormList';

/**
 * The box picker (quote §3 presets): a preset fills in its size, weight and category in the
 * units shown; "Custom size" keeps the figures for the customer to type. `missing`: nothing is
 * chosen and the customer asked for rates (the box rule's nameSelection), which it says.
 */
export function BoxPresetField(props: {
  box: BoxDraft;
  units: DraftUnits;
  onChange(box: BoxDraft): void;
  missing?: boolean;
  /** Offer "Custom size" (the quote box has no size fields, so it offers presets only). */
  allowCustom?: boolean;
}) {
  const t = useMessages(searchMessages);
  const presets = useFormList('presets');
  const { box } = props;
  const options = presets.map((preset) => ({ value: preset.name, label: preset.name }));
  if (props.allowCustom) options.push({ value: CUSTOM_BOX, label: t('Custom size') });
  // A box named otherwise — a saved box, or a resumed search's — is shown by its own name.
  const named = box.presetName;
  if (named && !options.some((option) => option.value === named)) {
    options.unshift({ value: named, label: named });
  }
  return (
    <SelectField
      label={t('Box')}
      required
      placeholder={t('Choose a box')}
      options={options}
      value={box.presetName}
      error={props.missing ? t('Choose a box.') : null}
      onChange={(name) => {
        const preset = presets.find((candidate) => candidate.name === name);
        props.onChange(
          preset
            ? {
                ...boxDraftOfPreset(preset, props.units),
                key: box.key,
                marketValue: box.marketValue,
              }
            : { ...box, presetName: name },
        );
      }}
    />
  );
}
