import { useEffect, useMemo, useState } from 'react';
import { QuoteRuntimeProvider } from '../runtime/QuoteRuntimeContext';
import { createQuoteRuntime, type QuoteRuntimeOptions } from '../runtime/quoteRuntime';
import { QuoteWizard } from '../wizard/QuoteWizard';
import { useWizardEvents } from '../wizard/useWizardEvents';
import { QuoteBox } from './QuoteBox';

/**
 * `<bikeship-quote-box>`'s tree: the compact search; when the user asks for rates it becomes the
 * whole wizard in place (same runtime, so the search is carried over as it is) — or, with
 * `wizard-url`, the QuoteBox hands the search to that page itself.
 */
export function QuoteBoxWidget(props: { options: QuoteRuntimeOptions; theme?: string }) {
  const { options } = props;
  // A new runtime (a fresh wizard) when the API origin or the settings change; the events
  // target and reload function are the element's own and never change.
  const settingsKey = JSON.stringify(options.settings);
  const runtime = useMemo(() => createQuoteRuntime(options), [options.apiBase, settingsKey]);
  const [mode, setMode] = useState<'box' | 'wizard'>('box');
  useEffect(() => {
    runtime.session.getState().start();
    return () => runtime.dispose();
  }, [runtime]);
  return (
    <QuoteRuntimeProvider runtime={runtime}>
      <div className="bs-widget" data-theme={props.theme || undefined}>
        <BoxEvents />
        {mode === 'box' ? <QuoteBox onContinue={() => setMode('wizard')} /> : <QuoteWizard />}
      </div>
    </QuoteRuntimeProvider>
  );
}

function BoxEvents() {
  useWizardEvents();
  return null;
}
