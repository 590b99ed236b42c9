import type { BicycleEvent } from '@bikeship/core/schemas';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A date the API gives (ISO, date or date-time) as the site writes it; null if unreadable. */
function dayOf(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : DAY.format(date);
}

/** The venue as the event's address gives it: the place's name, then its town. */
function venueOf(event: BicycleEvent): string | null {
  const address = event.address;
  if (!address) return null;
  const place = address.company ?? address.displayName;
  const town = [address.city, address.state].filter(Boolean).join(', ');
  return [place, town].filter(Boolean).join(', ') || null;
}

/** An event page's heading: the event's name (the page's h1), its start date and venue. */
export function EventHeading(props: { id: string; event: BicycleEvent }) {
  const starts = dayOf(props.event.startDate);
  const venue = venueOf(props.event);
  return (
    <header className="site-event-header">
      <h1 id={props.id}>{props.event.name}</h1>
      {starts || venue ? (
        <p className="site-event-facts">
          {[starts ? `Starts ${starts}` : null, venue].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      <p>
        Ship your bike to the event: the venue and the event's ship and delivery dates are filled in
        below{props.event.couponCode ? ", and the event's coupon is applied at payment" : ''}.
      </p>
    </header>
  );
}
