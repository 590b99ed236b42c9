import { LoadingOverlay } from '@bikeship/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useAdoptedCss } from '../elements/adoptedCss';
import { QuoteRuntimeProvider } from '../runtime/QuoteRuntimeContext';
import { createQuoteRuntime, type QuoteRuntimeOptions } from '../runtime/quoteRuntime';
import { searchStepCss } from '../steps/search/searchStep.css';
import { useWizardEvents } from '../wizard/useWizardEvents';
import { QuoteBox } from './QuoteBox';
import { quoteBoxCss } from './quoteBox.css';

// The whole wizard loads only when the box opens it in place: a partner page that shows the box
// pays for the box alone on its first load (issue 5 budget).
const QuoteWizard = lazy(() =>
  import('../wizard/QuoteWizard').then((module) => ({ default: module.QuoteWizard })),
);

/**
 * `<bikeship-quote-box>`'s tree: the compact search; when the user asks for rates it becomes the
 * whole wizard in place (same runtime, so the search is carried over as it is) — or, with
 * `wizard-url`, the QuoteBox hands the search to that page itself.
 */
export function QuoteBoxWidget(props: { options: QuoteRuntimeOptions; theme?: string }) {
  const { options } = props;
  // The box is built from step 1's fields: their CSS, then its own.
  useAdoptedCss(searchStepCss);
  useAdoptedCss(quoteBoxCss);
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
        {mode === 'box' ? (
          <QuoteBox onContinue={() => setMode('wizard')} />
        ) : (
          <Suspense fallback={<LoadingOverlay label="Opening the quote" />}>
            <QuoteWizard />
          </Suspense>
        )}
      </div>
    </QuoteRuntimeProvider>
  );
}

function BoxEvents() {
  useWizardEvents();
  return null;
}
