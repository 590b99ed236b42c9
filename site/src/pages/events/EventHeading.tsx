import type { BicycleEvent } from '@bikeship/core/schemas';
import { dayOf, venueOf } from './eventFacts';

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
        {props.event.stageDates.some((stage) => stage.deliverDate)
          ? ' Only the speeds that arrive by the deliver-by date are offered.'
          : ''}
      </p>
    </header>
  );
}
