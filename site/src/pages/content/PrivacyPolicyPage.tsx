import { Link } from 'react-router';
import { ART, PolicyArt } from './parts/PolicyArt';
import { POLICY_LAST_UPDATED, PolicyPage, PolicySection } from './parts/PolicyPage';

/**
 * /privacypolicy: what the service stores (the API's tables), what stays in the browser (session,
 * consent), who else sees what, and how to have it changed or deleted.
 */
export default function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title="Privacy policy"
      updated={POLICY_LAST_UPDATED}
      lead="We keep what it takes to quote, ship and support your bike, and little else. This page lists what that is, where it lives, who else sees it and how to have it corrected or removed."
      illustration={<PrivacyArt />}
    >
      <PolicySection id="what-we-keep" title="What we keep about you">
        <h3>When you ask for a quote</h3>
        <p>
          The trip (from and to places, dates, pickup choice) and the boxes (size, weight, declared
          value, contents) you enter. We keep each quote request so that a saved search or an order
          can come back to it later. A quote needs no name or email.
        </p>
        <h3>When you order</h3>
        <ul>
          <li>Your name and email (a guest gives just these), and the phone number you enter.</li>
          <li>
            The pickup and delivery addresses of every stage, the boxes and what is in them (the
            customs forms of an international stage need this), the rates, fees and discounts.
          </li>
          <li>
            Payment records: amounts, status and refunds. Your card number is typed into the payment
            service's own field and never reaches our server; for a saved card we keep only its
            brand, last four digits and expiry date.
          </li>
          <li>Labels, customs documents and any document you upload for a shipment.</li>
          <li>A purchase order number, if you give one.</li>
        </ul>
        <h3>When you create an account</h3>
        <ul>
          <li>
            Your name, email, and optionally company and phone number; your password, stored only as
            a one-way hash (argon2id), never in readable form.
          </li>
          <li>
            Your choices: whether to save boxes, addresses and payment methods, and whether you want
            our mailing list and newsletter (both off unless you tick them).
          </li>
          <li>What you chose to save: addresses, boxes, up to three recent searches, cards.</li>
          <li>
            If you sign in with Google, Facebook or Apple, the link between that account and yours.
            We receive your name and email from the provider, never your password there.
          </li>
        </ul>
        <h3>When you file a claim</h3>
        <p>
          Your name, email, phone, the order and tracking number, what happened, the amount you
          claim and the pictures and documents you attach (up to 30 files).
        </p>
        <h3>To keep the service safe and working</h3>
        <ul>
          <li>
            Counters of sign-in and password attempts per account and per network address, to slow
            down anyone guessing passwords.
          </li>
          <li>
            Error reports from the quote widget when something fails: the step, the error and your
            browser's user-agent string, at most five per page.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="browser" title="What stays in your browser">
        <table className="content-table">
          <caption className="content-visually-hidden">Browser storage used by bikeship</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Why</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Sign-in cookie (HttpOnly)</td>
              <td>
                Keeps you signed in. Each sign-in token lasts 20 minutes and is renewed while you
                use the site; a minute before it ends, we ask whether you want to continue.
              </td>
              <td>
                The cookie expires after 8 days; the token inside it after 20 minutes without
                renewal.
              </td>
            </tr>
            <tr>
              <td>Order key cookie (HttpOnly)</td>
              <td>Lets a guest open and manage the order they placed in this browser.</td>
              <td>180 days</td>
            </tr>
            <tr>
              <td>Session in tab storage (guests)</td>
              <td>Your searches in progress, at most three.</td>
              <td>Until you close the tab</td>
            </tr>
            <tr>
              <td>Session in local storage (signed in)</td>
              <td>Your session, so other tabs of the site know you are signed in.</td>
              <td>Until you log out or the session ends</td>
            </tr>
            <tr>
              <td>Cookie preferences</td>
              <td>Remembers your cookie choices so the banner does not ask again.</td>
              <td>
                In local storage until you clear it; if local storage is unavailable, a cookie that
                lasts one year
              </td>
            </tr>
          </tbody>
        </table>
        <p>
          The cookie banner offers three categories. <strong>Essential</strong> is always on: the
          items above. <strong>Analytics</strong> and <strong>Marketing</strong> are off until you
          switch them on with Accept All or Save Preferences; until then we tell analytics and
          advertising tools that storage is denied. To choose again, clear this site's storage in
          your browser and the banner comes back.
        </p>
      </PolicySection>

      <PolicySection id="who-else" title="Who else sees your data">
        <ul>
          <li>
            <strong>The carrier</strong> that moves your box: the names, addresses, phone numbers
            and box details of each stage, which the label and pickup need.
          </li>
          <li>
            <strong>The card payment service</strong>: the amount, and your card details, which you
            type into its field directly.
          </li>
          <li>
            <strong>Customs</strong>, for an international stage: the commercial invoice with the
            sender, recipient, contents and value.
          </li>
          <li>
            <strong>Our email provider</strong>, which delivers order confirmations, labels and
            account emails to you.
          </li>
          <li>
            <strong>Google, Facebook or Apple</strong>, only if you choose to sign in with them.
          </li>
          <li>
            <strong>A partner</strong>: if you order through the quote widget on a bike shop's or
            event's site, the order records that partner's name, and the partner's page is told the
            order number and total.
          </li>
        </ul>
        <p>We do not sell your data.</p>
      </PolicySection>

      <PolicySection id="your-rights" title="Seeing, correcting and deleting your data">
        <ul>
          <li>
            Everything you saved is in your account: edit your profile on{' '}
            <Link to="/youraccount">Your account</Link> and your addresses on{' '}
            <Link to="/youraddresses">Your addresses</Link>; delete a recent search on{' '}
            <Link to="/yoursearches">Recent searches</Link> and a card on{' '}
            <Link to="/yourpayments">Saved payment methods</Link>; see your saved boxes on{' '}
            <Link to="/yourboxes">Saved boxes</Link>. To have an address or a box removed, ask us
            (below).
          </li>
          <li>
            For a copy of everything we hold about you, or to have your account and its data
            deleted, write to us through <Link to="/contact-us">Contact us</Link> from the email
            address of your account. Records of paid orders may have to be kept as long as tax and
            accounting law requires; we will tell you what we keep and why.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="security" title="How we protect it">
        <ul>
          <li>
            Passwords are hashed; a password reset link works once and expires after an hour, and a
            reset signs out every session of the account.
          </li>
          <li>
            Sign-in is rate limited, and a failed sign-in gives the same answer whether the email
            exists or not.
          </li>
          <li>Pages are served with a strict Content-Security-Policy.</li>
        </ul>
      </PolicySection>

      <PolicySection id="changes" title="Changes to this policy">
        <p>
          When what we keep changes, this page changes with it and the date at the top moves. See
          also our <Link to="/termsofservice">terms of service</Link>.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

function PrivacyArt() {
  return (
    <PolicyArt label="A padlock over a shipping box" width={160} height={130}>
      <rect
        x={20}
        y={60}
        width={120}
        height={60}
        rx={4}
        fill={ART.subtle}
        stroke={ART.muted}
        strokeWidth={3}
      />
      <path d="M20 78h120" stroke={ART.muted} strokeWidth={3} />
      <path d="M62 52V36a18 18 0 0 1 36 0v16" fill="none" stroke={ART.primary} strokeWidth={6} />
      <rect x={52} y={50} width={56} height={44} rx={6} fill={ART.primary} />
      <circle cx={80} cy={68} r={6} fill={ART.subtle} />
      <path d="M80 72v10" stroke={ART.subtle} strokeWidth={4} strokeLinecap="round" />
    </PolicyArt>
  );
}
