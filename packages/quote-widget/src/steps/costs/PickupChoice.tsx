import { DEFAULT_PICKUP_FEE } from '@bikeship/core/constants';
import type { PickupOption } from '@bikeship/core/schemas';
import { useFormat, useMessages } from '@bikeship/ui';
import { useId } from 'react';
import { costsMessages } from './costsMessages';

/**
 * How the carrier gets the box at one stage (form-data pickup options, each with its fee;
 * DEFAULT_PICKUP_FEE when an option names none).
 */
export function PickupChoice(props: {
  stageNumber: number;
  options: readonly PickupOption[];
  chosen: number | undefined;
  disabled: boolean;
  onChoose(pickupOption: number): void;
}) {
  const t = useMessages(costsMessages);
  const format = useFormat();
  const name = useId();
  return (
    <fieldset className="bs-costs-pickup">
      <legend>{t('Pickup for stage {n}', { n: props.stageNumber })}</legend>
      {props.options.map((option) => {
        const fee = option.fee ?? DEFAULT_PICKUP_FEE;
        return (
          <label key={option.id} className="bs-costs-choice">
            <input
              type="radio"
              name={name}
              value={String(option.id)}
              checked={props.chosen === option.id}
              disabled={props.disabled}
              onChange={() => props.onChoose(option.id)}
            />
            <span>
              {t('{name} ({fee})', {
                name: option.name,
                fee: fee > 0 ? format.money(fee) : t('free'),
              })}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
