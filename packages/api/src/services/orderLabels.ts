import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { shipments } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { LABELABLE_ORDER_STATUSES, makeShipmentLabels } from './labels';
import type { OrderRow } from './orderAccess';

type OrderLabelDeps = Pick<AppDeps, 'db' | 'carrier' | 'config' | 'now' | 'logger'>;

/**
 * Makes the labels (and, abroad, the commercial invoice) of every stage of a paid order that is
 * still shipping and has none yet, one stage after another (each call locks its shipment and is
 * idempotent, services/labels.ts: a customer's own label call at the same moment makes nothing
 * twice). A stage whose labels cannot be made — the carrier is down — is logged and answered,
 * never thrown: the caller still sends what it can (services/orderConfirmation.ts). An order
 * that is not (or no longer) paid for gets none.
 * Answers the stages left without labels.
 */
export async function labelPaidOrder(
  deps: OrderLabelDeps,
  order: Pick<OrderRow, 'orderId' | 'status'>,
): Promise<{ unlabelledStages: number[] }> {
  if (!LABELABLE_ORDER_STATUSES.has(order.status)) return { unlabelledStages: [] };
  const unlabelled = await deps.db
    .select({ shipmentId: shipments.shipmentId, stage: shipments.stage })
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, order.orderId),
        ne(shipments.status, 'cancelled'),
        isNull(shipments.labelCreatedAt),
      ),
    )
    .orderBy(asc(shipments.stage));
  const unlabelledStages: number[] = [];
  for (const { shipmentId, stage } of unlabelled) {
    try {
      await makeShipmentLabels(deps, shipmentId);
    } catch (error) {
      deps.logger.error(
        { err: error, orderId: order.orderId, shipmentId },
        'labels of a paid order not made: they follow by mail once made',
      );
      unlabelledStages.push(stage);
    }
  }
  return { unlabelledStages };
}
