import { Link } from 'react-router';
import { ART, PolicyArt } from './parts/PolicyArt';
import { PolicyPage, PolicySection } from './parts/PolicyPage';

/**
 * /sustainability: what the service does that lowers the footprint of shipping a bike, and what
 * a rider can do — with no offset or emissions figure we do not have.
 */
export default function SustainabilityPage() {
  return (
    <PolicyPage
      title="Sustainability"
      lead="Every box we ship is moved by a truck or a plane, and that has a cost to the planet. We cannot make it disappear, but the service is built so that the cheaper choice is usually the lighter one too. Here is what we do, and what you can do."
      illustration={<SustainabilityArt />}
    >
      <PolicySection id="we-do" title="What the service does">
        <ul>
          <li>
            <strong>Ground first.</strong> Our quotes list every service cheapest first, and the
            cheapest are usually Ground and Economy, which travel by road rather than by air.
          </li>
          <li>
            <strong>Drop-off is free.</strong> Dropping the box at a carrier location costs nothing,
            while a pickup at your address adds a fee: a van that is passing anyway beats a special
            trip.
          </li>
          <li>
            <strong>One box for the whole trip.</strong> A round trip or a multi-city trip of up to
            five stages uses the same box all the way, and saved boxes let you reuse a box's
            measurements next time.
          </li>
          <li>
            <strong>The right size.</strong> The quote prices by dimensional weight, so a compact
            box is cheaper, and it also takes less room on the truck.
          </li>
          <li>
            <strong>Light pages.</strong> Our quote and account widgets have size budgets checked on
            every change, so they load fast on a phone over a weak connection and use less data.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="you-do" title="What you can do">
        <ul>
          <li>Reuse a bike box or a hard case; ask a bike shop for the box a new bike came in.</li>
          <li>Choose a ground service when the date allows: plan ahead with the ship date.</li>
          <li>Drop the box off on a trip you were making anyway.</li>
          <li>
            Pack with the least material that protects the bike: our{' '}
            <Link to="/packing-guide">packing guide</Link> shows how.
          </li>
          <li>Recycle the cardboard and padding when the bike has arrived, or pass the box on.</li>
        </ul>
      </PolicySection>

      <PolicySection id="not-yet" title="What we do not claim">
        <p>
          We do not yet measure the emissions of each shipment, and we do not buy carbon offsets on
          your behalf, so we do not call any shipment "carbon neutral". When we can measure it
          honestly, we will show it in the quote.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

function SustainabilityArt() {
  return (
    <PolicyArt label="A leaf growing out of a shipping box" width={140} height={130}>
      <rect
        x={26}
        y={70}
        width={88}
        height={52}
        rx={3}
        fill={ART.subtle}
        stroke={ART.muted}
        strokeWidth={3}
      />
      <path d="M26 86h88" stroke={ART.muted} strokeWidth={3} />
      <path d="M70 70V38" stroke={ART.success} strokeWidth={4} strokeLinecap="round" />
      <path
        d="M70 44C70 20 90 8 116 10c0 26-20 38-46 34z"
        fill={ART.successBg}
        stroke={ART.success}
        strokeWidth={3}
      />
      <path
        d="M70 54C70 36 56 26 36 28c0 20 14 28 34 26z"
        fill={ART.successBg}
        stroke={ART.success}
        strokeWidth={3}
      />
    </PolicyArt>
  );
}
