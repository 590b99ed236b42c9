import { Link } from 'react-router';
import { ART, PolicyArt, PolicyBike } from './parts/PolicyArt';
import { POLICY_LAST_UPDATED, PolicyPage, PolicySection } from './parts/PolicyPage';

/**
 * /shippingpolicy: what the quote accepts (box bounds, categories, stages), how dates, pickups,
 * protection and customs work — the figures are the core constants and the reference data.
 */
export default function ShippingPolicyPage() {
  return (
    <PolicyPage
      title="Shipping policy"
      updated={POLICY_LAST_UPDATED}
      lead="What we ship, where and how: the limits a box must fit, the services and dates on offer, pickups, protection for your bike's value, customs, and what is up to you."
      illustration={<ShippingArt />}
    >
      <PolicySection id="what" title="What we ship">
        <p>
          Bicycles first, and the things that travel with them. A quote asks what each box holds: a
          bicycle, an e-bike, a frame or frameset, wheels, bike parts and accessories, golf clubs,
          skis or a snowboard, luggage, or something else. E-bikes have their own rules for
          batteries: read <Link to="/e-bike-shipping">E-bike shipping</Link> before you book.
        </p>
        <h3>Limits for one box</h3>
        <ul>
          <li>Weight: from 1 lb to 150 lb (68 kg).</li>
          <li>Longest side: at most 108 in (274 cm).</li>
          <li>
            Length plus girth (twice the width plus twice the height): at most 165 in (419 cm).
          </li>
          <li>Declared value: up to $50,000.</li>
        </ul>
        <p>
          Carriers charge by the greater of the real weight and the dimensional weight (length ×
          width × height in inches, divided by 139), so a compact box often costs less. Our{' '}
          <Link to="/pack">packing guides</Link> and{' '}
          <Link to="/dimensionsandrates">dimensions and rates</Link> help you choose one.
        </p>
      </PolicySection>

      <PolicySection id="trips" title="Trips and stages">
        <p>
          One quote covers up to five stages: one-way, a round trip (there and back), or a
          multi-city trip, for example home to a race, on to a second race, then home. Each stage
          has its own ship date, rate, label and tracking. Prices are in US dollars.
        </p>
      </PolicySection>

      <PolicySection id="services" title="Services and dates">
        <ul>
          <li>
            Domestic services range from Next Day Air, 2nd Day Air and 3 Day Select to Ground and
            Economy; abroad, from Worldwide Express to Worldwide Economy. The quote shows each
            option's price and expected delivery date, cheapest first.
          </li>
          <li>
            Economy's delivery date is an estimate, not a commitment. When you ship for a trip or
            for an event or race, the bike has to be there on time, so Economy is not offered.
          </li>
          <li>
            Ship dates are business days: weekends and holidays are skipped, and today is not
            offered when you book a pickup.
          </li>
          <li>
            Delivery to a home address may carry a residential fee, shown in the quote before you
            pay.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="pickup" title="Pickup or drop-off">
        <ul>
          <li>Drop the box off at a UPS location: no fee.</li>
          <li>Have it picked up at your address: $5 per stage.</li>
        </ul>
        <p>
          You can cancel a booked pickup until its time, and get the fee back (see the{' '}
          <Link to="/refundpolicy">refund policy</Link>).
        </p>
      </PolicySection>

      <PolicySection id="protection" title="Protection for your bike's value">
        <ul>
          <li>The first $100 of each box's value is covered at no charge.</li>
          <li>
            Premium protection covers more: $1.75 for each further $100 (or part of $100). For
            example, $2,000 of cover costs $33.25.
          </li>
          <li>
            Cover is at most the declared value and at most $10,000 per box. A box worth more can be
            declared at its value, but is protected only up to $10,000.
          </li>
        </ul>
        <p>
          If a box arrives damaged or does not arrive, file a claim: see{' '}
          <Link to="/claims">Claims</Link>.
        </p>
      </PolicySection>

      <PolicySection id="international" title="International shipments">
        <p>
          A shipment is international when the two countries differ, except between two European
          Union member states, which ship as domestic. For an international stage we estimate the
          duties, import taxes and brokerage fee the receiver would owe and show them in the quote
          as a clearance fee, which you prepay. If no estimate can be made for a box or a
          destination, those charges are not prepaid: the receiver pays them at delivery. Labels for
          an international stage come with a commercial invoice. More in{' '}
          <Link to="/international_bicycle_shipping">international bicycle shipping</Link>.
        </p>
      </PolicySection>

      <PolicySection id="labels" title="Labels and tracking">
        <p>
          When you pay, we make the labels of every stage and email them with your confirmation as
          PDFs. If the carrier cannot label a stage at once, the confirmation says which one and its
          label follows in a later email. Your order page offers them again to download or email.
          Follow every stage on <Link to="/tracking">Tracking</Link>.
        </p>
      </PolicySection>

      <PolicySection id="your-part" title="Your part">
        <ul>
          <li>
            Measure and weigh the packed box, and state its contents and value truthfully: the price
            depends on them, and customs relies on your description.
          </li>
          <li>
            Pack the bike so it survives a journey by truck and plane; follow the{' '}
            <Link to="/packing-guide">packing guide</Link>.
          </li>
          <li>Give addresses and a phone number where the carrier can reach someone.</li>
          <li>Attach the right label to the right box and keep the tracking numbers.</li>
        </ul>
      </PolicySection>
    </PolicyPage>
  );
}

function ShippingArt() {
  return (
    <PolicyArt
      label="A bike beside its shipping box with a route line to a destination pin"
      width={200}
      height={120}
    >
      <PolicyBike x={30} y={90} />
      <rect
        x={100}
        y={56}
        width={56}
        height={48}
        rx={3}
        fill={ART.subtle}
        stroke={ART.muted}
        strokeWidth={3}
      />
      <path d="M100 70h56" stroke={ART.muted} strokeWidth={3} />
      <path
        d="M128 40c10-24 40-24 52-10"
        fill="none"
        stroke={ART.primary}
        strokeWidth={3}
        strokeDasharray="6 5"
      />
      <path
        d="M184 8a10 10 0 0 1 10 10c0 8-10 18-10 18s-10-10-10-18a10 10 0 0 1 10-10z"
        fill={ART.primary}
      />
      <circle cx={184} cy={18} r={3.5} fill={ART.subtle} />
    </PolicyArt>
  );
}
