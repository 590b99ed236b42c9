import type { Shipment, StageFees } from '@bikeship/core/schemas';
import { useFormat, useMessages } from '@bikeship/ui';
import { useId } from 'react';
import { accountMessages } from '../account/accountMessages';
import { StageCancelActions } from './CancelActions';
import { boxSize, stageRoute, stageStatus } from './orderTexts';
import { StageDocuments } from './StageDocuments';
import { StageLabelActions } from './StageLabelActions';
import { StageMoney } from './StageMoney';
import { TrackingNumbers } from './TrackingNumbers';
import type { OrdersApi } from './useOrdersApi';

/**
 * One stage of an order: route, service, dates, status, its money (StageMoney), tracking and
 * boxes, then its actions: the label actions, then the cancellations the server offers for it
 * (StageCancelActions). A cancelled stage offers none.
 */
export function StageDetails(props: {
  api: OrdersApi | null;
  orderId: number;
  shipment: Shipment;
  /** The stage's fees, from the order detail. */
  fees?: StageFees;
  email: string;
  onChanged: () => void;
}) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const { shipment } = props;
  const titleId = useId();
  const route = stageRoute(shipment);
  const tracking = [
    ...new Set(
      [shipment.trackingNumber, ...shipment.packages.map((box) => box.trackingNumber)].filter(
        (number): number is string => Boolean(number),
      ),
    ),
  ];
  return (
    <section className="bs-order-stage" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {route
          ? t('Stage {stage}: {route}', { stage: shipment.stage, route })
          : t('Stage {stage}', { stage: shipment.stage })}
      </h3>
      <dl className="bs-order-facts">
        <dt>{t('Status')}</dt>
        <dd>{stageStatus(t, shipment.status)}</dd>
        {shipment.service ? (
          <>
            <dt>{t('Service')}</dt>
            <dd>{shipment.service}</dd>
          </>
        ) : null}
        {shipment.shipDate ? (
          <>
            <dt>{t('Ships')}</dt>
            <dd>{format.day(shipment.shipDate)}</dd>
          </>
        ) : null}
        {shipment.deliverDate ? (
          <>
            <dt>{t('Delivers')}</dt>
            <dd>{format.day(shipment.deliverDate)}</dd>
          </>
        ) : null}
        <StageMoney shipment={shipment} fees={props.fees} />
        <dt>{t('Tracking')}</dt>
        <dd>
          <TrackingNumbers api={props.api} numbers={tracking} />
        </dd>
      </dl>
      {shipment.packages.length > 0 ? (
        <ul
          className="bs-order-boxes"
          aria-label={t('Boxes of stage {stage}', { stage: shipment.stage })}
        >
          {shipment.packages.map((box, index) => (
            <li key={box.boxId}>
              {box.name || t('Box {number}', { number: index + 1 })}: {boxSize(box)}
              {box.trackingNumber ? ` · ${box.trackingNumber}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {shipment.status === 'cancelled' ? null : (
        <StageLabelActions
          api={props.api}
          orderId={props.orderId}
          shipment={shipment}
          email={props.email}
          onMade={props.onChanged}
        />
      )}
      <StageCancelActions shipment={shipment} />
      <StageDocuments {...props} />
    </section>
  );
}
