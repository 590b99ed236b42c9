import { Link } from 'react-router';
import { type AmbassadorList, useAmbassadors } from './useAmbassadors';
import '../../styles/guides.css';

function AmbassadorCards(props: { list: AmbassadorList }) {
  const { list } = props;
  switch (list.state) {
    case 'loading':
      return <p>Loading our ambassadors…</p>;
    case 'failed':
      return (
        <p>
          Our ambassadors could not be loaded just now. Check your connection and reload the page.
        </p>
      );
    case 'ready':
      if (list.ambassadors.length === 0) return <p>No ambassadors to show yet.</p>;
      return (
        <ul className="guide-cards" aria-label="Ambassadors, by name">
          {list.ambassadors.map((ambassador) => (
            <li key={ambassador.name} className="guide-card">
              <h3>{ambassador.name}</h3>
              {ambassador.location ? <p>{ambassador.location}</p> : null}
              {ambassador.bio ? <p>{ambassador.bio}</p> : null}
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * /ambassadors: who speaks for us and why, prerendered; the riders themselves come from GET
 * /api/Ambassador once the page is shown, in name order (quote §3, core's rule).
 */
export default function AmbassadorsPage() {
  const list = useAmbassadors();
  return (
    <article className="site-page guide" aria-labelledby="ambassadors-title">
      <h1 id="ambassadors-title">Ambassadors</h1>
      <p className="guide-lead">
        Our ambassadors are riders, racers and coaches who ship their own bikes with us, season
        after season. They tell us what works and what does not, try new boxes and services before
        we offer them, and share their packing habits with the riders they meet.
      </p>
      <section aria-labelledby="ambassadors-list">
        <h2 id="ambassadors-list">Meet them</h2>
        <div aria-live="polite" aria-busy={list.state === 'loading'}>
          <AmbassadorCards list={list} />
        </div>
      </section>
      <section aria-labelledby="ambassadors-join">
        <h2 id="ambassadors-join">Become one</h2>
        <p>
          If you travel with your bike for races, tours or events and would like to help other
          riders do the same, <Link to="/contact-us">tell us about your riding</Link>.
        </p>
      </section>
    </article>
  );
}
