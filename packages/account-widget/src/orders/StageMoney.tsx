import type { Shipment, StageFees } from '@bikeship/core/schemas';
import { useFormat, useMessages } from '@bikeship/ui';
import { Fragment } from 'react';
import { accountMessages } from '../account/accountMessages';

/**
 * A stage's money, as rows of its facts list: its price, then each fee it is made of (those
 * above zero) on a row of its own, whether a pickup is booked or the boxes are dropped off, and
 * what it got back. The order detail carries these; the lists do not, and then nothing is shown.
 */
export function StageMoney(props: { shipment: Shipment; fees: StageFees | undefined }) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const { shipment, fees } = props;
  const parts = fees
    ? [
        [t('Rate'), fees.baseFee],
        [t('Pickup fee'), fees.pickupFee],
        [t('Residential fee'), fees.residentialFee],
        [t('Protection'), fees.protectionFee],
        [t('Clearance fee'), fees.customsFee],
      ].filter((part): part is [string, number] => Number(part[1]) > 0)
    : [];
  return (
    <>
      {shipment.amount !== undefined ? (
        <>
          <dt>{t('Price')}</dt>
          <dd>{format.money(shipment.amount)}</dd>
          {parts.map(([name, amount]) => (
            <Fragment key={name}>
              <dt className="bs-order-part">{name}</dt>
              <dd>{format.money(amount)}</dd>
            </Fragment>
          ))}
        </>
      ) : null}
      {shipment.pickupBooked !== undefined ? (
        <>
          <dt>{t('Pickup')}</dt>
          <dd>{shipment.pickupBooked ? t('Booked') : t('None: drop off')}</dd>
        </>
      ) : null}
      {shipment.refunded ? (
        <>
          <dt>{t('Refunded')}</dt>
          <dd>{format.money(shipment.refunded)}</dd>
        </>
      ) : null}
    </>
  );
}
