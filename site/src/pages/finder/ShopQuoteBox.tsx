import { QuoteBoxWidget } from '@bikeship/quote-widget';
import { WidgetFrame } from '../../shell/WidgetFrame';

/**
 * A partner shop's quote box (a lazy chunk of the finder): the quote widget's box with the shop's
 * partner page as its event (`eventCode`), so the destination is the shop; its search continues
 * in the wizard at /ship, which keeps the event.
 */
export default function ShopQuoteBox(props: { partnerCode: string }) {
  return (
    <WidgetFrame className="site-widget">
      {(host) => (
        <QuoteBoxWidget
          options={{
            apiBase: location.origin,
            events: host,
            reload: () => location.reload(),
            settings: {
              locale: 'en-US',
              units: 'imperial',
              eventCode: props.partnerCode,
              wizardUrl: '/ship',
            },
          }}
        />
      )}
    </WidgetFrame>
  );
}
