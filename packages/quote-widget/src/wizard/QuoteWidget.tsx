import { useEffect, useMemo } from 'react';
import { QuoteRuntimeProvider } from '../runtime/QuoteRuntimeContext';
import { createQuoteRuntime, type QuoteRuntimeOptions } from '../runtime/quoteRuntime';
import { QuoteWizard } from './QuoteWizard';
import { WizardEvents } from './WizardEvents';

/**
 * `<bikeship-quote>`'s tree: one runtime per element instance (made once per API base, disposed
 * when the element is removed) around the wizard.
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
    return () => runtime.dispose();
  }, [runtime]);
  return (
    <QuoteRuntimeProvider runtime={runtime}>
      <div className="bs-widget" data-theme={props.theme || undefined}>
        <WizardEvents />
        <QuoteWizard />
      </div>
    </QuoteRuntimeProvider>
  );
}
