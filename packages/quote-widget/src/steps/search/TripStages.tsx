import {
  MAX_STAGES,
  SHIP_MODE_MULTI_CITY,
  SHIP_MODE_ONE_WAY,
  SHIP_MODE_ROUND_TRIP,
} from '@bikeship/core/constants';
import { Button, formatLongDay, useLocale, useMessages } from '@bikeship/ui';
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

/** The ship modes (quote §1) with their labels. */
const MODES = [
  [SHIP_MODE_ONE_WAY, 'One-Way'],
  [SHIP_MODE_ROUND_TRIP, 'Round-Trip'],
  [SHIP_MODE_MULTI_CITY, 'Multi-City'],
] as const;

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
  const locale = useLocale();
  const searchT = useMessages(searchMessages);
  const modeName = useId();
  const mode = shipModeOfDraft(draft);
  const stages = resolvedStages(draft.stages);
  return (
    <>
      <fieldset className="bs-search-modes">
        <legend>{t('Trip type')}</legend>
        {MODES.map(([value, label]) => (
          <label key={value} className="bs-search-mode">
            <input
              type="radio"
              name={modeName}
              checked={mode === value}
              onChange={() => setDraft((current) => withShipMode(current, value))}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      {stages.map((stage, index) => {
        const errors = props.errors?.[index];
        const venue = stage.toDetails?.isEventAddress ? stage.toDetails : null;
        return (
          <fieldset key={stage.key} className="bs-search-stage">
            <legend>
              {stage.returnOfFirst
                ? t('Stage {n} (return)', { n: index + 1 })
                : t('Stage {n}', { n: index + 1 })}
            </legend>
            <PlaceLookup
              label={searchT('From')}
              value={stage.from}
              error={errors?.from}
              onChange={(place) => setDraft((current) => withPlace(current, index, 'from', place))}
            />
            <PlaceLookup
              label={searchT('To')}
              value={stage.to}
              error={errors?.to}
              hint={
                venue
                  ? t('Event address: {company}, {address}', {
                      company: venue.company ?? '',
                      address: venue.address1 ?? '',
                    })
                  : undefined
              }
              onChange={(place) => setDraft((current) => withPlace(current, index, 'to', place))}
            />
            <ShipDateField
              label={searchT('Ship date')}
              value={stage.shipDate}
              country={countryOfPlace(stage.from)}
              error={errors?.shipDate}
              hint={
                stage.deliverDate
                  ? t('Must arrive by {day}.', {
                      day: formatLongDay(locale, stage.deliverDate),
                    })
                  : undefined
              }
              onChange={(shipDate) =>
                setDraft((current) => withStage(current, index, { shipDate }))
              }
            />
            {index > 0 ? (
              <Button
                variant="link"
                onClick={() => setDraft((current) => withStageRemoved(current, index))}
              >
                {t('Remove stage {n}', { n: index + 1 })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {mode === SHIP_MODE_MULTI_CITY ? (
        stages.length < MAX_STAGES ? (
          <Button onClick={() => setDraft(withStageAdded)}>{t('Add a stage')}</Button>
        ) : (
          <p className="bs-field-hint">{t('A trip has at most {n} stages.', { n: MAX_STAGES })}</p>
        )
      ) : null}
    </>
  );
}
