import { FREE_ACCOUNT_MAX_DISCOUNT_PERCENT } from '@bikeship/core/constants';
import { lazy } from 'react';
import { Link } from 'react-router';
import { AfterHydration } from '../shell/AfterHydration';

// Chunks of their own, fetched once the page shows: the page's first load stays light.
const HomeNotices = lazy(() => import('../shell/HomeNotices'));
const HomeQuoteBox = lazy(() => import('../shell/HomeQuoteBox'));

/** The wizard the quote box continues in (its `wizardUrl`: the box hands its search over). */
const WIZARD_PAGE = '/ship';

/** How a shipment goes, in the wizard's five steps (quote §2). */
const STEPS = [
  {
    title: 'Tell us the trip',
    text: 'Where the bike goes from and to, when it ships, and its box — one way, a round trip or up to five stages.',
  },
  {
    title: 'Compare the costs',
    text: 'Carrier rates for each stage side by side, with the delivery dates, so you pick the speed and the price.',
  },
  {
    title: 'Add the details',
    text: 'The addresses at each end, and for a trip abroad what customs need, with an estimate of the duties.',
  },
  {
    title: 'Pay and print',
    text: 'Pay online by card in US dollars; your labels are ready to print as soon as the order is paid.',
  },
  {
    title: 'Follow your bike',
    text: 'Track every stage until it arrives, and find the order, its labels and its tracking in your account.',
  },
] as const;

/** What a free account adds (shell §1: the user menu's benefits for a guest). */
const ACCOUNT_BENEFITS = [
  `Everyday discounts of up to ${FREE_ACCOUNT_MAX_DISCOUNT_PERCENT}%`,
  'Bike tracking for every order',
  'Expert support',
  'Your recent searches, boxes, addresses and cards, saved for the next trip',
] as const;

/**
 * The home page (shell §1–§2): what bikeship does, the quote box that continues in the wizard,
 * how a shipment goes and what a free account adds. A content page: prerendered, it reads
 * without JavaScript — the quote box comes with the app, and the link to the wizard is there
 * for everyone.
 */
export default function HomePage() {
  return (
    <article className="site-page site-home">
      <div className="site-home-notices">
        <AfterHydration urgency="content">
          <HomeNotices />
        </AfterHydration>
      </div>
      <section className="site-home-hero" aria-labelledby="site-home-title">
        <div className="site-home-intro">
          <h1 id="site-home-title">Ship your bike, not your worries</h1>
          <p className="site-home-lead">
            bikeship sends bicycles and bike cases door to door, in the US and abroad. Compare
            carrier quotes for your trip, pay online, print your labels and follow every stage until
            your bike arrives.
          </p>
          <p>
            <Link to={WIZARD_PAGE} className="site-cta">
              Get a Shipping Quote
            </Link>
          </p>
        </div>
        <section className="site-home-quote" aria-label="Quick quote">
          <div className="site-home-quote-box">
            <AfterHydration urgency="content">
              <HomeQuoteBox wizardPage={WIZARD_PAGE} />
            </AfterHydration>
          </div>
        </section>
      </section>

      <section className="site-home-steps" aria-labelledby="site-home-steps-title">
        <h2 id="site-home-steps-title">How it works</h2>
        <ol className="site-steps">
          {STEPS.map((step) => (
            <li key={step.title} className="site-step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p>
          Not sure how to pack? The <Link to="/pack">packing guides</Link> show it step by step, and{' '}
          <Link to="/dimensionsandrates">dimensions and rates</Link> say what a box costs.
        </p>
      </section>

      <section className="site-home-account" aria-labelledby="site-home-account-title">
        <h2 id="site-home-account-title">A free account gives you</h2>
        <ul className="site-benefits">
          {ACCOUNT_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <p className="site-home-account-actions">
          <Link to="/register" className="site-cta">
            Create Free Account
          </Link>
          <Link to="/login" className="site-cta site-cta-secondary">
            Log In
          </Link>
        </p>
      </section>
    </article>
  );
}
