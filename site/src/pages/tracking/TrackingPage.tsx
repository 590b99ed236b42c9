import type { Order, PackageLocationResponse } from '@bikeship/core/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMounted } from '../account/useMounted';
import { LookupForm } from '../forms/LookupForm';
import { useLookupText } from '../forms/useLookupText';
import { trackingQueryOf } from './trackingQuery';
import { type TrackingLookup, useTrackingLookup } from './useTrackingLookup';
import '../../styles/tracking.css';

/** The query parameter that holds the number: a lookup can be reloaded, shared and gone back to. */
const NUMBER_PARAM = 'number';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const whenOf = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
};
/** A calendar date of the API (`2026-12-02`): the same day wherever the visitor is. */
const dayOf = (isoDate: string) => {
  const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : dateOnly.format(time);
};

type Side = Order['shipments'][number]['from'];
const placeOf = (side: Side) =>
  [side?.city, side?.state].filter(Boolean).join(', ') || 'Address to come';

function PackageAnswer(props: { location: PackageLocationResponse }) {
  const { location } = props;
  return (
    <section className="site-tracking-answer" aria-labelledby="tracking-answer-title">
      <h2 id="tracking-answer-title">Package {location.code}</h2>
      <p className="site-tracking-status">
        <strong>{location.status}</strong>
        {location.location ? <span> · {location.location}</span> : null}
      </p>
      {location.estimatedDelivery ? (
        <p>Expected delivery: {dayOf(location.estimatedDelivery)}</p>
      ) : null}
      {location.events.length > 0 ? (
        <ol className="site-tracking-timeline" aria-label="Scans, newest first">
          {location.events.map((event) => (
            <li key={`${event.time} ${event.description}`}>
              <time dateTime={event.time}>{whenOf(event.time)}</time>
              <span className="site-tracking-event">{event.description}</span>
              {event.location ? (
                <span className="site-tracking-place">{event.location}</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>No scan yet: the carrier scans the package when it picks it up.</p>
      )}
    </section>
  );
}

function OrderAnswer(props: { order: Order }) {
  const { order } = props;
  return (
    <section className="site-tracking-answer" aria-labelledby="tracking-answer-title">
      <h2 id="tracking-answer-title">Order #{order.orderId}</h2>
      <p>Each box of each stage has a tracking number of its own: choose one to follow it.</p>
      <ul className="site-tracking-stages">
        {order.shipments.map((shipment) => (
          <li key={shipment.shipmentId}>
            <h3>
              Stage {shipment.stage}: {placeOf(shipment.from)} → {placeOf(shipment.to)}
            </h3>
            <ul>
              {shipment.packages.map((box) => (
                <li key={box.boxId}>
                  {box.name ?? 'Box'}:{' '}
                  {box.trackingNumber ? (
                    <Link to={`?${NUMBER_PARAM}=${encodeURIComponent(box.trackingNumber)}`}>
                      {box.trackingNumber}
                    </Link>
                  ) : (
                    'no label yet, so no tracking number yet'
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the page says under the box for a lookup. */
function LookupAnswer(props: { lookup: TrackingLookup; asked: string }) {
  const { lookup } = props;
  switch (lookup.state) {
    case 'idle':
      return null;
    case 'loading':
      return <p>Looking it up…</p>;
    case 'package':
      return <PackageAnswer location={lookup.location} />;
    case 'order':
      return <OrderAnswer order={lookup.order} />;
    case 'unknown-package':
      return (
        <p className="site-tracking-problem">
          No package has the tracking number <strong>{lookup.code}</strong>. Check it against your
          label or your order email, or enter your order number instead.
        </p>
      );
    case 'unknown-order':
      return (
        <p className="site-tracking-problem">
          Order #{lookup.orderId} is not one this browser can show: an order shows only to the
          account that placed it, or to the browser a guest ordered in. Enter a tracking number from
          your order email instead — it works anywhere — or{' '}
          <Link
            to={`/login?redirect=${encodeURIComponent(`/tracking?${NUMBER_PARAM}=${props.asked}`)}`}
          >
            log in
          </Link>{' '}
          if you ordered with an account.
        </p>
      );
    case 'unreachable':
      return (
        <p className="site-tracking-problem">
          Tracking could not be reached just now. Check your connection and press Track again.
        </p>
      );
  }
}

/**
 * `/tracking` and `/track` (quote §7 tracking): a tracking number shows its package's status at a
 * glance — the newest scan and where — and the timeline of its scans (GET
 * /api/PackageLocation/{code}); an order number lists the order's boxes with their tracking
 * numbers, for the order's owner (a customer signed in, or the guest's browser that ordered).
 * The number goes in the address (`?number=`): a lookup reloads, shares and comes back with the
 * browser's back button. The form is in the prerendered page; the answer needs the API.
 */
export default function TrackingPage() {
  const [params, setParams] = useSearchParams();
  // The prerender knows no query string: the number is read once the page has hydrated.
  const mounted = useMounted();
  const asked = mounted ? (params.get(NUMBER_PARAM) ?? '') : '';
  const [text, setText] = useLookupText(asked);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const lookup = useTrackingLookup(trackingQueryOf(asked));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trackingQueryOf(text).kind === 'empty') {
      setProblem('Enter a tracking number or an order number.');
      input.current?.focus();
      return;
    }
    setProblem(null);
    setParams({ [NUMBER_PARAM]: text.trim() });
  };

  return (
    <article className="site-page site-tracking" aria-labelledby="tracking-title">
      <h1 id="tracking-title">Track a shipment</h1>
      <p className="site-lead">
        Enter the tracking number from your label or order email to see where your bike is, or your
        order number to find the tracking numbers of its boxes.
      </p>
      <LookupForm
        label="Tracking or order number"
        name={NUMBER_PARAM}
        value={text}
        onChange={setText}
        onSubmit={submit}
        buttonText="Track"
        problem={problem}
        inputRef={input}
        inputHints={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
      />
      <div aria-live="polite">
        <LookupAnswer lookup={lookup} asked={asked} />
      </div>
    </article>
  );
}
