import type { ReactNode } from 'react';
import '../../../styles/content.css';

/** The date the company and policy pages were last reviewed against what the product does. */
export const POLICY_LAST_UPDATED = '2026-11-27';

/**
 * The frame of a company or policy page: one h1 (the route's title without the site name), an
 * optional "last updated" line for the policies, an optional illustration beside the lead
 * paragraph, then the page's sections.
 */
export function PolicyPage(props: {
  title: string;
  lead: ReactNode;
  /** Shown as "Last updated …" under the title: the policies carry one, the others do not. */
  updated?: string;
  illustration?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="site-page content-page">
      <header className="content-head">
        <div className="content-head-text">
          <h1>{props.title}</h1>
          {props.updated ? (
            <p className="content-updated">
              Last updated <time dateTime={props.updated}>{formatDay(props.updated)}</time>
            </p>
          ) : null}
          <p className="content-lead">{props.lead}</p>
        </div>
        {props.illustration ? <div className="content-art">{props.illustration}</div> : null}
      </header>
      {props.children}
    </article>
  );
}

/** "2026-11-27" → "27 November 2026", the same on the server and in every browser. */
function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/** A titled section of a content page: an h2 and its content. */
export function PolicySection(props: { id?: string; title: string; children: ReactNode }) {
  return (
    <section className="content-section">
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}
