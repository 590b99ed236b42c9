import { Button, useMessages } from '@bikeship/ui';
import { type Dispatch, type SetStateAction, useId } from 'react';
import { BoxFields } from './BoxFields';
import { convertBoxDraft, type DraftUnits, emptyBoxDraft } from './boxDraft';
import type { SearchDraft } from './searchDraft';
import { searchStepMessages } from './searchStepMessages';

/** The unit switch's choices, with their labels. */
const UNIT_CHOICES: readonly (readonly [DraftUnits, string])[] = [
  ['imperial', 'in / lb'],
  ['metric', 'cm / kg'],
];

/**
 * The boxes of the search with the unit switch (quote §5: inches and pounds unless cm or kg is
 * chosen; the element's `units` is where it starts). DECISION: one switch for length and weight
 * together — a customer measuring in cm weighs in kg — and switching converts the figures
 * already typed, so a preset's size stays the same box.
 */
export function BoxList(props: {
  draft: SearchDraft;
  setDraft: Dispatch<SetStateAction<SearchDraft>>;
  submitted: boolean;
}) {
  const { draft, setDraft } = props;
  const t = useMessages(searchStepMessages);
  const id = useId();
  const setUnits = (units: DraftUnits) =>
    setDraft((current) => ({
      ...current,
      units,
      boxes: current.boxes.map((box) => convertBoxDraft(box, units)),
    }));
  return (
    <section className="bs-search-boxes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('Boxes')}</h3>
      <fieldset className="bs-search-modes">
        <legend>{t('Units')}</legend>
        {UNIT_CHOICES.map(([units, label]) => (
          <label key={units} className="bs-search-mode">
            <input
              type="radio"
              name={`${id}-units`}
              checked={draft.units === units}
              onChange={() => setUnits(units)}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      {draft.boxes.map((box, index) => (
        <BoxFields
          key={box.key}
          box={box}
          index={index}
          units={draft.units}
          submitted={props.submitted}
          onChange={(changed) =>
            setDraft((current) => ({
              ...current,
              boxes: current.boxes.map((each, at) => (at === index ? changed : each)),
            }))
          }
          onRemove={
            draft.boxes.length > 1
              ? () =>
                  setDraft((current) => ({
                    ...current,
                    boxes: current.boxes.filter((_, at) => at !== index),
                  }))
              : undefined
          }
        />
      ))}
      <Button
        onClick={() =>
          setDraft((current) => ({ ...current, boxes: [...current.boxes, emptyBoxDraft()] }))
        }
      >
        {t('Add a box')}
      </Button>
    </section>
  );
}
