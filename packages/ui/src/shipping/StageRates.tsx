import type { RateOption } from '@bikeship/core/schemas';
import { useId } from 'react';
import { useFormat } from '../format/useFormat';
import { useMessages } from '../messages/LocaleContext';
import { shippingMessages } from './shippingMessages';

export interface StageRatesProps {
  /** The stage's rate options, in the order to show them (the ship store sorts them). */
  options: readonly RateOption[];
  /** The code of the option chosen, if any. */
  chosen: number | undefined;
  /** The id of the element that names the group (the stage's heading). */
  labelledBy: string;
  disabled?: boolean;
  onChoose(option: RateOption): void;
}

/**
 * The speeds of one stage as one radio group: name, price, transit days, ship and delivery
 * dates, and a residential delivery fee. It shows and reports the choice; the caller keeps it.
 * @example
 * <StageRates options={rates[0].rates} chosen={trip.rateChoice?.code} labelledBy={headingId}
 *   onChoose={(option) => ship.getState().chooseRate(0, option)} />
 */
export function StageRates(props: StageRatesProps) {
  const t = useMessages(shippingMessages);
  const format = useFormat();
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={props.labelledBy} className="bs-rates">
      {props.options.map((option) => (
        <label key={option.code} className="bs-rate">
          <input
            type="radio"
            name={name}
            value={String(option.code)}
            checked={props.chosen === option.code}
            disabled={props.disabled}
            onChange={() => props.onChoose(option)}
          />
          <span className="bs-rate-name">{option.name}</span>
          <span className="bs-rate-price">{format.money(option.rate)}</span>
          <span className="bs-rate-when">
            {[
              t(
                { one: '{count} business day', other: '{count} business days' },
                { count: option.transitDays },
              ),
              option.ship && t('ships {day}', { day: format.day(option.ship) }),
              option.deliver && t('delivered {day}', { day: format.day(option.deliver) }),
              option.residentialFee > 0 &&
                t('plus {amount} residential delivery', {
                  amount: format.money(option.residentialFee),
                }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </label>
      ))}
    </div>
  );
}
