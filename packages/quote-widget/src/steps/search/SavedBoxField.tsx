import type { ReferenceLoad } from '@bikeship/core/runtime';
import type { UserPackage } from '@bikeship/core/schemas';
import { selectUser } from '@bikeship/core/stores';
import { SelectField, useMessages, useReferenceData, useSession } from '@bikeship/ui';
import { useQuoteBasics } from '../../runtime/QuoteRuntimeContext';
import type { QuoteApi } from '../../runtime/quoteRuntime';
import { type BoxDraft, boxDraftOfPreset, type DraftUnits } from './boxDraft';
import { searchStepMessages } from './searchStepMessages';

/**
 * A customer's saved boxes (GET /api/UserPackages), keyed by the customer so that they are never
 * another's. Not kept: an order may save new ones, so each visit to the step asks again (boxes
 * shown together share the one call).
 */
const savedBoxesOf = (userId: string): ReferenceLoad<QuoteApi, UserPackage[]> => ({
  key: `user:${userId}:boxes`,
  load: async (api) => {
    const answer = await api.places.getUserPackages();
    if (!answer) throw new Error('the saved boxes could not be loaded');
    return answer.value;
  },
  keep: () => false,
});

/**
 * A signed-in customer's saved boxes beside the presets (quote §6: registered users have saved
 * boxes): choosing one fills the box — its name, category, size and weight in the units shown,
 * and its declared value. Nothing shows while they load or when there are none; a failure says
 * so and the presets still work. Loaded only for a signed-in customer (BoxFields.tsx, customerPieces.ts).
 */
export function SavedBoxField(props: {
  box: BoxDraft;
  units: DraftUnits;
  onChange(box: BoxDraft): void;
}) {
  const t = useMessages(searchStepMessages);
  const { api } = useQuoteBasics();
  const userId = useSession((state) => selectUser(state)?.id);
  const read = useReferenceData(api, userId ? savedBoxesOf(userId) : null);
  if (read.status === 'failed') {
    return <p className="bs-field-hint">{t('Your saved boxes could not be loaded.')}</p>;
  }
  const boxes = read.value ?? [];
  if (boxes.length === 0) return null;
  const { box, units } = props;
  return (
    <SelectField
      label={t('Your saved boxes')}
      placeholder={t('Choose a saved box')}
      options={boxes.map((saved) => ({ value: String(saved.packageId), label: saved.name }))}
      value={String(boxes.find((saved) => saved.name === box.presetName)?.packageId ?? '')}
      onChange={(packageId) => {
        const saved = boxes.find((each) => String(each.packageId) === packageId);
        if (!saved) return;
        props.onChange({
          ...boxDraftOfPreset(saved, units),
          key: box.key,
          marketValue:
            saved.marketValue === undefined ? box.marketValue : String(saved.marketValue),
        });
      }}
    />
  );
}
