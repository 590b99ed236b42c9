import { MAX_STAGES, SHIP_MODE_MULTI_CITY } from '@bikeship/core/constants';
import { SHIP_MODE_LABELS } from '@bikeship/core/rules';
import type { ShipMode } from '@bikeship/core/schemas';
import { Button } from '@bikeship/ui';
import { type Dispatch, type SetStateAction, useId } from 'react';
import { PlaceLookup } from './PlaceLookup';
import { ShipDateField } from './ShipDateField';
import {
  countryOfPlace,
  resolvedStages,
  type SearchDraft,
  shipModeOfDraft,
  withPlace,
  withShipMode,
  withStage,
  withStageAdded,
  withStageRemoved,
} from './searchDraft';
import type { StageErrors } from './searchDraftErrors';

const MODES = Object.entries(SHIP_MODE_LABELS).map(
  ([mode, label]) => [Number(mode) as ShipMode, label] as const,
);

/**
 * The trip (quote §1–§3): the ship mode, derived from the number of stages and shown as the
 * choice of trip type, and each stage's from, to and ship date. Round-Trip adds the return
 * (stage 1 reversed); Multi-City adds and removes stages up to MAX_STAGES.
 */
export function TripStages(props: {
  draft: SearchDraft;
  setDraft: Dispatch<SetStateAction<SearchDraft>>;
  /** Shown once the customer asked for rates. */
  errors: StageErrors[] | null;
}) {
  const { draft, setDraft } = props;
  const modeName = useId();
  const mode = shipModeOfDraft(draft);
  const stages = resolvedStages(draft.stages);
  return (
    <>
      <fieldset className="bs-search-modes">
        <legend>Trip type</legend>
        {MODES.map(([value, label]) => (
          <label key={value} className="bs-search-mode">
            <input
              type="radio"
              name={modeName}
              checked={mode === value}
              onChange={() => setDraft((current) => withShipMode(current, value))}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {stages.map((stage, index) => {
        const errors = props.errors?.[index];
        const venue = stage.toDetails?.isEventAddress ? stage.toDetails : null;
        return (
          <fieldset key={stage.key} className="bs-search-stage">
            <legend>
              Stage {index + 1}
              {stage.returnOfFirst ? ' (return)' : ''}
            </legend>
            <PlaceLookup
              label="From"
              value={stage.from}
              error={errors?.from}
              onChange={(place) => setDraft((current) => withPlace(current, index, 'from', place))}
            />
            <PlaceLookup
              label="To"
              value={stage.to}
              error={errors?.to}
              hint={
                venue ? `Event address: ${venue.company ?? ''}, ${venue.address1 ?? ''}` : undefined
              }
              onChange={(place) => setDraft((current) => withPlace(current, index, 'to', place))}
            />
            <ShipDateField
              label="Ship date"
              value={stage.shipDate}
              country={countryOfPlace(stage.from)}
              error={errors?.shipDate}
              onChange={(shipDate) =>
                setDraft((current) => withStage(current, index, { shipDate }))
              }
            />
            {index > 0 ? (
              <Button
                variant="link"
                onClick={() => setDraft((current) => withStageRemoved(current, index))}
              >
                Remove stage {index + 1}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {mode === SHIP_MODE_MULTI_CITY ? (
        stages.length < MAX_STAGES ? (
          <Button onClick={() => setDraft(withStageAdded)}>Add a stage</Button>
        ) : (
          <p className="bs-field-hint">A trip has at most {MAX_STAGES} stages.</p>
        )
      ) : null}
    </>
  );
}
