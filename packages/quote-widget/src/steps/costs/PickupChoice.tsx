import { pickupFeeOf, shownPickupOption } from '@bikeship/core/rules';
import type { PickupOption } from '@bikeship/core/schemas';
import { useFormat, useMessages } from '@bikeship/ui';
import { useId } from 'react';
import { CostsChoice } from './CostsChoice';
import { costsMessages } from './costsMessages';

/**
 * How the carrier gets the box at one stage (form-data pickup options, each with its fee;
 * core's pickupFeeOf: the default pickup fee when an option names none), and the day the box ships with that choice.
 *
 * Until the customer picks one, the free option (drop-off) shows as chosen: it is what a stage
 * without a pickup choice is priced as (the carrier charges no pickup nobody asked for). While
 * the rates of a choice are on their way the options are busy (CostsChoice keeps the focus).
 */
export function PickupChoice(props: {
  stageNumber: number;
  options: readonly PickupOption[];
  chosen: number | undefined;
  /** New rates are on their way: the choice cannot change yet. */
  busy: boolean;
  /** The day the stage ships with the choice shown, when rates are known. */
  shipDate: string | undefined;
  /** The day it shipped on before the customer's last pickup change, when that moved it. */
  movedFrom: string | undefined;
  onChoose(pickupOption: number): void;
}) {
  const t = useMessages(costsMessages);
  const format = useFormat();
  const name = useId();
  const shipDateId = `${name}-ships`;
  const shown = shownPickupOption(props.chosen, props.options);
  return (
    <fieldset className="bs-costs-choices" aria-describedby={shipDateId}>
      <legend>{t('Pickup for stage {n}', { n: props.stageNumber })}</legend>
      {props.options.map((option) => {
        const fee = pickupFeeOf(option.id, props.options) ?? 0;
        return (
          <CostsChoice
            key={option.id}
            name={name}
            checked={shown === option.id}
            busy={props.busy}
            onChoose={() => props.onChoose(option.id)}
          >
            {t('{name} ({fee})', {
              name: option.name,
              fee: fee > 0 ? format.money(fee) : t('free'),
            })}
          </CostsChoice>
        );
      })}
      {/* A live region from the first render, so that a date the choice moves is announced. */}
      <p id={shipDateId} className="bs-costs-hint" role="status">
        {props.shipDate === undefined
          ? ''
          : props.movedFrom !== undefined && props.movedFrom !== props.shipDate
            ? t('Now ships {day} instead of {before}.', {
                day: format.day(props.shipDate),
                before: format.day(props.movedFrom),
              })
            : t('Ships {day}.', { day: format.day(props.shipDate) })}
      </p>
    </fieldset>
  );
}
