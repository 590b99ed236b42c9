import { Link } from 'react-router';
import { ART, PolicyArt } from './parts/PolicyArt';
import { PolicyPage, PolicySection } from './parts/PolicyPage';

/** The embed snippet of packages/quote-widget/README.md, as a partner copies it. */
const EMBED_SNIPPET = `<script async src="https://YOUR-BIKESHIP-SERVER/widgets/quote-widget.js"></script>

<bikeship-quote-box partner="velo-northwest"></bikeship-quote-box>
<bikeship-quote event-code="cascade-gran-fondo"></bikeship-quote>`;

const ORDER_EVENT_SNIPPET = `document.addEventListener('bikeship:order', (event) => {
  const { orderId, total, partner } = event.detail;
  // count the order in your own analytics
});`;

/** The attributes both elements take (quote-widget README, "Attributes and properties"). */
const ATTRIBUTES: readonly { name: string; meaning: string; fallback: string }[] = [
  {
    name: 'partner',
    meaning:
      'Your partner name (1 to 64 lowercase letters, digits and hyphens). Every order placed through the element records it.',
    fallback: 'none',
  },
  {
    name: 'event-code',
    meaning:
      "An event's code: the wizard fills in the venue's address, the ship and delivery dates of each stage, and the event's coupon at payment.",
    fallback: 'none',
  },
  {
    name: 'wizard-url',
    meaning:
      '<bikeship-quote-box> only: a page of yours with a <bikeship-quote>. Get rates continues there with the search.',
    fallback: 'the wizard opens in place of the box',
  },
  {
    name: 'units',
    meaning: 'imperial (in, lb) or metric (cm, kg) for the box forms.',
    fallback: 'imperial',
  },
  {
    name: 'locale',
    meaning: 'How money, numbers and dates are written, e.g. en-GB.',
    fallback: "the page's lang, else en-US",
  },
  { name: 'theme', meaning: 'dark for the dark palette.', fallback: 'light' },
  {
    name: 'api-base',
    meaning: 'The bikeship server to talk to.',
    fallback: 'the server the script came from',
  },
];

/** /workwithus: the partner embed — the one-script-tag snippet, its attributes, examples and docs. */
export default function WorkWithUsPage() {
  return (
    <PolicyPage
      title="Work with us"
      lead="Bike shops, event organisers and brands can put bikeship quotes on their own website with one script tag. Your visitors get a price, book and pay without leaving your page, and every order is ours to support."
      illustration={<WorkWithUsArt />}
    >
      <PolicySection id="elements" title="Two elements to choose from">
        <ul>
          <li>
            <code>&lt;bikeship-quote-box&gt;</code>: a compact search (from, to, ship date, box)
            that fits a sidebar or a product page and continues into the full wizard.
          </li>
          <li>
            <code>&lt;bikeship-quote&gt;</code>: the whole five-step wizard (Search, Costs, Details,
            Contents, Payment) on your page.
          </li>
        </ul>
        <p>
          Both draw inside their own shadow root: your CSS does not change them and theirs does not
          leak into your page. They work with keyboards and screen readers, and on phones.
        </p>
      </PolicySection>

      <PolicySection id="snippet" title="The snippet">
        <p>
          Add the script once, then place either element where it should appear. Replace{' '}
          <code>YOUR-BIKESHIP-SERVER</code> with the address of the bikeship server you were given,
          and the partner name and event code with your own.
        </p>
        <pre className="content-code">
          <code>{EMBED_SNIPPET}</code>
        </pre>
        <p>
          The elements can come before or after the script; they start when it loads. The script
          talks to the server it was loaded from, so the page needs nothing else. If your page has a
          Content-Security-Policy, allow that server in <code>script-src</code> and{' '}
          <code>connect-src</code>.
        </p>
      </PolicySection>

      <PolicySection id="attributes" title="Attributes">
        <table className="content-table">
          <caption className="content-visually-hidden">Attributes of the bikeship elements</caption>
          <thead>
            <tr>
              <th scope="col">Attribute</th>
              <th scope="col">What it does</th>
              <th scope="col">Default</th>
            </tr>
          </thead>
          <tbody>
            {ATTRIBUTES.map((attribute) => (
              <tr key={attribute.name}>
                <td>
                  <code>{attribute.name}</code>
                </td>
                <td>{attribute.meaning}</td>
                <td>{attribute.fallback}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Each attribute is also a property (<code>event-code</code> is{' '}
          <code>element.eventCode</code>). A malformed partner name is refused on the very first
          quote, with a message naming it, so a typo shows in your first test.
        </p>
      </PolicySection>

      <PolicySection id="events" title="Events your page can listen to">
        <p>
          The elements tell your page what happens: <code>bikeship:step</code> (the wizard moved),{' '}
          <code>bikeship:quote</code> (new rates shown), <code>bikeship:order</code> (an order was
          placed and paid) and <code>bikeship:error</code> (something failed and the visitor was
          told). They bubble to <code>document</code>:
        </p>
        <pre className="content-code">
          <code>{ORDER_EVENT_SNIPPET}</code>
        </pre>
      </PolicySection>

      <PolicySection id="try" title="See it working">
        <ul>
          <li>
            <a href="/examples/">Widget examples</a>: a bike shop with a quote box, an event page
            with the whole wizard, a page under a strict Content-Security-Policy, and an account
            page.
          </li>
          <li>
            <a href="/api/docs">API reference</a>, for a developer who wants to see every call the
            widgets make.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="start" title="Getting started">
        <p>
          Write to us through <Link to="/contact-us">Contact us</Link>: we agree your partner name
          and, for an event, set up its page with the venue and dates. Read about the{' '}
          <Link to="/affiliate">affiliate program</Link> and{' '}
          <Link to="/event-shipping">event shipping</Link>, and see how we use our{' '}
          <Link to="/branding">logo and colours</Link>.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

function WorkWithUsArt() {
  return (
    <PolicyArt label="A browser window with a quote box inside it" width={200} height={120}>
      <rect
        x={6}
        y={6}
        width={188}
        height={108}
        rx={8}
        fill={ART.subtle}
        stroke={ART.muted}
        strokeWidth={3}
      />
      <path d="M6 26h188" stroke={ART.muted} strokeWidth={3} />
      <circle cx={20} cy={16} r={3.5} fill={ART.muted} />
      <circle cx={32} cy={16} r={3.5} fill={ART.muted} />
      <rect x={20} y={40} width={70} height={8} rx={2} fill={ART.border} />
      <rect x={20} y={56} width={56} height={8} rx={2} fill={ART.border} />
      <rect
        x={104}
        y={38}
        width={78}
        height={64}
        rx={6}
        fill="#ffffff"
        stroke={ART.primary}
        strokeWidth={3}
      />
      <rect x={114} y={50} width={58} height={9} rx={2} fill={ART.infoBg} />
      <rect x={114} y={64} width={58} height={9} rx={2} fill={ART.infoBg} />
      <rect x={114} y={80} width={58} height={12} rx={3} fill={ART.primary} />
    </PolicyArt>
  );
}
