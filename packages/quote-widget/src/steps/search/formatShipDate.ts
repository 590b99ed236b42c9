/** A ship date ('YYYY-MM-DD') for people, in the widget's locale: 'Friday, July 3, 2026'. */
export function formatShipDate(date: string, locale: string): string {
  const instant = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(instant)) return date;
  // UTC both ways: the calendar day itself, never shifted by the visitor's time zone.
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}
