import { Link } from 'react-router';

/**
 * The error page of shell §2/§8: 404 "This page could not be found" with its explanation; any
 * other status says the page seems to "give a {status} error" (500 when the status is unknown).
 * Both link to a quote and to contact. `message` is what the failure said, when it is worded
 * for a reader (a guard's "Unknown middleware"); a 404 needs none.
 */
export function ErrorPage(props: { status: number; message?: string }) {
  const notFound = props.status === 404;
  return (
    <article className="site-page site-error" aria-labelledby="site-error-title">
      <p className="site-error-status" aria-hidden="true">
        {props.status}
      </p>
      <h1 id="site-error-title">
        {notFound ? 'This page could not be found' : 'Something went wrong'}
      </h1>
      <p>
        {notFound
          ? 'The page you are looking for does not appear to be here. It may have moved, or the address may be mistyped.'
          : `Sorry, this page seems to give a ${props.status} error. Please try again in a moment.`}
      </p>
      {props.message && !notFound ? <p className="site-error-message">{props.message}</p> : null}
      <ul className="site-error-links">
        <li>
          <Link to="/ship" className="site-cta">
            Get a Shipping Quote
          </Link>
        </li>
        <li>
          <Link to="/contact-us" className="site-cta site-cta-secondary">
            Contact us
          </Link>
        </li>
      </ul>
    </article>
  );
}
