import { AccountWidget } from '@bikeship/account-widget';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import { WidgetFrame } from '../shell/WidgetFrame';
import { PATH_OF_VIEW, VIEW_OF_ROUTE } from './accountViewRoutes';

/** The account routes: the account widget's view for the route, in the site's layout. */
export default function AccountPage() {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const view = (route && VIEW_OF_ROUTE[route.name]) ?? 'login';
  const heading = route?.title.replace(/ — bikeship$/, '');
  return (
    <section className="site-page site-account" aria-label={heading}>
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
              showView: (next, target) => {
                const path = PATH_OF_VIEW[next] ?? '/login';
                navigate(target?.orderId ? `${path}/${encodeURIComponent(target.orderId)}` : path);
              },
              settings: {
                locale: 'en-US',
                linkToken: search.get('token') ?? undefined,
                shipPage: '/ship',
              },
            }}
          />
        )}
      </WidgetFrame>
    </section>
  );
}
