import { Link } from 'react-router';
import { PolicyPage, PolicySection } from './parts/PolicyPage';

/** /jobs: how bikeship hires and the kinds of roles it has — no invented openings. */
export default function JobsPage() {
  return (
    <PolicyPage
      title="Jobs"
      lead="We are a small team, and we hire when the work needs another pair of hands. There is no open position listed on this page today; if you would like to work with us, here is how we hire and how to write to us."
    >
      <PolicySection id="roles" title="The kinds of roles we have">
        <ul>
          <li>
            <strong>Customer support:</strong> helping riders, shops and organisers before and after
            they ship. You know bikes, you write clearly, you follow a problem to the end.
          </li>
          <li>
            <strong>Shipping operations and claims:</strong> working with carriers, customs
            paperwork and claims, where the details matter.
          </li>
          <li>
            <strong>Partnerships:</strong> events, bike shops and the cycling organisations we work
            with.
          </li>
          <li>
            <strong>Product and engineering:</strong> TypeScript and React on the web, a Node server
            and a PostgreSQL database, with accessibility and speed tested on every change.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="how" title="How we hire">
        <ol className="content-steps">
          <li>
            <strong>You write to us.</strong> Tell us who you are, what you would like to do and why
            bikeship; a link to something you have made or done says more than a CV.
          </li>
          <li>
            <strong>A conversation.</strong> A call with the people you would work with, about the
            work, not trick questions.
          </li>
          <li>
            <strong>A small piece of real work.</strong> Short and relevant to the role, and we
            discuss it with you afterwards.
          </li>
          <li>
            <strong>An answer.</strong> Yes or no, with our reasons, whatever the outcome.
          </li>
        </ol>
        <p>
          We welcome applications from people of every background, and we adapt any step of the
          process to what you need: tell us in your first message.
        </p>
      </PolicySection>

      <PolicySection id="write" title="Write to us">
        <p>
          Send your message through <Link to="/contact-us">Contact us</Link>, starting the subject
          with "Jobs". We read every message and keep it on file for when a role opens, unless you
          ask us not to.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
