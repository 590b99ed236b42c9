import { QuoteBoxWidget } from '@bikeship/quote-widget';
import { WidgetFrame } from './WidgetFrame';

/**
 * The quote box of the home page in a shadow root of its own (a lazy chunk: HomePage). With
 * `wizardUrl` the box hands its search to the wizard's page, which opens on it.
 */
export default function HomeQuoteBox(props: { wizardPage: string }) {
  return (
    <WidgetFrame className="site-widget">
      {(host) => (
        <QuoteBoxWidget
          options={{
            apiBase: location.origin,
            events: host,
            reload: () => location.reload(),
            settings: { locale: 'en-US', units: 'imperial', wizardUrl: props.wizardPage },
          }}
        />
      )}
    </WidgetFrame>
  );
}
