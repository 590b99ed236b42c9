import { QuoteWidget } from '@bikeship/quote-widget';
import { WidgetFrame } from '../shell/WidgetFrame';

/** `/ship`: the five-step wizard on React 19 (quote §2). */
export default function ShipPage() {
  return (
    <section className="site-page site-ship" aria-label="Get a shipping quote">
      <WidgetFrame className="site-widget">
        {(host) => (
          <QuoteWidget
            options={{
              apiBase: location.origin,
              events: host,
              reload: () => location.reload(),
              settings: { locale: 'en-US', units: 'imperial' },
            }}
          />
        )}
      </WidgetFrame>
    </section>
  );
}
