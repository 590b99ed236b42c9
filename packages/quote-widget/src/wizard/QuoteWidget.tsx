import { WidgetFailureNotice } from '@bikeship/embed';
import { LocaleProvider, ShopRuntimeProvider, supportedLocale } from '@bikeship/ui';
import { useEffect, useMemo } from 'react';
import { createQuoteRuntime, type QuoteRuntimeOptions } from '../runtime/quoteRuntime';
import { QuoteWizard } from './QuoteWizard';
import { WizardEvents } from './WizardEvents';

/**
 * `<bikeship-quote>`'s tree: one runtime per element instance (made once per API base, disposed
 * when the element is removed) around the wizard, in the element's locale: its messages and
 * formats (LocaleProvider) and its content's `lang`, which a screen reader speaks it in.
 */
export function QuoteWidget(props: { options: QuoteRuntimeOptions; theme?: string }) {
  const { options } = props;
  // A new runtime (a fresh wizard) when the API origin or the settings change; the events
  // target and reload function are the element's own and never change.
  const settingsKey = JSON.stringify(options.settings);
  const runtime = useMemo(() => createQuoteRuntime(options), [options.apiBase, settingsKey]);
  useEffect(() => {
    runtime.session.getState().start();
    void runtime.notices.getState().loadCurrent();
    return () => {
      runtime.dispose();
    };
  }, [runtime]);
  // A malformed `locale` attribute would make Intl throw and `lang` invalid: en-US instead.
  const locale = supportedLocale(runtime.settings.locale);
  return (
    <LocaleProvider locale={locale}>
      <ShopRuntimeProvider runtime={runtime}>
        <div className="bs-widget" lang={locale} data-theme={props.theme || undefined}>
          <WizardEvents />
          <WidgetFailureNotice failures={runtime.failures} />
          <QuoteWizard />
        </div>
      </ShopRuntimeProvider>
    </LocaleProvider>
  );
}
