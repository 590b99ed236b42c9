import { QuoteWidget, type QuoteWidgetEventMap } from '@bikeship/quote-widget';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { WidgetFrame } from '../../shell/WidgetFrame';
import { confirmationPath } from './confirmationPath';

/**
 * The ship wizard as the site shows it (/ship, the event pages): the widget's own component tree
 * on React 19, in its shadow root. Once an order is paid (`bikeship:order`) the site goes on to
 * /confirmation?order=<id>, a page of its own that a reload, a bookmark or the back button finds
 * again. The calls go with the site's cookies: the guest's order key cookie comes with the order
 * (runtime/siteApi.ts says why).
 */
export default function SiteWizard(props: { eventCode?: string | undefined }) {
  return (
    <WidgetFrame className="site-widget">
      {(host) => (
        <>
          <FollowPaidOrder host={host} />
          <QuoteWidget
            options={{
              apiBase: location.origin,
              events: host,
              credentials: 'same-origin',
              reload: () => location.reload(),
              settings: {
                locale: 'en-US',
                units: 'imperial',
                ...(props.eventCode ? { eventCode: props.eventCode } : {}),
              },
            }}
          />
        </>
      )}
    </WidgetFrame>
  );
}

function FollowPaidOrder(props: { host: HTMLElement }) {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: Event) => {
      const { orderId } = (event as QuoteWidgetEventMap['bikeship:order']).detail;
      navigate(confirmationPath(orderId));
    };
    props.host.addEventListener('bikeship:order', follow);
    return () => props.host.removeEventListener('bikeship:order', follow);
  }, [props.host, navigate]);
  return null;
}
