import { temporaryOrderRequestSchema } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, users } from '../db/schema';
import type { OrderRow } from './orderAccess';
import { type ConfirmationDeps, sendOrderConfirmation } from './orderConfirmation';
import { saveUserPackage } from './userPackages';

/**
 * What follows a placed order: the customer's boxes are remembered, and the order's labels are
 * made and go out with the confirmation mail (exactly once, retried if it fails:
 * orderConfirmation.ts). Neither can undo the payment: a failure is logged, not answered.
 */

/**
 * Saves the order's boxes to a registered customer whose `savePackages` setting is on.
 * DECISION: only named boxes — the saved list is known by name (userPackages.ts), and an
 * unnamed box would be an entry the customer cannot tell apart.
 */
export async function saveOrderBoxes(db: Database, order: OrderRow): Promise<number> {
  if (!order.userId) return 0;
  const [owner] = await db
    .select({ settings: users.settings })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!owner?.settings.savePackages) return 0;
  const request = temporaryOrderRequestSchema.parse(order.request);
  let saved = 0;
  for (const pkg of request.packages) {
    const name = pkg.name?.trim();
    if (!name) continue;
    await saveUserPackage(db, order.userId, {
      name,
      ...(pkg.category ? { category: pkg.category } : {}),
      length: pkg.length,
      width: pkg.width,
      height: pkg.height,
      weight: pkg.weight,
      linearUnit: pkg.linearUnit,
      weightUnit: pkg.weightUnit,
      marketValue: pkg.value,
    });
    saved += 1;
  }
  return saved;
}

/**
 * What to do once an order is placed. The payment service runs it where an order becomes
 * placed (services/paymentAttempts.ts), once per order, whoever settled the payment: the
 * payer's own call, the browser's answer to 3-D Secure, or the gateway's webhook.
 */
export type AfterPlaced = (orderId: number) => Promise<void>;

/** The after-order work of one server, for the payment service. */
export function afterOrderPlaced(deps: ConfirmationDeps): AfterPlaced {
  return async (orderId) => {
    const [order] = await deps.db.select().from(orders).where(eq(orders.orderId, orderId));
    if (!order) return;
    const results = await Promise.allSettled([
      saveOrderBoxes(deps.db, order),
      sendOrderConfirmation(deps, orderId),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') {
        deps.logger.error({ err: result.reason, orderId }, 'after-order work failed');
      }
    }
  };
}
