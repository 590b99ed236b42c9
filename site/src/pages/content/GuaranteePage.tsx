import { Link } from 'react-router';
import { ART, PolicyArt } from './parts/PolicyArt';
import { POLICY_LAST_UPDATED, PolicyPage, PolicySection } from './parts/PolicyPage';

/**
 * /guarantee: the Best Way Guarantee, stated as what the product enforces — the price shown is
 * the price charged, dated services for trips and events, cancel before pickup, claims — and
 * honest about what is handled by a person rather than automatically.
 */
export default function GuaranteePage() {
  return (
    <PolicyPage
      title="Best Way Guarantee"
      updated={POLICY_LAST_UPDATED}
      lead="Four promises we can keep because the service is built to keep them, and what happens when a shipment still goes wrong."
      illustration={<GuaranteeArt />}
    >
      <PolicySection id="price" title="1. The price you see is the price you pay">
        <p>
          Every order is priced again by our server when you pay, with the same rules your screen
          used. If the two disagree by even a cent, the payment is refused and you are shown the
          correct figures to accept or leave. No surprise on your card, and no fee added after
          checkout.
        </p>
        <p>
          A saved quote is priced again when you come back to it. If the price moved by $5 or more,
          or the speed you chose is gone, we say so before you continue.
        </p>
      </PolicySection>

      <PolicySection id="dates" title="2. A dated service when the date matters">
        <p>
          When you tell us the bike is for a trip or for an event or race, we only offer services
          with a committed delivery date, never Economy, whose date is only an estimate. Event pages
          prefill the ship and delivery dates the organiser set for each stage.
        </p>
      </PolicySection>

      <PolicySection
        id="cancel"
        title="3. Changed plans cost nothing until the carrier has the box"
      >
        <p>
          Until the carrier scans the box, cancel a stage, a pickup or the whole order from your
          order page and we send the money back at once: to your card, or as credit for the part
          your credit paid. Details in the <Link to="/refundpolicy">refund policy</Link>.
        </p>
      </PolicySection>

      <PolicySection id="cover" title="4. Your bike is covered">
        <p>
          The first $100 of every box's value is covered at no charge, and premium protection covers
          up to its declared value, at most $10,000 per box, for $1.75 per further $100. A claim is
          filed online, with your pictures, in one form.
        </p>
      </PolicySection>

      <PolicySection id="missed" title="When something goes wrong anyway">
        <ul>
          <li>
            <strong>Damaged or lost:</strong> file a claim from <Link to="/claims">Claims</Link>{' '}
            with pictures of the box outside and inside and, if you have them, the bill of sale and
            a repair estimate.
          </li>
          <li>
            <strong>Late on a dated service:</strong> write to us through{' '}
            <Link to="/contact-us">Contact us</Link> with your order number. Late deliveries are not
            refunded automatically yet: a person looks at the tracking with the carrier and answers
            you.
          </li>
          <li>
            <strong>Charged something you did not expect:</strong> the order page lists every
            payment, refund and credit; if it does not add up, tell us and we will put it right.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="what-not" title="What the guarantee does not cover">
        <ul>
          <li>Economy deliveries, whose date is an estimate.</li>
          <li>
            Boxes whose size, weight, contents or value were stated wrongly, or that were not packed
            to survive the journey.
          </li>
          <li>Delays at customs while the receiver's paperwork is checked.</li>
        </ul>
        <p>
          See also the <Link to="/shippingpolicy">shipping policy</Link> and the{' '}
          <Link to="/termsofservice">terms of service</Link>.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

function GuaranteeArt() {
  return (
    <PolicyArt label="A shield with a check mark" width={120} height={130}>
      <path
        d="M60 8l44 16v34c0 30-20 52-44 64C36 110 16 88 16 58V24z"
        fill={ART.infoBg}
        stroke={ART.primary}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path
        d="M40 64l14 14 28-30"
        fill="none"
        stroke={ART.success}
        strokeWidth={7}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </PolicyArt>
  );
}
