import type { PackageLocationResponse } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import { orderPackages, shipments } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { HttpError } from '../http/httpError';
import type { TrackingEvent } from '../integrations/carrier/carrierAdapter';
import { isLegacyTrackingNumber } from '../integrations/carrier/tracking';

type TrackingDeps = Pick<AppDeps, 'db' | 'carrier' | 'now'>;

/** What the tracking answer calls each scan kind (its `status`). */
const STATUS_LABELS: Readonly<Record<TrackingEvent['status'], string>> = {
  label_created: 'Label created',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
};

/** A shipment side as stored (core AddressStage): 'Boulder, CO, US'. */
function placeName(side: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const country = side.country as { code?: unknown } | undefined;
  const countryCode = text(country?.code) || text(side.countryCode);
  return [text(side.city), text(side.state), countryCode].filter(Boolean).join(', ');
}

/**
 * Where a package is (GET /api/PackageLocation/{code}, quote §7): the package whose tracking
 * number it is, its shipment's dates, service and places, and the carrier's scans up to now,
 * newest first. The status and location are those of the newest scan.
 * An unknown code is a 404. DECISION: tracking is public, as carriers' is — the answer shows
 * cities and dates, never names or streets.
 * DECISION: a cancelled shipment (its label refunded) shows only its label scan, with the
 * status 'Cancelled': no package moves on a refunded label.
 * DECISION: a number of the built-in carrier's earlier form (the box's serial id and 4 random
 * digits, integrations/carrier/tracking.ts) is answered as unknown, even when a package has it:
 * anyone could reach it from a neighbouring number, so it no longer opens the public lookup.
 * Its owner still sees the package in the order (GET /api/Order/detail).
 */
export async function trackPackage(
  deps: TrackingDeps,
  code: string,
): Promise<PackageLocationResponse> {
  const trackingNumber = code.trim().toUpperCase();
  const unknown = new HttpError(404, `No package with tracking code ${code}`);
  if (isLegacyTrackingNumber(trackingNumber)) throw unknown;
  const [found] = await deps.db
    .select({ shipment: shipments })
    .from(orderPackages)
    .innerJoin(shipments, eq(shipments.shipmentId, orderPackages.shipmentId))
    .where(eq(orderPackages.trackingNumber, trackingNumber))
    .limit(1);
  if (!found) throw unknown;
  const { shipment } = found;
  const cancelled = shipment.status === 'cancelled';
  const scans = deps.carrier
    .trackingEvents(
      {
        trackingNumber,
        serviceCode: shipment.serviceCode,
        labelCreatedAt: shipment.labelCreatedAt?.toISOString() ?? null,
        shipDate: shipment.shipDate,
        deliverDate: shipment.deliverDate,
        fromCity: placeName(shipment.from),
        toCity: placeName(shipment.to),
      },
      deps.now(),
    )
    .filter((scan) => !cancelled || scan.status === 'label_created')
    .reverse();
  const newest = scans[0];
  return {
    code: trackingNumber,
    status: cancelled
      ? 'Cancelled'
      : newest
        ? STATUS_LABELS[newest.status]
        : 'Awaiting the first scan',
    ...(newest?.location ? { location: newest.location } : {}),
    ...(shipment.deliverDate && !cancelled ? { estimatedDelivery: shipment.deliverDate } : {}),
    events: scans.map((scan) => ({
      time: scan.time,
      description: scan.description,
      ...(scan.location ? { location: scan.location } : {}),
    })),
  };
}
