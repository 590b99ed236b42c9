import { useCurrentRoute } from '../routes/useCurrentRoute';

/**
 * A content page whose writing and tools come in the next release: it shows the page's title and
 * an honest sentence on what it will offer — no filler, no invented data — and the way to a
 * quote meanwhile.
 */
export default function PendingContentPage() {
  const route = useCurrentRoute();
  if (!route) return null;
  const heading = route.title.replace(/ — bikeship$/, '');
  return (
    <article className="site-page">
      <h1>{heading}</h1>
      <p>{route.description}</p>
      <p>
        This page is being written. Meanwhile, <a href="/ship">get a shipping quote</a> or{' '}
        <a href="/contact-us">contact us</a> with any question.
      </p>
    </article>
  );
}
