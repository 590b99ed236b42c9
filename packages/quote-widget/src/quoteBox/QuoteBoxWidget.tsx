import { useAdoptedCss, WidgetFailureNotice } from '@bikeship/embed';
import {
  LoadingOverlay,
  LocaleProvider,
  ShopRuntimeProvider,
  supportedLocale,
  translate,
} from '@bikeship/ui';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createQuoteBasics, type QuoteRuntimeOptions } from '../runtime/quoteBasics';
import { searchFieldsCss } from '../steps/search/searchFields.css';
import {
  ATTENTION_EVENTS,
  createBoxAttention,
  firstScreenNeedsStores,
  isTurnedTo,
} from './boxAttention';
import { createBoxRuntimeLoader } from './boxRuntimeLoader';
import { type OpenedInPlaceMark, openedInPlaceMark } from './openedInPlace';
import { QuoteBox } from './QuoteBox';
import { quoteBoxCss } from './quoteBox.css';
import { quoteBoxMessages } from './quoteBoxMessages';

// The whole wizard loads only when the box opens it in place: a partner page that shows the box
// pays for the box alone on its first load (the box's first-load budget).
const QuoteWizard = lazy(() =>
  import('../wizard/QuoteWizard').then((module) => ({ default: module.QuoteWizard })),
);
// The box's events follow its stores, which come when the customer turns to it: so does this.
const WizardEvents = lazy(() =>
  import('../wizard/WizardEvents').then((module) => ({ default: module.WizardEvents })),
);

/**
 * `<bikeship-quote-box>`'s tree: the compact search; when the user asks for rates it becomes the
 * whole wizard in place (same runtime, so the search is carried over as it is) — or, with
 * `wizard-url`, the QuoteBox hands the search to that page itself.
 *
 * DECISION (the box's first load ≤ 30 KB gzip): the box renders and accepts input with
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
 *
 * A box that had turned into the wizard in place comes back as that wizard after a reload in
 * the same tab, on the session's search: it marks itself so in tab storage (openedInPlace.ts
 * says how and why), loads its stores at once and lets the wizard resume the search — its
 * rates fetched again, on the step the customer was on, or on step 1 when they are no longer
 * valid (useResumeOnLoad.ts). A box without the mark is the blank box, as light as ever.
 */
export function QuoteBoxWidget(props: { options: QuoteRuntimeOptions; theme?: string }) {
  const { options } = props;
  // The box is built from step 1's fields: their CSS, then its own.
  useAdoptedCss(searchFieldsCss);
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
  // The box instance the wizard was opened in (another settings' box starts as a box), and
  // how: the customer's Get rates, or a reload of a box that had been opened.
  const [inPlace, setInPlace] = useState<{ of: typeof box; by: 'customer' | 'reload' } | null>(
    null,
  );
  const opened = inPlace?.of === box ? inPlace.by : null;
  const mark = useRef<OpenedInPlaceMark | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // Before the first paint: a box that had been opened shows no blank form for a moment.
  useLayoutEffect(() => {
    const content = root.current;
    if (!content) return;
    mark.current = openedInPlaceMark(content, options.storages?.tab);
    if (!mark.current.isSet()) return;
    setInPlace({ of: box, by: 'reload' });
    let current = true;
    box.load().catch(() => {
      // The stores could not be fetched: the box, whose Get rates tries them again.
      if (current) setInPlace(null);
    });
    return () => {
      current = false;
    };
  }, [box]);
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
    // A fresh box (another event-code or partner set while the customer is in it) hears no new
    // focusin while they type on: already turned to, it loads at once.
    if (element && isTurnedTo(element)) turnedTo();
    return () => {
      for (const type of ATTENTION_EVENTS) element?.removeEventListener(type, turnedTo);
      loader.dispose();
    };
  }, [box]);
  // The wizard shows the page notices of the ship flow as `<bikeship-quote>` does; the box
  // itself shows none, so they are fetched only once it has become the wizard.
  const wizardShown = opened !== null;
  useEffect(() => {
    if (wizardShown && runtime) void runtime.notices.getState().loadCurrent();
  }, [wizardShown, runtime]);
  // A malformed `locale` attribute would make Intl throw and `lang` invalid: en-US instead.
  // This component gives its tree the locale, so its own text is looked up with it directly.
  const locale = supportedLocale(basics.settings.locale);
  return (
    <LocaleProvider locale={locale}>
      <ShopRuntimeProvider basics={basics} runtime={runtime} load={box.load}>
        <div ref={root} className="bs-widget" lang={locale} data-theme={props.theme || undefined}>
          {/* bikeship:step / bikeship:quote follow the ship store: from when it is there. */}
          {runtime ? (
            <Suspense fallback={null}>
              <WizardEvents />
            </Suspense>
          ) : null}
          <WidgetFailureNotice failures={basics.failures} />
          {/* Opened after a reload: nothing for the moment its stores take, then the wizard. */}
          {opened === null ? (
            // Keyed by the settings: another event-code (or partner, units) starts a fresh search
            // — the old event's venue and dates must not stay in the fields.
            <QuoteBox
              key={settingsKey}
              onContinue={() => {
                // What the mark brings back is the session's active search: the search opened
                // here, on Costs, becomes it, as a step set in the wizard makes it (quote §2).
                const loaded = loader.current();
                loaded?.session.getState().rememberSearch(loaded.ship.getState().search);
                mark.current?.set();
                setInPlace({ of: box, by: 'customer' });
              }}
            />
          ) : runtime ? (
            <Suspense
              fallback={
                <LoadingOverlay label={translate(quoteBoxMessages, locale, 'Opening the quote')} />
              }
            >
              <QuoteWizard openedByCustomer={opened === 'customer'} />
            </Suspense>
          ) : null}
        </div>
      </ShopRuntimeProvider>
    </LocaleProvider>
  );
}
