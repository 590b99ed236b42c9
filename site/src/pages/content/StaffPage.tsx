import { Link } from 'react-router';
import { ART, PolicyArt } from './parts/PolicyArt';
import { PolicyPage, PolicySection } from './parts/PolicyPage';

/** /staff: the teams and what each does for a customer — roles, not invented people. */
export default function StaffPage() {
  return (
    <PolicyPage
      title="Our staff"
      lead="A shipment passes through several pairs of hands before your bike arrives. These are the teams behind it and what each one does for you."
      illustration={<StaffArt />}
    >
      <PolicySection id="support" title="Customer support">
        <p>
          The people you reach through <Link to="/contact-us">Contact us</Link>. They answer
          questions before you book (which box, which service, will it arrive in time), help with an
          order that needs changing, and follow up with the carrier when a box is late.
        </p>
      </PolicySection>

      <PolicySection id="operations" title="Shipping operations">
        <p>
          They look after the carriers: rates and services, pickups, labels that could not be made
          at once, addresses the carrier questions, and international stages that need customs
          paperwork.
        </p>
      </PolicySection>

      <PolicySection id="claims" title="Claims">
        <p>
          When a box arrives damaged or does not arrive, they read your claim and its pictures, work
          it through with the carrier and tell you the outcome. How to file one is on{' '}
          <Link to="/claims">Claims</Link>.
        </p>
      </PolicySection>

      <PolicySection id="partners" title="Partnerships and events">
        <p>
          They set up event pages for race and tour organisers, with the venue, the dates for each
          stage and an event coupon, and help bike shops put our quote box on their sites (
          <Link to="/workwithus">Work with us</Link>).
        </p>
      </PolicySection>

      <PolicySection id="product" title="Product and engineering">
        <p>
          They build and run the quote wizard, your account, this site and the widgets partners
          embed, and keep them fast, accessible and secure. Read what they test in our{' '}
          <Link to="/accessibility">accessibility statement</Link>.
        </p>
      </PolicySection>

      <PolicySection id="join" title="Join them">
        <p>
          See <Link to="/jobs">Jobs</Link> for how we hire.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

function StaffArt() {
  return (
    <PolicyArt label="Three people side by side" width={180} height={100}>
      {[40, 90, 140].map((x, index) => (
        <g
          key={x}
          fill={index === 1 ? ART.primary : ART.infoBg}
          stroke={ART.primary}
          strokeWidth={3}
        >
          <circle cx={x} cy={32} r={14} />
          <path d="M-26 90a26 26 0 0 1 52 0z" transform={`translate(${x} 0)`} />
        </g>
      ))}
    </PolicyArt>
  );
}
