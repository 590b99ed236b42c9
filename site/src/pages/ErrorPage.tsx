import { Link } from 'react-router';

/**
 * The error page of shell §2/§8: 404 "This page could not be found" with its explanation; any
 * other status "give a {status} error" (500 by default). Both link to a quote and to contact.
 */
export function ErrorPage(props: { status: number; message?: string }) {
  const notFound = props.status === 404;
  return (
    <article className="site-page site-error">
      <p className="site-error-status">{props.status}</p>
      <h1>{notFound ? 'This page could not be found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'The page you are looking for does not appear to be here. It may have moved, or the address may be mistyped.'
          : `Sorry, this page seems to give a ${props.status} error.`}
        {props.message && !notFound ? ` ${props.message}` : ''}
      </p>
      <p className="site-error-links">
        <Link to="/ship">Get a Shipping Quote</Link> <Link to="/contact-us">Contact us</Link>
      </p>
    </article>
  );
}
