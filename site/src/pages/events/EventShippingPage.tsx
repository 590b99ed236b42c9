import type { BicycleEvent } from '@bikeship/core/schemas';
import { Link } from 'react-router';
import { dayOf, eventPathOf, venueOf } from './eventFacts';
import { type EventLists, useEventLists } from './useEventLists';
import '../../styles/events.css';

/** The dates a listed event gives: its start, and when bikes must be at the venue. */
function listedDatesOf(event: BicycleEvent): string | null {
  const starts = dayOf(event.startDate);
  const firstStage = event.stageDates.find((stage) => stage.stage === 1);
  const arrive = dayOf(firstStage?.deliverDate);
  const ships = dayOf(firstStage?.shipDate);
  return (
    [
      starts ? `Starts ${starts}` : null,
      ships ? `ship from ${ships}` : null,
      arrive ? `at the venue by ${arrive}` : null,
    ]
      .filter(Boolean)
      .join(' · ') || null
  );
}

function EventCard(props: { event: BicycleEvent }) {
  const { event } = props;
  const dates = listedDatesOf(event);
  const venue = venueOf(event);
  return (
    <li className="site-events-card">
      <h3>
        <Link to={eventPathOf(event)}>{event.name}</Link>
      </h3>
      {dates ? <p className="site-events-dates">{dates}</p> : null}
      {venue ? <p className="site-events-venue">{venue}</p> : null}
    </li>
  );
}

/** The lists as they come: loading, the events and partners, or why there are none. */
function EventListings(props: { lists: EventLists }) {
  const { lists } = props;
  if (lists.state === 'loading') return <p role="status">Loading the upcoming events…</p>;
  if (lists.state === 'unreachable') {
    return (
      <p role="alert" className="site-events-problem">
        The list of events could not be loaded just now. Reload the page to try again, or{' '}
        <Link to="/ship">get a quote</Link> with the venue's address.
      </p>
    );
  }
  return (
    <>
      {lists.events.length > 0 ? (
        <ul className="site-events-list" aria-label="Upcoming events">
          {lists.events.map((event) => (
            <EventCard key={event.eventId} event={event} />
          ))}
        </ul>
      ) : (
        <p>
          No event is open for booking right now. Organisers add theirs weeks ahead; meanwhile,{' '}
          <Link to="/ship">get a quote</Link> with the venue's address.
        </p>
      )}
      {lists.partners.length > 0 ? (
        <section aria-labelledby="events-partners-title">
          <h2 id="events-partners-title">Partner shops and tour companies</h2>
          <p>
            They take bikes all year: ship yours to them and they build it up, store it or hand it
            over at the start of your tour.
          </p>
          <ul className="site-events-list" aria-label="Partners">
            {lists.partners.map((partner) => (
              <EventCard key={partner.eventId} event={partner} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * /event-shipping: how shipping to an event works (prerendered, readable without JavaScript),
 * then the upcoming events and the partners, loaded after hydration.
 * DECISION: an event links to `/events/<urlCode>`, not the catch-all `/<urlCode>`. Both show
 * the same page; `/events/…` can never be shadowed by a page the site adds later (a code such
 * as `contact-us` would be), and says in the address what the page is. The catch-all stays for
 * the short links organisers print.
 */
export default function EventShippingPage() {
  const lists = useEventLists();
  return (
    <article className="site-page site-events" aria-labelledby="events-title">
      <h1 id="events-title">Event shipping</h1>
      <p className="site-lead">
        Racing a gran fondo, a gravel race or a stage race, or riding a tour? Ship your bike to the
        event and find it waiting for you at the venue, then ship it home from there when you are
        done.
      </p>
      <section aria-labelledby="events-how-title">
        <h2 id="events-how-title">How it works</h2>
        <ol className="site-events-steps">
          <li>
            <strong>Pick your event below.</strong> Its page has the quote form filled in: the
            venue's address, every leg of the trip (there, and home again), and the ship and
            deliver-by dates the organiser set for each leg.
          </li>
          <li>
            <strong>Add where you ship from and your box.</strong> We only offer speeds that arrive
            by the event's deliver-by date, and ship on the latest day that still makes it, so your
            bike spends as little time in its box as it can.
          </li>
          <li>
            <strong>Pay and print your labels.</strong> The event's coupon, when it has one, is
            applied at payment. Drop the box off or book a pickup; your order keeps the deliver-by
            date, and so does the label.
          </li>
          <li>
            <strong>Ride, then ship it home.</strong> The second leg leaves from the venue's bike
            check after the riding and is home by the organiser's date. Pack it in the same box.
          </li>
        </ol>
        <p>
          Not sure how to pack? Read the <Link to="/packing-guide">packing guide</Link>. Your event
          is not listed? <Link to="/ship">Get a quote</Link> with the venue's address and choose
          "Event or race" as its purpose: you get dated services only.
        </p>
      </section>
      <section className="site-events-upcoming" aria-labelledby="events-upcoming-title">
        <h2 id="events-upcoming-title">Upcoming events</h2>
        <EventListings lists={lists} />
      </section>
    </article>
  );
}
