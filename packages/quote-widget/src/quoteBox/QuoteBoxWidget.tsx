import { LoadingOverlay } from '@bikeship/ui';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useAdoptedCss } from '../elements/adoptedCss';
import { QuoteRuntimeProvider } from '../runtime/QuoteRuntimeContext';
import { createQuoteBasics, type QuoteRuntimeOptions } from '../runtime/quoteBasics';
import { searchStepCss } from '../steps/search/searchStep.css';
import { WizardEvents } from '../wizard/WizardEvents';
import { createBoxRuntimeLoader } from './boxRuntimeLoader';
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
 *
 * DECISION (issue 5: the box's first load ≤ 30 KB gzip): the box renders and accepts input with
 * the runtime's basics alone (the API, loaded on its first call; settings; events). The stores —
 * with zod's parsers, ≈ 12 KB — are imported right after the first render, so typing never
 * waits for them; a resumed search is taken when they arrive if the customer has not begun.
 */
export function QuoteBoxWidget(props: { options: QuoteRuntimeOptions; theme?: string }) {
  const { options } = props;
  // The box is built from step 1's fields: their CSS, then its own.
  useAdoptedCss(searchStepCss);
  useAdoptedCss(quoteBoxCss);
  // A new runtime (a fresh wizard) when the API origin or the settings change; the events
  // target and reload function are the element's own and never change.
  const settingsKey = JSON.stringify(options.settings);
  const basics = useMemo(() => createQuoteBasics(options), [options.apiBase, settingsKey]);
  const loader = useMemo(() => createBoxRuntimeLoader(options, basics), [basics]);
  const runtime = useSyncExternalStore(loader.subscribe, loader.current);
  const [mode, setMode] = useState<'box' | 'wizard'>('box');
  useEffect(() => {
    // After the first render: the box is on screen and takes input before this arrives. A
    // failed load is tried again by Get rates (QuoteBox.tsx).
    loader.load().catch(() => {});
    return () => loader.dispose();
  }, [loader]);
  return (
    <QuoteRuntimeProvider basics={basics} runtime={runtime} load={loader.load}>
      <div className="bs-widget" data-theme={props.theme || undefined}>
        {/* bikeship:step / bikeship:quote follow the ship store: from when it is there. */}
        {runtime ? <WizardEvents /> : null}
        {mode === 'box' || !runtime ? (
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
