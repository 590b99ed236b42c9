import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, shipments } from '../db/schema';
import { notFound } from '../http/httpError';
import { mayAccessOrder, type OrderAccess, type OrderRow } from './orderAccess';

export type { OrderRow };
export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * What the caller presents for an order, by order id (`orderAccessOf(c, orderId)` in a route):
 * a shipment call learns the order id only once it has read the shipment, and a guest's key is
 * per order.
 */
export type AccessFor = (orderId: number) => OrderAccess;

/**
 * The shipment and its order if the caller may act on the order (services/orderAccess.ts: the
 * registered owner or the holder of the guest order key), else 404 — someone else's shipment
 * looks like a missing one.
 */
export async function findOwnedShipment(
  db: Database,
  shipmentId: number,
  accessFor: AccessFor,
): Promise<{ order: OrderRow; shipment: ShipmentRow }> {
  const [row] = await db
    .select({ order: orders, shipment: shipments })
    .from(shipments)
    .innerJoin(orders, eq(orders.orderId, shipments.orderId))
    .where(eq(shipments.shipmentId, shipmentId))
    .limit(1);
  if (!row || !mayAccessOrder(row.order, accessFor(row.order.orderId))) {
    throw notFound('Shipment');
  }
  return row;
}
