import { Link } from 'react-router';
import { ART, PolicyArt } from './parts/PolicyArt';
import { PolicyPage, PolicySection } from './parts/PolicyPage';

/**
 * /advocacy: the causes bikeship stands for and what it does for them through the product
 * (Buck Up for Bikes, event pages, accessibility) — no named organisations or figures we cannot
 * show.
 */
export default function AdvocacyPage() {
  return (
    <PolicyPage
      title="Advocacy"
      lead="We ship bikes because we want more people riding them. That puts us on the side of safer streets, more bikes in more hands, and cycling events that bring people together."
      illustration={<AdvocacyArt />}
    >
      <PolicySection id="causes" title="What we stand for">
        <ul>
          <li>
            <strong>Access to a bike.</strong> A bike is a way to work, to school and to
            independence. Getting one into the hands of someone who needs it matters more than any
            race.
          </li>
          <li>
            <strong>Safe places to ride.</strong> Protected lanes, calm streets and trails that
            everyone can use, built with the people who ride them.
          </li>
          <li>
            <strong>Events for everyone.</strong> Races, gran fondos and tours that welcome new
            riders, and the local organisers who make them happen.
          </li>
          <li>
            <strong>Riding for every body.</strong> E-bikes and adaptive bikes ship with us like any
            other bike, within the same box limits.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="what-we-do" title="What we do about it">
        <ul>
          <li>
            <strong>Buck Up for Bikes.</strong> At checkout you can add a small donation to your
            order; it is kept apart from the shipping charges. See{' '}
            <Link to="/buckupforbikes">Buck Up for Bikes</Link>.
          </li>
          <li>
            <strong>Event pages.</strong> We give organisers a page of their own where their riders
            ship to the venue with the address and dates filled in and the event's coupon applied (
            <Link to="/event-shipping">Event shipping</Link>).
          </li>
          <li>
            <strong>An accessible service.</strong> We test that shipping a bike works with a
            keyboard, a screen reader and a phone (
            <Link to="/accessibility">accessibility statement</Link>).
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="work-with-us" title="Work with us on a cause">
        <p>
          If you run a cycling advocacy group, a community bike shop or an event that needs bikes
          moved, tell us about it through <Link to="/contact-us">Contact us</Link>. We cannot say
          yes to everything, but we read every request and answer it.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

function AdvocacyArt() {
  return (
    <PolicyArt label="A bike lane sign: a bicycle on a blue circle" width={120} height={120}>
      <circle cx={60} cy={60} r={54} fill={ART.primary} />
      <g fill="none" stroke="#ffffff" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round">
        <circle cx={38} cy={72} r={13} />
        <circle cx={82} cy={72} r={13} />
        <path d="M38 72h22l-6-22zM60 72l16-22H54M76 50l6 22M76 50l-1-6h6M54 50l-2-6M46 44h8" />
      </g>
    </PolicyArt>
  );
}
