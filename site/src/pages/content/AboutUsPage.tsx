import { Link } from 'react-router';
import { ART, PolicyArt, PolicyBike } from './parts/PolicyArt';
import { PolicyPage, PolicySection } from './parts/PolicyPage';

/** /aboutus: who bikeship is for, what it does and how it works, without invented history. */
export default function AboutUsPage() {
  return (
    <PolicyPage
      title="About us"
      lead="bikeship has helped cyclists send their bikes where they want to ride since 2009. We do one thing: get a bike, a case or a set of wheels from one door to another, in one piece, for a fair price."
      illustration={<AboutArt />}
    >
      <PolicySection id="why" title="Why we exist">
        <p>
          Flying with a bike is expensive and uncertain. Shipping one used to mean phoning carriers,
          guessing box sizes and hoping the label was right. We built bikeship so that a rider, a
          race organiser or a bike shop can see every option side by side, pay once and follow the
          bike until it arrives.
        </p>
      </PolicySection>

      <PolicySection id="who" title="Who we work for">
        <ul>
          <li>
            <strong>Riders</strong> travelling to a race, a gran fondo, a tour or a new home, or
            selling a bike to someone far away.
          </li>
          <li>
            <strong>Event organisers</strong> who want their riders' bikes waiting at the venue: an
            event page prefills the address and dates, and the event's coupon (see{' '}
            <Link to="/event-shipping">Event shipping</Link>).
          </li>
          <li>
            <strong>Bike shops</strong> that pack, receive and build bikes, and can put our quotes
            on their own website (see <Link to="/workwithus">Work with us</Link>).
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="how" title="How it works">
        <ol className="content-steps">
          <li>
            <strong>Search.</strong> Where from, where to, when, and the box: a preset or your own
            sizes. Up to five stages in one trip.
          </li>
          <li>
            <strong>Costs.</strong> Compare the services, with price and delivery date; choose a
            pickup or a drop-off, and protection for the bike's value.
          </li>
          <li>
            <strong>Details.</strong> The addresses, checked as you type.
          </li>
          <li>
            <strong>Contents.</strong> What is in the box, which customs needs abroad.
          </li>
          <li>
            <strong>Payment.</strong> Pay by card; your labels come with the confirmation email.
          </li>
        </ol>
        <p>
          <Link to="/ship">Get a shipping quote</Link>: it takes a minute and needs no account.
        </p>
      </PolicySection>

      <PolicySection id="believe" title="What we believe">
        <ul>
          <li>
            <strong>Show the whole price.</strong> Fees, protection, customs estimates and discounts
            are on screen before you pay, and the server charges exactly that.
          </li>
          <li>
            <strong>Keep only what we need.</strong> A quote needs no name; your card number never
            reaches us. Read our <Link to="/privacypolicy">privacy policy</Link>.
          </li>
          <li>
            <strong>Be reachable.</strong> A question about a quote, an order or a claim goes to our
            support team through <Link to="/contact-us">Contact us</Link>.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="more" title="More about us">
        <ul>
          <li>
            <Link to="/staff">Our staff</Link>: the teams behind a shipment.
          </li>
          <li>
            <Link to="/sustainability">Sustainability</Link> and{' '}
            <Link to="/advocacy">advocacy</Link>.
          </li>
          <li>
            <Link to="/jobs">Jobs</Link> at bikeship.
          </li>
          <li>
            <Link to="/trustpilot-reviews">Reviews</Link> from customers.
          </li>
        </ul>
      </PolicySection>
    </PolicyPage>
  );
}

function AboutArt() {
  return (
    <PolicyArt label="A bicycle riding along a road toward hills" width={200} height={110}>
      <path d="M0 70l40-30 30 20 40-40 50 46 40-22v66H0z" fill={ART.infoBg} />
      <path d="M0 100h200" stroke={ART.muted} strokeWidth={3} />
      <PolicyBike x={70} y={84} color={ART.primary} />
    </PolicyArt>
  );
}
