import { SelectField } from '@bikeship/ui';
import { type BoxDraft, boxDraftOfPreset, CUSTOM_BOX, type DraftUnits } from './boxDraft';
import { useFormList } from './useFormList';

/**
 * The box picker (quote §3 presets): a preset fills in its size, weight and category in the
 * units shown; "Custom size" keeps the figures for the customer to type.
 */
export function BoxPresetField(props: {
  box: BoxDraft;
  units: DraftUnits;
  onChange(box: BoxDraft): void;
  error?: string | null;
  /** Offer "Custom size" (the quote box has no size fields, so it offers presets only). */
  allowCustom?: boolean;
}) {
  const presets = useFormList('presets');
  const { box } = props;
  const options = presets.map((preset) => ({ value: preset.name, label: preset.name }));
  if (props.allowCustom) options.push({ value: CUSTOM_BOX, label: 'Custom size' });
  return (
    <SelectField
      label="Box"
      required
      placeholder="Choose a box"
      options={options}
      value={box.presetName}
      error={props.error}
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
