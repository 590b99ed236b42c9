import { AccountWidget } from '@bikeship/account-widget';
import { useNavigate } from 'react-router';
import { WidgetFrame } from '../../shell/WidgetFrame';
import { pathOfView } from '../accountViewRoutes';

/**
 * The account widget's view of an account route in its shadow root (a chunk of its own:
 * AccountPage). A link inside a view (Forgot password, Create Free Account, Log in, an order,
 * All orders) goes to that view's route, so the address bar and the browser's back follow it.
 */
export default function AccountViewFrame(props: {
  view: string;
  orderId: string | undefined;
  token: string | undefined;
}) {
  const navigate = useNavigate();
  const { token } = props;
  return (
    <WidgetFrame className="site-widget">
      {(host) => (
        <AccountWidget
          view={props.view}
          orderId={props.orderId}
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
  );
}
