import { computeSubTotal } from '@bikeship/core/rules';
import { selectStageCharges, selectSubTotal } from '@bikeship/core/stores';
import { useId } from 'react';
import { useQuoteRuntime, useShip } from '../../runtime/QuoteRuntimeContext';
import { formatMoney } from './formatQuote';
import { StageFeeLines } from './StageFeeLines';
import { stageLabel } from './stagePlaces';

/**
 * What each stage charges and the running sub-total (quote §5), both from the core: the stage
 * lines from the ship store's `selectStageCharges`, the sub-total from `selectSubTotal`.
 * The sub-total is a polite live region, so a screen reader hears it change after a choice.
 */
export function CostsSummary() {
  const runtime = useQuoteRuntime();
  const { locale } = runtime.settings;
  const search = useShip((state) => state.search);
  const charges = useShip(selectStageCharges);
  const subTotal = useShip(selectSubTotal);
  const headingId = useId();
  return (
    <section className="bs-costs-summary" aria-labelledby={headingId}>
      <h3 id={headingId}>Your costs</h3>
      {search.trips.map((trip, index) => {
        const stage = charges[index];
        if (!stage) return null;
        return (
          // Stages have no id of their own; their order is the trip's.
          <div key={index} className="bs-costs-summary-stage">
            <h4>{stageLabel(trip, index)}</h4>
            <dl className="bs-costs-lines">
              <dt>{trip.rateChoice ? trip.rateChoice.name : 'Speed not chosen yet'}</dt>
              <dd>{trip.rateChoice ? formatMoney(locale, trip.rateChoice.rate) : '—'}</dd>
              <StageFeeLines trip={trip} stage={stage} locale={locale} />
              <dt className="bs-costs-stage-total">Stage {index + 1} total</dt>
              <dd className="bs-costs-stage-total">
                {formatMoney(locale, computeSubTotal([stage]))}
              </dd>
            </dl>
          </div>
        );
      })}
      <p className="bs-costs-subtotal" role="status" aria-live="polite" aria-atomic="true">
        Sub-total: <strong>{formatMoney(locale, subTotal)}</strong>
      </p>
    </section>
  );
}
