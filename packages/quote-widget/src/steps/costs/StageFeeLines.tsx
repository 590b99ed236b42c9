import { computeSubTotal, isInternationalTrip, type StageCharges } from '@bikeship/core/rules';
import type { TripStage } from '@bikeship/core/schemas';
import { formatMoney } from './formatQuote';

/**
 * A stage's fees as lines of a `<dl>` — pickup, residential delivery, premium protection, and
 * for an international stage the duties and taxes — from the core rules' stage charges. The
 * costs step's summary and the payment step's order summary both show them.
 */
export function StageFeeLines(props: { trip: TripStage; stage: StageCharges; locale: string }) {
  const { trip, stage, locale } = props;
  const protection = computeSubTotal([{ boxes: stage.boxes }]);
  return (
    <>
      <dt>Pickup fee</dt>
      <dd>{formatMoney(locale, stage.pickupFee ?? 0)}</dd>
      {stage.residentialFee ? (
        <>
          <dt>Residential delivery</dt>
          <dd>{formatMoney(locale, stage.residentialFee)}</dd>
        </>
      ) : null}
      {protection > 0 ? (
        <>
          <dt>Premium protection</dt>
          <dd>{formatMoney(locale, protection)}</dd>
        </>
      ) : null}
      {isInternationalTrip(trip) ? (
        <>
          <dt>Duties and taxes (clearance fee)</dt>
          <dd>{formatMoney(locale, stage.clearanceFee ?? 0)}</dd>
        </>
      ) : null}
    </>
  );
}
