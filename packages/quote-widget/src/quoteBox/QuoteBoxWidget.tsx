import { LoadingOverlay } from '@bikeship/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useAdoptedCss } from '@bikeship/embed';
import { QuoteRuntimeProvider } from '../runtime/QuoteRuntimeContext';
import { createQuoteBasics, type QuoteRuntimeOptions } from '../runtime/quoteBasics';
import { searchStepCss } from '../steps/search/searchStep.css';
import { WizardEvents } from '../wizard/WizardEvents';
import { ATTENTION_EVENTS, createBoxAttention, firstScreenNeedsStores } from './boxAttention';
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
 * the runtime's basics alone (the API, loaded on its first call; settings; events). Typing never
 * waits for the stores — with zod's parsers, ≈ 12 KB — nor for the data layer — ofetch and the
 * call schemas, ≈ 10 KB: a resumed search is taken when they arrive if the customer has not
 * begun.
 *
 * DECISION (a partner's page downloads ≤ 40 KB for the box with no user action): most visitors
 * of a shop never use the box, so it fetches neither its stores nor its data layer until the
 * customer turns to it — a pointer over it or the focus in it (ATTENTION_EVENTS) — or presses
 * Get rates; the first screen's API calls (today's date for the default ship date, the box
 * presets) wait until then too, and arrive while the pointer travels to a field. A first screen
 * that shows what they bring — an event's venue — loads them at once (boxAttention.ts).
 */
export function QuoteBoxWidget(props: { options: QuoteRuntimeOptions; theme?: string }) {
  const { options } = props;
  // The box is built from step 1's fields: their CSS, then its own.
  useAdoptedCss(searchStepCss);
  useAdoptedCss(quoteBoxCss);
  // A new runtime (a fresh wizard) when the API origin or the settings change; the events
  // target and reload function are the element's own and never change.
  const settingsKey = JSON.stringify(options.settings);
  const box = useMemo(() => {
    const attention = createBoxAttention();
    const basics = createQuoteBasics(options, { loadDataAfter: attention.turned });
    const loader = createBoxRuntimeLoader(options, basics);
    return {
      basics,
      loader,
      /** The stores, and from now on the data layer: the customer turned to the box. */
      load() {
        attention.turn();
        return loader.load();
      },
    };
  }, [options.apiBase, settingsKey]);
  const { basics, loader } = box;
  const runtime = useSyncExternalStore(loader.subscribe, loader.current);
  const [mode, setMode] = useState<'box' | 'wizard'>('box');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A failed load is tried again by Get rates (QuoteBox.tsx).
    const load = () => void box.load().catch(() => {});
    if (firstScreenNeedsStores(options)) load();
    const element = root.current;
    const turnedTo = () => {
      for (const type of ATTENTION_EVENTS) element?.removeEventListener(type, turnedTo);
      load();
    };
    for (const type of ATTENTION_EVENTS) element?.addEventListener(type, turnedTo);
    return () => {
      for (const type of ATTENTION_EVENTS) element?.removeEventListener(type, turnedTo);
      loader.dispose();
    };
  }, [box]);
  return (
    <QuoteRuntimeProvider basics={basics} runtime={runtime} load={box.load}>
      <div ref={root} className="bs-widget" data-theme={props.theme || undefined}>
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
