import { Button, Field } from '@bikeship/ui';
import { useEffect, useState } from 'react';
import { useQuoteBasics } from '../../runtime/QuoteRuntimeContext';
import { formatShipDate } from './formatShipDate';
import { checkShipDate, type ShipDateCheck } from './shipDateCalendar';

function problemMessage(date: string, check: ShipDateCheck, locale: string): string {
  const day = formatShipDate(date, locale);
  const reason =
    check.problem === 'weekend'
      ? `We cannot ship on ${day}: the carrier does not pick up on weekends.`
      : check.problem === 'holiday'
        ? `We cannot ship on ${day}: it is a carrier holiday.`
        : 'Choose a business day from today to the end of next year.';
  return check.nextValid
    ? `${reason} The next day we can ship is ${formatShipDate(check.nextValid, locale)}.`
    : reason;
}

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
}) {
  const basics = useQuoteBasics();
  const { locale } = basics.settings;
  const [checked, setChecked] = useState<{ key: string; check: ShipDateCheck } | null>(null);
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
  return (
    <div className="bs-search-date">
      <Field
        label={props.label}
        required
        error={props.error ?? (refused && problemMessage(props.value, refused, locale))}
      >
        {(control) => (
          <input
            {...control}
            className="bs-input"
            type="date"
            min={check?.today}
            value={props.value}
            onInput={(event) => props.onChange((event.target as HTMLInputElement).value)}
          />
        )}
      </Field>
      {refused?.nextValid ? (
        <Button variant="link" onClick={() => props.onChange(refused.nextValid ?? '')}>
          Ship on {formatShipDate(refused.nextValid, locale)} instead
        </Button>
      ) : null}
    </div>
  );
}
