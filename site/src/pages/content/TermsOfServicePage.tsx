import { Link } from 'react-router';
import { POLICY_LAST_UPDATED, PolicyPage, PolicySection } from './parts/PolicyPage';

/** /termsofservice: the terms of quoting, ordering and shipping, in the order a customer meets them. */
export default function TermsOfServicePage() {
  return (
    <PolicyPage
      title="Terms of service"
      updated={POLICY_LAST_UPDATED}
      lead="These terms apply when you use bikeship to get a quote, place an order, ship a box or keep an account. They are written to be read: if something is unclear, ask us before you order."
    >
      <PolicySection id="service" title="1. What bikeship does">
        <p>
          bikeship arranges the shipping of bicycles, bike cases and related items with a carrier:
          we price your trip, book the service you choose, make the labels, and support you until
          the box arrives. The carrier moves the box; we are your point of contact throughout.
        </p>
      </PolicySection>

      <PolicySection id="accounts" title="2. Guests and accounts">
        <ul>
          <li>
            You can order as a guest with your name and email, or with a free account, which keeps
            your orders, searches, boxes, addresses and cards and gives you account discounts.
          </li>
          <li>
            An account opens once you confirm your email address. Keep your password to yourself;
            you are responsible for orders placed with your account.
          </li>
          <li>
            For your security, a session ends after 20 minutes without activity; we warn you a
            minute before.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="quotes" title="3. Quotes and prices">
        <ul>
          <li>
            A quote is priced on what you tell us: the places, dates, box sizes, weights, contents
            and declared values. If any of them change, the price is worked out again.
          </li>
          <li>
            Rates depend on the day: when you come back to a saved search we price it again. If the
            new price differs by $5 or more, or your chosen speed is no longer offered, we tell you
            before you pay.
          </li>
          <li>
            When you pay, our server prices the order again itself. If its figures differ from what
            your screen shows, the payment is refused and the new figures are shown: you are never
            charged an amount you were not shown.
          </li>
          <li>All prices are in US dollars.</li>
        </ul>
      </PolicySection>

      <PolicySection id="paying" title="4. Paying">
        <ul>
          <li>
            You pay by card through our payment service. A card that asks for an extra check (3-D
            Secure) is confirmed in your browser.
          </li>
          <li>
            An account discount, a promotion code (some need a minimum order) or an event's coupon
            lowers the shipping total; a discount never takes it below zero. Your account credit is
            used first.
          </li>
          <li>
            An optional Buck Up for Bikes donation is added after discounts (see{' '}
            <Link to="/buckupforbikes">Buck Up for Bikes</Link>).
          </li>
          <li>
            You get one confirmation email per order, with your labels. A purchase order number you
            give is kept with the order.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="shipping" title="5. Shipping">
        <p>
          What we accept, box limits, services, pickups, protection and customs are in our{' '}
          <Link to="/shippingpolicy">shipping policy</Link>, which is part of these terms. In short:
          pack well, declare honestly, and do not ship anything the carrier or the law forbids.
          Batteries of e-bikes have their own rules (
          <Link to="/e-bike-shipping">E-bike shipping</Link>).
        </p>
      </PolicySection>

      <PolicySection id="cancel" title="6. Cancelling and refunds">
        <p>
          You can cancel an order, a stage or a pickup from your order page until the carrier has
          the box; the <Link to="/refundpolicy">refund policy</Link> says what comes back and where.
        </p>
      </PolicySection>

      <PolicySection id="damage" title="7. Damage, loss and delays">
        <ul>
          <li>
            Each box is covered for the first $100 of its value, and for more with premium
            protection, up to its declared value and at most $10,000.
          </li>
          <li>
            If a box arrives damaged or is lost, file a claim with pictures and documents: see{' '}
            <Link to="/claims">Claims</Link>. Keep the box and packing until the claim is settled.
          </li>
          <li>
            Delivery dates are the carrier's. What we promise about them, and what we do when they
            are missed, is in the <Link to="/guarantee">Best Way Guarantee</Link>.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="partners" title="8. Orders through partners">
        <p>
          Bike shops and event organisers can offer our quotes on their own sites. An order placed
          there is an order with bikeship under these terms; the partner's page only shows our
          service. Event pages may prefill the venue's address and dates and apply the event's
          coupon.
        </p>
      </PolicySection>

      <PolicySection id="privacy" title="9. Your data">
        <p>
          What we keep and why is in our <Link to="/privacypolicy">privacy policy</Link>.
        </p>
      </PolicySection>

      <PolicySection id="changes" title="10. Changes and contact">
        <p>
          We may update these terms; the version that applies to an order is the one shown when you
          placed it, and the date at the top says when this page last changed. Questions go to{' '}
          <Link to="/contact-us">Contact us</Link>.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
