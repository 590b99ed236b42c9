import { Button, LoadingOverlay, Notice, useMessages, useStoreWhenLoaded } from '@bikeship/ui';
import { lazy, Suspense, useId, useState } from 'react';
import {
  useLoadedQuoteRuntime,
  useLoadQuoteRuntime,
  useQuoteBasics,
} from '../runtime/QuoteRuntimeContext';
import { BoxPresetField } from '../steps/search/BoxPresetField';
import { PlaceLookup } from '../steps/search/PlaceLookup';
import { ShipDateField } from '../steps/search/ShipDateField';
import {
  countryOfPlace,
  type SearchDraft,
  withPlace,
  withStage,
} from '../steps/search/searchDraft';
import {
  hasDraftErrors,
  type SearchDraftErrors,
  searchDraftErrors,
} from '../steps/search/searchDraftErrors';
import { searchMessages } from '../steps/search/searchMessages';
import { searchStepMessages } from '../steps/search/searchStepMessages';
import { checkShipDate } from '../steps/search/shipDateCalendar';
import { useSearchDraft } from '../steps/search/useSearchDraft';
import { continueBoxSearch } from './continueBoxSearch';
import { quoteBoxMessages } from './quoteBoxMessages';

// A guest's name and email, asked after a first Get rates: with the module Get rates has loaded
// by then (requestRates.ts), not in the box's first load.
const GuestFields = lazy(() =>
  import('../steps/search/requestRates').then((module) => ({ default: module.GuestFields })),
);

/** DECISION: the quote box asks one stage and one box; the wizard adds the rest. */
const compact = (draft: SearchDraft): SearchDraft => ({
  ...draft,
  stages: draft.stages.slice(0, 1).map((stage) => ({ ...stage, returnOfFirst: false })),
  boxes: draft.boxes.slice(0, 1),
});

/**
 * `<bikeship-quote-box>`: the compact step 1 — from, to, ship date, a box preset, Get rates —
 * built from step 1's own fields. It accepts input before its stores have loaded
 * (QuoteBoxWidget.tsx); Get rates waits for them, then continueBoxSearch.ts hands the search to
 * `wizard-url`, or fetches the rates — "Getting rates…" over the box, where the customer's eyes
 * are — and opens the wizard in place on Costs (`onContinue`). A guest the session does not
 * know is first asked name and email here, the least the order needs (continueBoxSearch.ts).
 * A rates failure is shown here.
 */
export function QuoteBox(props: { onContinue(): void }) {
  const basics = useQuoteBasics();
  const t = useMessages(searchMessages);
  const boxT = useMessages(quoteBoxMessages);
  const stepT = useMessages(searchStepMessages);
  const loadRuntime = useLoadQuoteRuntime();
  const runtime = useLoadedQuoteRuntime();
  const [fullDraft, setDraft] = useSearchDraft();
  const ratesLoading = useStoreWhenLoaded(runtime?.ship, (state) => state.loading, false);
  const [continuing, setContinuing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<'rates' | 'not-loaded' | null>(null);
  // A guest's name and email, asked once the rest is valid: null until then; what is missing in
  // them shown from the second Get rates on (the first shows the fields).
  const [guestErrors, setGuestErrors] = useState<SearchDraftErrors['guest'] | null>(null);
  const headingId = useId();
  const draft = compact(fullDraft);
  const [stage] = draft.stages;
  const [box] = draft.boxes;
  const errors = searchDraftErrors(draft, t);
  const stageErrors = submitted ? errors.stages[0] : undefined;

  const getRates = async () => {
    setSubmitted(true);
    setFailure(null);
    setContinuing(true);
    // Asked for first: in the quote box, the date check below waits for the data layer, which
    // comes when the stores are asked for (QuoteBoxWidget.tsx). Not awaited when the form has
    // errors, hence the empty handler; awaited below otherwise.
    const loadingRuntime = loadRuntime();
    loadingRuntime.catch(() => {});
    try {
      const check =
        stage?.shipDate &&
        (await checkShipDate(basics.api.date, countryOfPlace(stage.from), stage.shipDate));
      if (hasDraftErrors(errors) || !check || check.problem) return;
      const outcome = await continueBoxSearch(await loadingRuntime, draft, stepT);
      if (outcome === 'wizard') props.onContinue();
      if (outcome === 'rates-failed') setFailure('rates');
      if (typeof outcome === 'object')
        setGuestErrors((shown) => (shown ? outcome.guestErrors : {}));
    } catch {
      // The data layer, the stores or this step's code could not be fetched; nothing is lost.
      setFailure('not-loaded');
    } finally {
      setContinuing(false);
    }
  };

  if (!stage || !box) return null;
  return (
    <form
      className="bs-box"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void getRates();
      }}
    >
      <h2 id={headingId} className="bs-box-title">
        {t('Get a shipping quote')}
      </h2>
      <div className="bs-box-fields">
        <PlaceLookup
          label={t('From')}
          value={stage.from}
          error={stageErrors?.from}
          onChange={(place) => setDraft((current) => withPlace(current, 0, 'from', place))}
        />
        <PlaceLookup
          label={t('To')}
          value={stage.to}
          error={stageErrors?.to}
          onChange={(place) => setDraft((current) => withPlace(current, 0, 'to', place))}
        />
        <ShipDateField
          label={t('Ship date')}
          value={stage.shipDate}
          country={countryOfPlace(stage.from)}
          error={stageErrors?.shipDate}
          onChange={(shipDate) => setDraft((current) => withStage(current, 0, { shipDate }))}
        />
        <BoxPresetField
          box={box}
          units={draft.units}
          missing={submitted && errors.boxes[0]?.nameSelection}
          onChange={(changed) =>
            setDraft((current) => ({ ...current, boxes: [changed, ...current.boxes.slice(1)] }))
          }
        />
      </div>
      {guestErrors ? (
        <Suspense fallback={null}>
          <GuestFields
            focusOnShow
            guest={fullDraft.guest}
            errors={guestErrors}
            onChange={(changed, field) => {
              // A field the customer changes loses its error at once (it is checked again at Get
              // rates): a stale "Enter your email" beside a typed email reads as a refusal.
              setGuestErrors((shown) => shown && { ...shown, [field]: undefined });
              setDraft((current) => ({ ...current, guest: changed }));
            }}
          />
        </Suspense>
      ) : null}
      {failure ? (
        <Notice tone="danger" title={failure === 'rates' ? t('No rates') : boxT('Not loaded')}>
          {failure === 'rates'
            ? t(
                'We could not get rates for this trip. Check the places, dates and boxes and try again; if it keeps happening, contact us.',
              )
            : boxT('The quote could not load. Check your connection and press Get rates again.')}
        </Notice>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        className="bs-box-submit"
        busy={continuing || ratesLoading}
      >
        {t('Get rates')}
      </Button>
      {ratesLoading ? <LoadingOverlay label={t('Getting rates')} /> : null}
    </form>
  );
}
