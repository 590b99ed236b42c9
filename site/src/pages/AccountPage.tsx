import { lazy } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import { AfterHydration } from '../shell/AfterHydration';
import { RegisterThankYou } from './account/RegisterThankYou';
import { useMounted } from './account/useMounted';
import { accountViewOf, viewShowsOwnTitle } from './accountViewRoutes';

/**
 * The account widget's view, a chunk of its own loaded after the hydration: the page's HTML
 * names the page's chunk as a modulepreload, and the widget there competed with the page's
 * first paint on a slow network; the view is not in the prerendered HTML anyway.
 */
const AccountViewFrame = lazy(() => import('./account/AccountViewFrame'));

/**
 * The account routes: the page's heading (the route's title: the page's one h1 — the views
 * head their sections with h2; hidden but for screen readers where the view shows its title) and the account widget's view for the route, in the site's
 * layout (account/AccountViewFrame.tsx). /registerthankyou and /reset-password read the mailed
 * link's `?token=`.
 */
export default function AccountPage() {
  const route = useCurrentRoute();
  const params = useParams();
  const [search] = useSearchParams();
  const mounted = useMounted();
  const token = search.get('token') ?? undefined;
  const view = accountViewOf(route?.name);
  const heading = route?.title.replace(/ — bikeship$/, '') ?? 'Your account';
  return (
    <section className="site-page site-account" aria-labelledby="account-title">
      <h1
        id="account-title"
        className={viewShowsOwnTitle(view) ? 'site-visually-hidden' : undefined}
      >
        {heading}
      </h1>
      {view === 'confirm-email' && !mounted ? null : view === 'confirm-email' && !token ? (
        <RegisterThankYou />
      ) : (
        <AfterHydration urgency="content">
          <AccountViewFrame view={view} orderId={params.id} token={token} />
        </AfterHydration>
      )}
    </section>
  );
}
