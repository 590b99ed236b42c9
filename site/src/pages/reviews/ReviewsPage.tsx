import { type ReviewCount, useReviewCount } from './useReviewCount';
import '../../styles/guides.css';

/**
 * The review provider. DECISION: the reviews are Trustpilot's (the route is
 * /trustpilot-reviews), but the brand's own profile address there is not known to this
 * repository — an invented one would send a customer to a page that is not ours, as
 * shell/externalLinks.ts says of the footer's links. So the page links to Trustpilot itself and
 * says to search for us there; the profile's address replaces it the day it is configured.
 */
const REVIEW_PROVIDER = { name: 'Trustpilot', href: 'https://www.trustpilot.com/' };

function ReviewCountLine(props: { count: ReviewCount }) {
  const { count } = props;
  if (count.state === 'loading') return <p>Loading the number of reviews…</p>;
  if (count.figure === null) {
    return (
      <p>
        The number of reviews cannot be shown just now; the reviews themselves are on{' '}
        {REVIEW_PROVIDER.name}.
      </p>
    );
  }
  return (
    <p>
      <strong>{count.figure}</strong> reviews of bikeship on {REVIEW_PROVIDER.name}.
    </p>
  );
}

/**
 * /trustpilot-reviews: how many customers have reviewed us (GET
 * /api/StoredValue/bykey/reviewcount, in thousands with one decimal) and where to read what
 * they say. No review is quoted here: the page does not pick or reword anyone's words; the
 * reviews are read where they were written.
 */
export default function ReviewsPage() {
  const count = useReviewCount();
  return (
    <article className="site-page guide" aria-labelledby="reviews-title">
      <h1 id="reviews-title">Reviews</h1>
      <p className="guide-lead">
        What cyclists who shipped with us say about it, in their own words, is published by{' '}
        {REVIEW_PROVIDER.name}, an independent review site.
      </p>
      <div aria-live="polite" aria-busy={count.state === 'loading'}>
        <ReviewCountLine count={count} />
      </div>
      <section aria-labelledby="reviews-how">
        <h2 id="reviews-how">How reviews are collected</h2>
        <ul>
          <li>
            Anyone who has shipped with us can write a review on {REVIEW_PROVIDER.name}, good or
            bad, with a star rating and their own words.
          </li>
          <li>
            The reviews stay on {REVIEW_PROVIDER.name}: we cannot edit or delete them, and we do not
            choose which ones are shown. We can answer a review publicly, and we do when something
            went wrong.
          </li>
          <li>
            The number above is the count of reviews there as we last recorded it; this page quotes
            none of them, so that you read them whole and in their context.
          </li>
        </ul>
      </section>
      <section aria-labelledby="reviews-read">
        <h2 id="reviews-read">Read them, or write one</h2>
        <p>
          Go to{' '}
          <a href={REVIEW_PROVIDER.href} rel="noopener noreferrer external">
            {REVIEW_PROVIDER.name} (opens an external site)
          </a>{' '}
          and search for bikeship to read the reviews or write your own.
        </p>
      </section>
    </article>
  );
}
