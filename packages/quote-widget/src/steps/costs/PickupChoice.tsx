import { DEFAULT_PICKUP_FEE } from '@bikeship/core/constants';
import type { PickupOption } from '@bikeship/core/schemas';
import { useId } from 'react';
import { formatMoney } from './formatQuote';

/**
 * How the carrier gets the box at one stage (form-data pickup options, each with its fee;
 * DEFAULT_PICKUP_FEE when an option names none).
 */
export function PickupChoice(props: {
  stageNumber: number;
  options: readonly PickupOption[];
  chosen: number | undefined;
  locale: string;
  disabled: boolean;
  onChoose(pickupOption: number): void;
}) {
  const name = useId();
  return (
    <fieldset className="bs-costs-pickup">
      <legend>Pickup for stage {props.stageNumber}</legend>
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
              {option.name} ({fee > 0 ? formatMoney(props.locale, fee) : 'free'})
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
