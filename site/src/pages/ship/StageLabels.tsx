import type { Order } from '@bikeship/core/schemas';
import { formatDay, saveBlob } from '@bikeship/ui';
import { useState } from 'react';
import type { SiteRuntime } from '../../runtime/siteRuntime';

type Shipment = Order['shipments'][number];

/** A stage's end as a customer names it: the city and state, and the country when not the US. */
const placeOf = (side: Shipment['from']) =>
  [side?.city, side?.state, side?.country?.code === 'US' ? null : side?.country?.name]
    .filter(Boolean)
    .join(', ') || 'Address to come';

/**
 * One stage of a paid order on /confirmation: where it goes, its service, ship and delivery
 * dates (as every other page writes a day) and tracking number, and its
 * labels as one PDF (GET /api/ShipmentDocument/downloadDocuments — the order's owner only: a
 * customer by their token, a guest by the order's key cookie). A stage the carrier could not
 * label yet says that its label follows by email, as the server mails it when it is made.
 */
export function StageLabels(props: { shop: SiteRuntime; orderId: number; shipment: Shipment }) {
  const { shipment } = props;
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const title = `Stage ${shipment.stage}: ${placeOf(shipment.from)} → ${placeOf(shipment.to)}`;
  const download = async () => {
    setState('saving');
    try {
      const pdf = await props.shop.api.documents.downloadShipmentDocuments({
        query: { shipmentId: shipment.shipmentId },
      });
      saveBlob(pdf, `bikeship-order-${props.orderId}-stage-${shipment.stage}-labels.pdf`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <li className="site-order-stage">
      <h3>{title}</h3>
      <p>
        {[
          shipment.service,
          shipment.shipDate ? `ships ${formatDay('en-US', shipment.shipDate)}` : null,
          shipment.deliverDate ? `arrives by ${formatDay('en-US', shipment.deliverDate)}` : null,
          shipment.trackingNumber ? `tracking ${shipment.trackingNumber}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {shipment.labelCreated ? (
        <>
          <button
            type="button"
            className="site-button"
            onClick={() => void download()}
            disabled={state === 'saving'}
          >
            {state === 'saving'
              ? 'Preparing the labels…'
              : `Download the labels for stage ${shipment.stage}`}
          </button>
          {state === 'failed' ? (
            <p role="alert">The labels could not be downloaded. Try again in a moment.</p>
          ) : null}
        </>
      ) : (
        <p>The carrier has not made this stage's label yet: we email it as soon as it is made.</p>
      )}
    </li>
  );
}
