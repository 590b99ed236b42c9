/**
 * What a guarded page shows while its guard cannot decide yet (the prerender, the hydration, the
 * session still loading) or is sending the visitor elsewhere: a loading state, never the page.
 */
export function GuardPending() {
  return (
    <div className="site-page site-guard-pending" role="status">
      <p>Loading…</p>
    </div>
  );
}
