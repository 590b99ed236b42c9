import { Link } from 'react-router';
import { ART, PolicyArt, PolicyBike } from './parts/PolicyArt';
import { PolicyPage, PolicySection } from './parts/PolicyPage';

/**
 * /buckupforbikes: the optional checkout donation as the payment step offers it ($1, $5, $10 or
 * $25, none by default; added after discounts; returned only with the whole order). Where the
 * money goes is described as a purpose, with no recipient or total we cannot show.
 */
export default function BuckUpForBikesPage() {
  return (
    <PolicyPage
      title="Buck Up for Bikes"
      lead="When you pay for a shipment you can add a small donation to help more people get riding: a bike to get to work or school, or to get back on the road."
      illustration={<BuckArt />}
    >
      <PolicySection id="how" title="How it works at checkout">
        <ul>
          <li>
            On the payment step, under "Buck up for bikes", choose $1, $5, $10 or $25. "No donation"
            is selected until you choose otherwise: nothing is added unless you ask.
          </li>
          <li>
            The donation appears as its own line above your total, so you see exactly what you give
            before you pay.
          </li>
          <li>
            It is added after discounts and account credit: a coupon or promotion lowers your
            shipping, never your donation.
          </li>
          <li>Each order records its donation separately from the shipping charges.</li>
        </ul>
      </PolicySection>

      <PolicySection id="refunds" title="If you cancel">
        <p>
          The donation belongs to the whole order, not to one stage. If you cancel one stage of a
          trip, the donation stays; if you cancel the whole order, or the last stage still active,
          it comes back to you with everything else. See the{' '}
          <Link to="/refundpolicy">refund policy</Link>.
        </p>
      </PolicySection>

      <PolicySection id="what-it-funds" title="What it funds">
        <p>
          The aim of Buck Up for Bikes is to get bikes to people who need one to get around: to a
          job, to school, to the shops, when a car or a bus is not an option.
        </p>
        <p>
          We do not yet publish a report of the totals raised or of who received them on this site.
          If you would like to know where donations have gone, or if your organisation puts bikes in
          the hands of people who need them, write to us through{' '}
          <Link to="/contact-us">Contact us</Link>.
        </p>
        <p className="content-note">
          The checkout does not issue a tax receipt for a donation: if you need one, ask us before
          you give.
        </p>
      </PolicySection>

      <PolicySection id="more" title="More">
        <p>
          Read about the other causes we support on <Link to="/advocacy">Advocacy</Link>, or{' '}
          <Link to="/ship">get a shipping quote</Link>.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

function BuckArt() {
  return (
    <PolicyArt label="A bicycle beside a dollar coin" width={170} height={100}>
      <PolicyBike x={24} y={78} color={ART.primary} />
      <circle cx={132} cy={50} r={30} fill={ART.focus} stroke={ART.warningInk} strokeWidth={3} />
      <text
        x={132}
        y={61}
        textAnchor="middle"
        fontSize={32}
        fontWeight={700}
        fill={ART.warningInk}
        fontFamily="system-ui, sans-serif"
      >
        $
      </text>
    </PolicyArt>
  );
}
