import { Button, Field, formatLongDay, useLocale, useMessages } from '@bikeship/ui';
import { useEffect, useState } from 'react';
import { useQuoteBasics } from '../../runtime/QuoteRuntimeContext';
import { searchMessages } from './searchMessages';
import {
  checkShipDate,
  type ShipDateCheck,
  type ShipDateProblem,
  shipToday,
} from './shipDateCalendar';

/** Why a date is refused, in the customer's words (`{day}`: the date typed). */
const PROBLEM_TEXTS: Record<ShipDateProblem, string> = {
  weekend: 'We cannot ship on {day}: the carrier does not pick up on weekends.',
  holiday: 'We cannot ship on {day}: it is a carrier holiday.',
  outOfRange: 'Choose a business day from today to the end of next year.',
};

/**
 * A stage's ship date, limited to business days (quote §4): a weekend, a holiday of the origin
 * country, a past date or one beyond next year is refused under the field, with the next valid
 * date offered. `error` is the form's own message (no date yet, before the previous stage).
 */
export function ShipDateField(props: {
  label: string;
  value: string;
  country: string;
  onChange(date: string): void;
  error?: string | null;
  /** What the customer should know beside the date (an event's deliver-by day). */
  hint?: string;
}) {
  const basics = useQuoteBasics();
  const t = useMessages(searchMessages);
  const locale = useLocale();
  const [checked, setChecked] = useState<{ key: string; check: ShipDateCheck } | null>(null);
  // The earliest date, set once: Chromium rebuilds a date field when its `min` changes, which
  // threw away a half-typed date (typing 12/10/2026 gave year 0002, then an empty field).
  const [today, setToday] = useState<string>();
  useEffect(() => {
    void shipToday(basics.api.date).then(setToday);
  }, []);
  const key = `${props.country} ${props.value}`;
  useEffect(() => {
    if (!props.value) return;
    let current = true;
    void checkShipDate(basics.api.date, props.country, props.value).then(
      (check) => current && setChecked({ key, check }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const check = props.value && checked?.key === key ? checked.check : null;
  const refused = check?.problem ? check : null;
  // Why the date is refused, then the next day the carrier picks up (when there is one).
  const nextDay = refused?.nextValid && formatLongDay(locale, refused.nextValid);
  const reason =
    refused?.problem &&
    t(PROBLEM_TEXTS[refused.problem], { day: formatLongDay(locale, props.value) });
  return (
    <div className="bs-search-date">
      <Field
        label={props.label}
        required
        hint={props.hint}
        error={
          props.error ??
          (reason && nextDay
            ? t('{reason} The next day we can ship is {day}.', { reason, day: nextDay })
            : reason)
        }
      >
        {(control) => (
          <input
            {...control}
            className="bs-input"
            type="date"
            min={today}
            value={props.value}
            onInput={(event) => props.onChange((event.target as HTMLInputElement).value)}
          />
        )}
      </Field>
      {nextDay ? (
        <Button variant="link" onClick={() => props.onChange(refused?.nextValid ?? '')}>
          {t('Ship on {day} instead', { day: nextDay })}
        </Button>
      ) : null}
    </div>
  );
}
