import { AccountWidget } from '@bikeship/account-widget';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import { WidgetFrame } from '../shell/WidgetFrame';
import { RegisterThankYou } from './account/RegisterThankYou';
import { useMounted } from './account/useMounted';
import { accountViewOf, pathOfView } from './accountViewRoutes';

/**
 * The account routes: the page's heading (the route's title: the page's one h1 — the views
 * head their sections with h2) and the account widget's view for the route, in the site's
 * layout. A link inside a view (Forgot password, Create Free Account, Log in, an order, All
 * orders) goes to that view's route, so the address bar and the browser's back follow it.
 * /registerthankyou and /reset-password read the mailed link's `?token=`.
 */
export default function AccountPage() {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const mounted = useMounted();
  const token = search.get('token') ?? undefined;
  const view = accountViewOf(route?.name);
  const heading = route?.title.replace(/ — bikeship$/, '') ?? 'Your account';
  return (
    <section className="site-page site-account" aria-labelledby="account-title">
      <h1 id="account-title">{heading}</h1>
      {view === 'confirm-email' && !mounted ? null : view === 'confirm-email' && !token ? (
        <RegisterThankYou />
      ) : (
        <WidgetFrame className="site-widget">
          {(host) => (
            <AccountWidget
              view={view}
              orderId={params.id}
              options={{
                apiBase: location.origin,
                events: host,
                reload: () => location.reload(),
                openPage: (url) => navigate(url),
                showView: (next, target) => navigate(pathOfView(next, target?.orderId)),
                settings: {
                  locale: 'en-US',
                  ...(token ? { linkToken: token } : {}),
                  shipPage: '/ship',
                },
              }}
            />
          )}
        </WidgetFrame>
      )}
    </section>
  );
}
