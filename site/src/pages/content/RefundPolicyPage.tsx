import { Link } from 'react-router';
import { ART, PolicyArt } from './parts/PolicyArt';
import { POLICY_LAST_UPDATED, PolicyPage, PolicySection } from './parts/PolicyPage';

/** /refundpolicy: what can be cancelled, what comes back and how, as the refund service does it. */
export default function RefundPolicyPage() {
  return (
    <PolicyPage
      title="Refund policy"
      updated={POLICY_LAST_UPDATED}
      lead="Until the carrier has your box, you can cancel and get your money back from your order page. This page says what you can cancel, how much comes back, and where it goes."
      illustration={<RefundArt />}
    >
      <PolicySection id="what-you-can-cancel" title="What you can cancel">
        <p>
          An order is made of stages: one stage for a one-way trip, two for a round trip, up to five
          for a multi-city trip. On the order's page (<Link to="/yourorders">Your orders</Link>,
          then the order) you can cancel four things. Each button shows, before you confirm, how
          much goes back to your card and how much as account credit.
        </p>
        <ul>
          <li>
            <strong>The whole order.</strong> Every stage still active is cancelled and everything
            left of what you paid comes back, including a Buck Up for Bikes donation, since nothing
            ships.
          </li>
          <li>
            <strong>One stage (its label).</strong> The stage is cancelled and its label voided. You
            get back what that stage cost you: its rate, pickup, residential, protection and customs
            fees, less its share of any discount. If it is the last active stage of the order, the
            whole order is cancelled and everything left comes back.
          </li>
          <li>
            <strong>A pickup.</strong> If you booked a pickup at your address, you can cancel it and
            keep the stage: you get the pickup fee back (less its share of any discount) and drop
            the box off at a carrier location instead.
          </li>
          <li>
            <strong>A payment.</strong> An extra payment made by mistake can be refunded on its own.
            Its stages stay booked; an order whose payments have all come back gets no new labels.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="when" title="When you can no longer cancel">
        <ul>
          <li>
            A stage cannot be cancelled once the carrier has scanned its box as picked up. A stage
            whose label was never printed has not shipped, so it can still be cancelled.
          </li>
          <li>A pickup cannot be cancelled once its time has passed.</li>
          <li>
            An order that is not paid yet has nothing to refund: cancel the whole order instead, and
            no money moves.
          </li>
          <li>
            While one refund of an order is being processed, the page offers nothing else for a
            moment and says so. Come back a few seconds later.
          </li>
        </ul>
        <p>
          If something has already been picked up and went wrong on the way, that is a claim, not a
          refund: see <Link to="/claims">Claims</Link>.
        </p>
      </PolicySection>

      <PolicySection id="how-much" title="How much comes back">
        <p>
          A discount (your account coupon or a promotion code) lowered every stage of the order
          alike, so a stage or a pickup comes back at its price less its fair share of the discount.
          A refund is never more than what is left of what you paid, and each stage is refunded
          once.
        </p>
        <p>
          The Buck Up for Bikes donation belongs to no single stage: it is returned only when the
          whole order is cancelled.
        </p>
      </PolicySection>

      <PolicySection id="where" title="Where the money goes">
        <ul>
          <li>
            <strong>To your card first</strong>, the order's own payment before any additional one,
            never more than each payment has left.
          </li>
          <li>
            <strong>As account credit</strong> for whatever your card did not pay: if the order used
            your account balance, that part comes back to your balance, ready for your next order.
          </li>
        </ul>
        <p>
          We send the refund to the card payment service as soon as you confirm, and each refund is
          made exactly once even if you press the button twice. How long it takes to appear on your
          statement is up to your card issuer. We also email you when a stage or an order is
          cancelled.
        </p>
      </PolicySection>

      <PolicySection id="guests" title="If you ordered as a guest">
        <p>
          A guest order belongs to the browser that placed it, through a private order key kept for
          180 days. To cancel from another device, or if you cleared your browser, write to us
          through <Link to="/contact-us">Contact us</Link> with your order number and the email you
          ordered with.
        </p>
      </PolicySection>

      <PolicySection id="questions" title="Questions">
        <p>
          See also our <Link to="/shippingpolicy">shipping policy</Link> and the{' '}
          <Link to="/guarantee">Best Way Guarantee</Link>. For anything this page does not answer,{' '}
          <Link to="/contact-us">contact us</Link>.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

function RefundArt() {
  return (
    <PolicyArt
      label="A card with an arrow curving back to it: money returned"
      width={180}
      height={120}
    >
      <rect
        x={20}
        y={30}
        width={110}
        height={70}
        rx={8}
        fill={ART.infoBg}
        stroke={ART.primary}
        strokeWidth={3}
      />
      <rect x={20} y={46} width={110} height={12} fill={ART.primary} />
      <rect x={32} y={74} width={40} height={8} rx={2} fill={ART.muted} />
      <path
        d="M150 90a40 40 0 0 0-30-70"
        fill="none"
        stroke={ART.success}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <path
        d="M126 12l-8 8 11 5"
        fill="none"
        stroke={ART.success}
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </PolicyArt>
  );
}
