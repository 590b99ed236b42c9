import { useParams } from 'react-router';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import { ErrorPage } from './ErrorPage';
import { EventHeading } from './events/EventHeading';
import { EventStageDates } from './events/EventStageDates';
import { useEventByCode } from './events/useEventByCode';
import { WizardPlace } from './ship/WizardPlace';
import '../styles/events.css';

/**
 * The event and partner pages (`/events/:event`, `/partners/:event`, `/event2/:event/:id`, and
 * the catch-all `/:event`, quote §2): the event's name, dates and venue as the API has them, its
 * per-stage ship and deliver-by dates, and
 * the wizard filled in with the event (its venue, per-stage dates and coupon: the quote widget's
 * `eventCode`). A code no event has is the 404 page — as the server answers the first load of
 * it with the 404 status; here for a visit made inside the site. Without a code (/events) the
 * page is the wizard under the route's own heading.
 */
export default function EventPage() {
  const { event: code } = useParams();
  const route = useCurrentRoute();
  const lookup = useEventByCode(code);
  if (code && lookup.state === 'unknown') return <ErrorPage status={404} />;
  const routeHeading = route?.title.replace(/ — bikeship$/, '') ?? 'Event shipping';
  return (
    <section className="site-page site-event" aria-labelledby="event-title">
      {code && lookup.state === 'found' ? (
        <>
          <EventHeading id="event-title" event={lookup.event} />
          <EventStageDates event={lookup.event} />
        </>
      ) : (
        <h1 id="event-title">{routeHeading}</h1>
      )}
      {code && lookup.state === 'loading' ? <p role="status">Loading the event…</p> : null}
      {code && lookup.state === 'unreachable' ? (
        <p role="alert">The event could not be loaded just now. Reload the page to try again.</p>
      ) : null}
      {!code || lookup.state === 'found' ? (
        <WizardPlace eventCode={lookup.state === 'found' ? lookup.event.urlCode : undefined} />
      ) : null}
    </section>
  );
}
