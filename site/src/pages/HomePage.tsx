import { Link } from 'react-router';

/** The home page (shell §2): what bikeship does and the way into a quote. */
export default function HomePage() {
  return (
    <article className="site-page site-home">
      <h1>Ship your bike, not your worries</h1>
      <p>
        Compare carrier quotes for a bicycle or bike case, for a trip of up to five stages, pay
        online, print your labels and follow every stage until it arrives.
      </p>
      <p>
        <Link to="/ship" className="site-cta">
          Get a Shipping Quote
        </Link>
      </p>
    </article>
  );
}
