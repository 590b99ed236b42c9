import { Link } from 'react-router';
import { PolicyPage, PolicySection } from './parts/PolicyPage';

/**
 * The colours of the design tokens (packages/ui tokens.css.ts), light theme first. The widgets
 * read the same values, so a page that writes about us and one that embeds us look alike.
 */
const LIGHT_COLOURS: readonly { name: string; token: string; hex: string; use: string }[] = [
  {
    name: 'Primary blue',
    token: '--bikeship-color-primary',
    hex: '#0b5cad',
    use: 'Logo, buttons, links',
  },
  { name: 'Ink', token: '--bikeship-color-text', hex: '#1d2330', use: 'Text' },
  { name: 'Muted', token: '--bikeship-color-muted', hex: '#5b6474', use: 'Secondary text' },
  {
    name: 'White',
    token: '--bikeship-color-surface',
    hex: '#ffffff',
    use: 'Background, text on blue',
  },
  { name: 'Subtle', token: '--bikeship-color-subtle', hex: '#f3f5f8', use: 'Panels' },
  { name: 'Border', token: '--bikeship-color-border', hex: '#c9ced8', use: 'Lines and fields' },
  { name: 'Focus', token: '--bikeship-color-focus', hex: '#ffbf47', use: 'Keyboard focus outline' },
  { name: 'Success', token: '--bikeship-color-success', hex: '#1b6b33', use: 'Confirmations' },
  { name: 'Warning', token: '--bikeship-color-warning', hex: '#7a4d00', use: 'Warnings' },
  { name: 'Danger', token: '--bikeship-color-danger', hex: '#b3261e', use: 'Errors' },
  { name: 'Info', token: '--bikeship-color-info', hex: '#0b4f8a', use: 'Notices' },
];

const DARK_COLOURS: readonly { name: string; hex: string }[] = [
  { name: 'Primary blue (dark)', hex: '#6aa9ec' },
  { name: 'Text (dark)', hex: '#eef1f6' },
  { name: 'Surface (dark)', hex: '#171b22' },
  { name: 'Subtle (dark)', hex: '#222833' },
];

/** /branding: the logo (the site's favicon.svg) and the colours, with their hex values. */
export default function BrandingPage() {
  return (
    <PolicyPage
      title="Branding"
      lead="Writing about bikeship, linking to us from a shop or an event, or matching our quote box to your page? Here are our logo, our colours and a few simple rules."
    >
      <PolicySection id="logo" title="Logo">
        <p>
          The mark is a bicycle drawn in white on a rounded blue square, followed by the name
          written in lowercase: <strong>bikeship</strong>.
        </p>
        <div className="content-logos">
          <img
            src="/favicon.svg"
            width={96}
            height={96}
            alt="The bikeship mark: a white bicycle on a blue rounded square"
          />
          <img src="/favicon.svg" width={32} height={32} alt="The bikeship mark at 32 pixels" />
          <span className="content-logo-dark">
            <img
              src="/favicon.svg"
              width={48}
              height={48}
              alt="The bikeship mark on a dark background"
            />
          </span>
        </div>
        <p>
          <a href="/favicon.svg" download="bikeship-mark.svg">
            Download the mark (SVG)
          </a>
          . It is a vector file: it stays sharp at any size.
        </p>
        <h3>Please</h3>
        <ul>
          <li>Keep clear space around the mark of at least a quarter of its width.</li>
          <li>
            Show it no smaller than 16 pixels; at 32 pixels and above the wheels read clearly.
          </li>
          <li>
            Write the name in lowercase, <strong>bikeship</strong>, even at the start of a sentence.
          </li>
        </ul>
        <h3>Please do not</h3>
        <ul>
          <li>Change its colours, stretch it, rotate it or add effects.</li>
          <li>Put it on a busy photo where the square loses its edge.</li>
          <li>
            Use it in a way that suggests we endorse a product or event unless we have agreed to.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="colours" title="Colours">
        <p>
          These are the colours of our design tokens: the site and the quote widgets use exactly
          these values. A page that embeds our widgets can change them with the CSS property named
          beside each colour.
        </p>
        <ul className="content-swatches">
          {LIGHT_COLOURS.map((colour) => (
            <li key={colour.hex}>
              <Swatch hex={colour.hex} />
              <span>
                <strong>{colour.name}</strong>
                <br />
                <code>{colour.hex}</code>
                <br />
                {colour.use}
                <br />
                <code className="content-token">{colour.token}</code>
              </span>
            </li>
          ))}
        </ul>
        <h3>Dark theme</h3>
        <ul className="content-swatches">
          {DARK_COLOURS.map((colour) => (
            <li key={colour.hex}>
              <Swatch hex={colour.hex} />
              <span>
                <strong>{colour.name}</strong>
                <br />
                <code>{colour.hex}</code>
              </span>
            </li>
          ))}
        </ul>
        <p>
          White text on primary blue and ink text on white both pass the WCAG AA contrast ratio for
          text; keep to those pairs for anything people must read.
        </p>
      </PolicySection>

      <PolicySection id="type" title="Type">
        <p>
          We use the reader's own system font (system-ui: San Francisco, Segoe UI or Roboto,
          depending on the device), so our pages load no font files and look at home everywhere.
        </p>
      </PolicySection>

      <PolicySection id="tokens" title="Matching the quote box to your site">
        <p>
          Set any of the properties above on the element, for example{' '}
          <code>
            bikeship-quote-box {'{'} --bikeship-color-primary: #7a1f5c; {'}'}
          </code>
          , and the widget follows. See <Link to="/workwithus">Work with us</Link> for the embed
          snippet. Questions about using our name or logo: <Link to="/contact-us">Contact us</Link>.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

/** A colour chip drawn with a fill attribute (no style attribute: the site's CSP has no inline styles). */
function Swatch(props: { hex: string }) {
  return (
    <svg className="content-swatch" width={48} height={48} viewBox="0 0 48 48" aria-hidden="true">
      <rect x={0.5} y={0.5} width={47} height={47} rx={6} fill={props.hex} stroke="#c9ced8" />
    </svg>
  );
}
