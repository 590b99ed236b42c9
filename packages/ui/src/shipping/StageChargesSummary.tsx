import { computeSubTotal, isInternationalTrip, type StageCharges } from '@bikeship/core/rules';
import type { TripStage } from '@bikeship/core/schemas';
import { type ReactNode, useId } from 'react';
import { useFormat } from '../format/useFormat';
import { useMessages } from '../messages/LocaleContext';
import { shippingMessages } from './shippingMessages';
import { stageLabel } from './stagePlaces';

export interface StageChargesSummaryProps {
  /** The section's heading, also its accessible name: "Your costs", "Your order". */
  title: string;
  /** The trip's stages, in order. */
  trips: readonly TripStage[];
  /** What each stage charges, in the trips' order (the ship store's `selectStageCharges`). */
  charges: readonly StageCharges[];
  /**
   * The sub-total of all stages (`selectSubTotal`), a polite live region so a screen reader
   * hears it change after a choice. Left out where a totals section of its own says it.
   */
  subTotal?: number;
  /** What a stage shows between its name and its charges (an order's dates and addresses). */
  stageDetails?(trip: TripStage, index: number): ReactNode;
  /** What follows the stages inside the section (an order's boxes). */
  children?: ReactNode;
}

/**
 * What each stage of a trip charges (quote §5) — its speed, pickup fee, residential delivery,
 * premium protection, for an international stage the clearance fee, and its total — and the
 * running sub-total. Every figure is the core's: the charges from `selectStageCharges`, the
 * totals from `computeSubTotal`; nothing is priced here.
 * @example
 * <StageChargesSummary
 *   title="Your costs" trips={search.trips}
 *   charges={useShip(selectStageCharges)} subTotal={useShip(selectSubTotal)}
 * />
 */
export function StageChargesSummary(props: StageChargesSummaryProps) {
  const t = useMessages(shippingMessages);
  const format = useFormat();
  const headingId = useId();
  const line = (term: string, amount: number | string, total?: boolean) => (
    <>
      <dt className={total ? 'bs-charges-total' : undefined}>{term}</dt>
      <dd className={total ? 'bs-charges-total' : undefined}>
        {typeof amount === 'number' ? format.money(amount) : amount}
      </dd>
    </>
  );
  return (
    <section className="bs-charges" aria-labelledby={headingId}>
      <h3 id={headingId}>{props.title}</h3>
      {props.trips.map((trip, index) => {
        const stage = props.charges[index];
        if (!stage) return null;
        const speed = trip.rateChoice;
        const protection = computeSubTotal([{ boxes: stage.boxes }]);
        return (
          // Stages have no id of their own; their order is the trip's.
          <div key={index} className="bs-charges-stage">
            <h4>{stageLabel(trip, index, format.locale)}</h4>
            {props.stageDetails?.(trip, index)}
            <dl className="bs-charges-lines">
              {speed
                ? line(t('Shipping ({speed})', { speed: speed.name }), stage.rate ?? 0)
                : line(t('Speed not chosen yet'), '—')}
              {line(t('Pickup fee'), stage.pickupFee ?? 0)}
              {stage.residentialFee ? line(t('Residential delivery'), stage.residentialFee) : null}
              {protection > 0 ? line(t('Premium protection'), protection) : null}
              {isInternationalTrip(trip)
                ? line(t('Duties and taxes (clearance fee)'), stage.clearanceFee ?? 0)
                : null}
              {line(t('Stage {n} total', { n: index + 1 }), computeSubTotal([stage]), true)}
            </dl>
          </div>
        );
      })}
      {props.children}
      {props.subTotal === undefined ? null : (
        <p className="bs-charges-sub" role="status" aria-live="polite" aria-atomic="true">
          {t('Sub-total:')} <strong>{format.money(props.subTotal)}</strong>
        </p>
      )}
    </section>
  );
}
