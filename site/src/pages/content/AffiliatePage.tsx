import { Link } from 'react-router';
import { ART, PolicyArt } from './parts/PolicyArt';
import { POLICY_LAST_UPDATED, PolicyPage, PolicySection } from './parts/PolicyPage';

/**
 * /affiliate: the partner programme as the product supports it — a partner page with a coupon,
 * the quote box with a `partner` slug recorded on each order, the `bikeship:order` event — and
 * no commission rate the product does not track.
 */
export default function AffiliatePage() {
  return (
    <PolicyPage
      title="Affiliate program"
      updated={POLICY_LAST_UPDATED}
      lead="Bike shops, tour companies, clubs and event organisers send riders our way. The affiliate program gives you the tools to do it well, a discount for your riders, and a record of every order that came through you."
      illustration={<AffiliateArt />}
    >
      <PolicySection id="what-you-get" title="What a partner gets">
        <ul>
          <li>
            <strong>A partner page on bikeship.</strong> A page at <code>/partners/your-name</code>{' '}
            where your riders start a quote with your address already filled in.
          </li>
          <li>
            <strong>A coupon code for your riders.</strong> It works as a promotion code at payment;
            on your partner page it is applied for them.
          </li>
          <li>
            <strong>The quote box on your own site.</strong> One script tag puts our quote search on
            your pages, in your colours (see <Link to="/workwithus">Work with us</Link>).
          </li>
          <li>
            <strong>Attribution for every order.</strong> Give the quote box your partner name and
            every order placed through it is recorded with that name. Your page also receives an
            event with the order number and total the moment an order is paid, so your own analytics
            can count them.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="earn" title="How a partner earns">
        <p>
          Your riders get a better price, and you get a shipping service you can recommend without
          doing the work yourself. Beyond that, any reward for the orders you send us, such as a
          share of them or a credit, is agreed with each partner in writing when you join. This site
          does not calculate or pay commissions automatically, so we do not publish a rate here that
          our system would not track.
        </p>
        <p className="content-note">
          We count what we can prove: orders placed through the quote box with your partner name,
          and orders that used your coupon code. Both are recorded on the order itself.
        </p>
      </PolicySection>

      <PolicySection id="apply" title="How to apply">
        <ol className="content-steps">
          <li>
            Write to us through <Link to="/contact-us">Contact us</Link> with your organisation,
            your website, the address riders ship to or from, and roughly how many bikes your riders
            ship in a year.
          </li>
          <li>
            We agree your partner name (lowercase letters, digits and hyphens, such as{' '}
            <code>velo-northwest</code>), your coupon and any reward, in writing.
          </li>
          <li>
            We set up your partner page, and you add the quote box to your site with your partner
            name. Place a test quote: a misspelt name is refused at once, so mistakes show on the
            first try.
          </li>
        </ol>
      </PolicySection>

      <PolicySection id="rules" title="Fair play">
        <ul>
          <li>Describe bikeship honestly; do not promise prices or delivery dates for us.</li>
          <li>Your coupon is for your riders: do not post it on coupon sites.</li>
          <li>
            Your riders' orders are with bikeship, under our{' '}
            <Link to="/termsofservice">terms of service</Link> and{' '}
            <Link to="/privacypolicy">privacy policy</Link>.
          </li>
        </ul>
      </PolicySection>
    </PolicyPage>
  );
}

function AffiliateArt() {
  return (
    <PolicyArt label="A shop front connected by a line to a shipping box" width={200} height={110}>
      <path d="M14 40h64v60H14z" fill={ART.subtle} stroke={ART.muted} strokeWidth={3} />
      <path d="M8 40l10-22h56l10 22z" fill={ART.primary} />
      <rect
        x={26}
        y={60}
        width={18}
        height={40}
        fill={ART.infoBg}
        stroke={ART.muted}
        strokeWidth={2}
      />
      <rect
        x={52}
        y={56}
        width={18}
        height={16}
        fill={ART.infoBg}
        stroke={ART.muted}
        strokeWidth={2}
      />
      <path d="M86 70h46" stroke={ART.primary} strokeWidth={3} strokeDasharray="6 5" />
      <path
        d="M128 62l10 8-10 8"
        fill="none"
        stroke={ART.primary}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <rect
        x={146}
        y={50}
        width={46}
        height={46}
        rx={3}
        fill={ART.subtle}
        stroke={ART.muted}
        strokeWidth={3}
      />
      <path d="M146 64h46" stroke={ART.muted} strokeWidth={3} />
    </PolicyArt>
  );
}
