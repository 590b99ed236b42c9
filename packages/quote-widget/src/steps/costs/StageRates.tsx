import type { RateOption, TripStage } from '@bikeship/core/schemas';
import { useId } from 'react';
import { formatDay, formatMoney } from './formatQuote';

function transitText(days: number): string {
  return days === 1 ? '1 business day' : `${days} business days`;
}

/**
 * The speeds of one stage, cheapest first (the store sorts them), as one radio group named by
 * the stage's heading: name, price, transit days, ship and delivery dates.
 */
export function StageRates(props: {
  trip: TripStage;
  options: readonly RateOption[];
  labelledBy: string;
  locale: string;
  disabled: boolean;
  onChoose(option: RateOption): void;
}) {
  const name = useId();
  const { locale } = props;
  return (
    <div role="radiogroup" aria-labelledby={props.labelledBy} className="bs-costs-rates">
      {props.options.map((option) => (
        <label key={option.code} className="bs-costs-rate">
          <input
            type="radio"
            name={name}
            value={String(option.code)}
            checked={props.trip.rateChoice?.code === option.code}
            disabled={props.disabled}
            onChange={() => props.onChoose(option)}
          />
          <span className="bs-costs-rate-name">{option.name}</span>
          <span className="bs-costs-rate-price">{formatMoney(locale, option.rate)}</span>
          <span className="bs-costs-rate-when">
            {transitText(option.transitDays)}
            {option.ship ? ` · ships ${formatDay(locale, option.ship)}` : ''}
            {option.deliver ? ` · delivered ${formatDay(locale, option.deliver)}` : ''}
            {option.residentialFee > 0
              ? ` · plus ${formatMoney(locale, option.residentialFee)} residential delivery`
              : ''}
          </span>
        </label>
      ))}
    </div>
  );
}
