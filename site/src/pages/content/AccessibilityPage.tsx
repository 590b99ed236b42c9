import { Link } from 'react-router';
import { ART, PolicyArt } from './parts/PolicyArt';
import { POLICY_LAST_UPDATED, PolicyPage, PolicySection } from './parts/PolicyPage';

/**
 * /accessibility: the statement — what is tested on every change (axe, keyboard, phone width,
 * labels, contrast in both themes), what is known to fall short, and how to report a barrier.
 */
export default function AccessibilityPage() {
  return (
    <PolicyPage
      title="Accessibility statement"
      updated={POLICY_LAST_UPDATED}
      lead="Everyone who rides should be able to ship a bike without help: with a keyboard, a screen reader, a phone or zoomed text. Here is what we test, what we know is not yet right, and how to tell us about a barrier."
      illustration={<AccessibilityArt />}
    >
      <PolicySection id="goal" title="Our goal">
        <p>
          We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across this
          site, the quote wizard and your account pages, including the versions partners embed on
          their own sites.
        </p>
      </PolicySection>

      <PolicySection id="tested" title="What we test on every change">
        <ul>
          <li>
            <strong>Automated checks:</strong> axe, an accessibility checker, runs on every
            component of our component library (the wizard's steps, the account views, the shared
            parts), in the light and the dark theme, and in our end-to-end tests of the wizard, the
            account pages and this site. A serious or critical finding fails the build.
          </li>
          <li>
            <strong>Keyboard:</strong> every step of a quote, an order and a payment can be done
            with the keyboard alone, with a visible focus outline. When the wizard moves to a new
            step, the focus goes to that step's heading.
          </li>
          <li>
            <strong>Screen readers:</strong> every field has a label, errors are tied to their
            field, and changes you cannot see are announced: the current step ("Step 2 of 5: Costs")
            and the order total as it changes.
          </li>
          <li>
            <strong>Phones:</strong> our end-to-end tests run at 390 px wide on a touch screen as
            well as on a desktop, and check that buttons and links are large enough to tap (at least
            44 by 44 pixels).
          </li>
          <li>
            <strong>Without JavaScript:</strong> the information pages, like this one, are delivered
            as complete HTML, so they read in any browser and with any assistive tool.
          </li>
          <li>
            <strong>Language:</strong> pages and embedded widgets declare their language, so a
            screen reader pronounces them correctly.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="known" title="What we know is not yet right">
        <ul>
          <li>
            Automated checks find only part of the problems; we have not yet had the site reviewed
            by people who use assistive technology every day. We would like to: see below.
          </li>
          <li>
            The session ends after 20 minutes without activity. We warn you a minute before with a
            countdown and a Continue button, but if you need more time than that, tell us.
          </li>
          <li>
            Labels are PDF files made for printing; they are not tagged for screen readers. The
            order page shows each stage's details as text.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="report" title="Report a barrier">
        <p>
          If something on bikeship stops you or slows you down, tell us through{' '}
          <Link to="/contact-us">Contact us</Link>. It helps to include:
        </p>
        <ul>
          <li>the page address, and the step of the wizard if you were in it;</li>
          <li>what you were trying to do, and what happened instead;</li>
          <li>the browser and any assistive technology you use (name and version).</li>
        </ul>
        <p>
          We treat a barrier that stops someone from shipping as a bug to fix first. If you need to
          ship while we fix it, say so and we will help you complete the order another way.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

function AccessibilityArt() {
  return (
    <PolicyArt
      label="A keyboard key with a focus outline beside a speech bubble"
      width={180}
      height={110}
    >
      <rect
        x={14}
        y={34}
        width={70}
        height={60}
        rx={8}
        fill={ART.subtle}
        stroke={ART.muted}
        strokeWidth={3}
      />
      <rect
        x={8}
        y={28}
        width={82}
        height={72}
        rx={12}
        fill="none"
        stroke={ART.focus}
        strokeWidth={4}
      />
      <path
        d="M36 64h26m-8-8l8 8-8 8"
        fill="none"
        stroke={ART.ink}
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M108 14h60a6 6 0 0 1 6 6v40a6 6 0 0 1-6 6h-40l-14 14v-14h-6a6 6 0 0 1-6-6V20a6 6 0 0 1 6-6z"
        fill={ART.infoBg}
        stroke={ART.primary}
        strokeWidth={3}
      />
      <path d="M120 32h40M120 46h28" stroke={ART.primary} strokeWidth={4} strokeLinecap="round" />
    </PolicyArt>
  );
}
