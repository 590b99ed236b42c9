import { Button, Notice } from '@bikeship/ui';
import { useId, useState } from 'react';
import { useQuoteRuntime, useShip } from '../runtime/QuoteRuntimeContext';
import { BoxPresetField } from '../steps/search/BoxPresetField';
import { CHOOSE_A_BOX } from '../steps/search/boxDraft';
import { PlaceLookup } from '../steps/search/PlaceLookup';
import { quoteEventCodeOf } from '../steps/search/quoteEvent';
import {
  applySearchDraft,
  knowsCustomer,
  RATES_FAILED_MESSAGE,
  requestRates,
} from '../steps/search/requestRates';
import { ShipDateField } from '../steps/search/ShipDateField';
import {
  countryOfPlace,
  type SearchDraft,
  withPlace,
  withStage,
} from '../steps/search/searchDraft';
import { hasDraftErrors, searchDraftErrors } from '../steps/search/searchDraftErrors';
import { handoffUrl } from '../steps/search/searchHandoff';
import { checkShipDate } from '../steps/search/shipDateCalendar';
import { useSearchDraft } from '../steps/search/useSearchDraft';
import { navigateTo } from './pageNavigation';

/** DECISION: the quote box asks one stage and one box; the wizard adds the rest. */
const compact = (draft: SearchDraft): SearchDraft => ({
  ...draft,
  stages: draft.stages.slice(0, 1).map((stage) => ({ ...stage, returnOfFirst: false })),
  boxes: draft.boxes.slice(0, 1),
});

/**
 * `<bikeship-quote-box>`: the compact step 1 — from, to, ship date, a box preset, Get rates —
 * built from step 1's own fields. Get rates fills the ship store as step 1 does, then:
 * - with `wizard-url`, hands the search to that page in the URL (searchHandoff.ts);
 * - else the wizard opens in place (`onContinue`) with the search carried over: on Costs when
 *   the session knows the customer and the rates came, otherwise on step 1 where a guest gives
 *   name and email first (quote §6). A rates failure is shown here.
 */
export function QuoteBox(props: { onContinue(): void }) {
  const runtime = useQuoteRuntime();
  const [fullDraft, setDraft] = useSearchDraft();
  const loading = useShip((state) => state.loading);
  const [submitted, setSubmitted] = useState(false);
  const [ratesFailed, setRatesFailed] = useState(false);
  const headingId = useId();
  const draft = compact(fullDraft);
  const [stage] = draft.stages;
  const [box] = draft.boxes;
  const errors = searchDraftErrors(draft, { askGuest: false });
  const stageErrors = submitted ? errors.stages[0] : undefined;

  const getRates = async () => {
    setSubmitted(true);
    setRatesFailed(false);
    const check =
      stage?.shipDate &&
      (await checkShipDate(runtime.api.date, countryOfPlace(stage.from), stage.shipDate));
    if (hasDraftErrors(errors) || !check || check.problem) return;
    applySearchDraft(runtime, draft);
    const { wizardUrl } = runtime.settings;
    if (wizardUrl) {
      const handoff = {
        search: runtime.ship.getState().search,
        eventCode: quoteEventCodeOf(runtime),
      };
      navigateTo(handoffUrl(wizardUrl, handoff, window.location.href));
    } else if (!knowsCustomer(runtime)) {
      props.onContinue();
    } else if (await requestRates(runtime)) {
      props.onContinue();
    } else {
      setRatesFailed(true);
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
        Get a shipping quote
      </h2>
      <div className="bs-box-fields">
        <PlaceLookup
          label="From"
          value={stage.from}
          error={stageErrors?.from}
          onChange={(place) => setDraft((current) => withPlace(current, 0, 'from', place))}
        />
        <PlaceLookup
          label="To"
          value={stage.to}
          error={stageErrors?.to}
          onChange={(place) => setDraft((current) => withPlace(current, 0, 'to', place))}
        />
        <ShipDateField
          label="Ship date"
          value={stage.shipDate}
          country={countryOfPlace(stage.from)}
          error={stageErrors?.shipDate}
          onChange={(shipDate) => setDraft((current) => withStage(current, 0, { shipDate }))}
        />
        <BoxPresetField
          box={box}
          units={draft.units}
          error={submitted && errors.boxes[0]?.nameSelection ? CHOOSE_A_BOX : null}
          onChange={(changed) =>
            setDraft((current) => ({ ...current, boxes: [changed, ...current.boxes.slice(1)] }))
          }
        />
      </div>
      {ratesFailed ? (
        <Notice tone="danger" title="No rates">
          {RATES_FAILED_MESSAGE}
        </Notice>
      ) : null}
      <Button type="submit" variant="primary" className="bs-box-submit" busy={loading}>
        Get rates
      </Button>
    </form>
  );
}
