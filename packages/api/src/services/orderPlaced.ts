import { sendEmailRequestSchema, temporaryOrderRequestSchema } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, users } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import type { OrderAccess, OrderRow } from './orderAccess';
import { sendOrderEmail } from './orderEmails';
import { saveUserPackage } from './userPackages';

type EmailDeps = Parameters<typeof sendOrderEmail>[0];

/**
 * What follows a placed order: the customer's boxes are remembered and the
 * confirmation mail goes out. Neither can undo the payment: a failure is logged, not answered.
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
 * What to do once an order is placed, given who paid: the caller's own access to the order (the
 * signed-in owner, or the guest's order key) — null when the gateway settled the payment later
 * (3-D Secure finished, reported by its webhook), with nobody's request at hand.
 */
export type AfterPlaced = (orderId: number, access: OrderAccess | null) => Promise<void>;

/**
 * The Confirmation mail (services/orderEmails.ts), sent as the payer: the same access rules as
 * POST /api/email/send. DECISION: a payment the gateway settles later, with no caller, sends no
 * mail from here — the customer sees the order as paid and can ask for the mail.
 */
async function sendConfirmation(
  deps: EmailDeps,
  order: OrderRow,
  access: OrderAccess | null,
): Promise<boolean> {
  if (!access) return false;
  await sendOrderEmail(
    deps,
    sendEmailRequestSchema.parse({ emailName: 'Confirmation', orderId: order.orderId }),
    { user: access.user, accessFor: () => access },
  );
  return true;
}

/** The after-order work of one server, for the payment service. */
export function afterOrderPlaced(deps: EmailDeps & Pick<AppDeps, 'logger'>): AfterPlaced {
  return async (orderId, access) => {
    const [order] = await deps.db.select().from(orders).where(eq(orders.orderId, orderId));
    if (!order) return;
    const results = await Promise.allSettled([
      saveOrderBoxes(deps.db, order),
      sendConfirmation(deps, order, access),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') {
        deps.logger.error({ err: result.reason, orderId }, 'after-order work failed');
      }
    }
  };
}
