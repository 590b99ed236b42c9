import {
  MAX_STAGES,
  SHIP_MODE_MULTI_CITY,
  SHIP_MODE_ONE_WAY,
  SHIP_MODE_ROUND_TRIP,
} from '@bikeship/core/constants';
import { Button, useMessages } from '@bikeship/ui';
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
import { searchMessages } from './searchMessages';
import { searchStepMessages } from './searchStepMessages';

const MODES = [SHIP_MODE_ONE_WAY, SHIP_MODE_ROUND_TRIP, SHIP_MODE_MULTI_CITY] as const;

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
  const t = useMessages(searchStepMessages);
  const searchT = useMessages(searchMessages);
  const modeName = useId();
  const mode = shipModeOfDraft(draft);
  const stages = resolvedStages(draft.stages);
  return (
    <>
      <fieldset className="bs-search-modes">
        <legend>{t('trip')}</legend>
        {MODES.map((value) => (
          <label key={value} className="bs-search-mode">
            <input
              type="radio"
              name={modeName}
              checked={mode === value}
              onChange={() => setDraft((current) => withShipMode(current, value))}
            />
            {t(`mode.${value}`)}
          </label>
        ))}
      </fieldset>
      {stages.map((stage, index) => {
        const errors = props.errors?.[index];
        const venue = stage.toDetails?.isEventAddress ? stage.toDetails : null;
        return (
          <fieldset key={stage.key} className="bs-search-stage">
            <legend>{t(stage.returnOfFirst ? 'returnStage' : 'stage', { n: index + 1 })}</legend>
            <PlaceLookup
              label={searchT('from')}
              value={stage.from}
              error={errors?.from}
              onChange={(place) => setDraft((current) => withPlace(current, index, 'from', place))}
            />
            <PlaceLookup
              label={searchT('to')}
              value={stage.to}
              error={errors?.to}
              hint={
                venue
                  ? t('venue', { company: venue.company ?? '', address: venue.address1 ?? '' })
                  : undefined
              }
              onChange={(place) => setDraft((current) => withPlace(current, index, 'to', place))}
            />
            <ShipDateField
              label={searchT('date')}
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
                {t('removeStage', { n: index + 1 })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {mode === SHIP_MODE_MULTI_CITY ? (
        stages.length < MAX_STAGES ? (
          <Button onClick={() => setDraft(withStageAdded)}>{t('addStage')}</Button>
        ) : (
          <p className="bs-field-hint">{t('maxStages', { n: MAX_STAGES })}</p>
        )
      ) : null}
    </>
  );
}
