import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, payments, refunds, shipments, users } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import type { GatewayCustomer } from '../integrations/payments/paymentGateway';
import { callGateway } from './gatewayCalls';

/**
 * Moving the money of a refund that `refunds.ts` has claimed, exactly once.
 *
 * A refund is written in three steps, like a payment (paymentAttempts.ts):
 * 1. claim — ONE transaction holding the order row (`FOR UPDATE`): the checks, and every write
 *    (refund rows without a gateway id yet, payments, shipments, the order's refunded amount
 *    and status). A second refund of the same order waits for the lock, then sees the first's
 *    writes (a cancelled stage, a refunded payment) or its rows still under way, and is refused.
 * 2. move — the gateway refunds each card and gives back credit, OUTSIDE any transaction: the
 *    embedded database runs one transaction at a time and the test gateway keeps its own tables
 *    in it (a gateway call inside the claim would wait for itself), and a row lock should not be
 *    held across a network call on PostgreSQL either.
 * 3. record — the gateway's refund ids on the rows. If the gateway throws, the claim is undone
 *    in one transaction: nothing of the refund stays written.
 *
 * Each gateway call's idempotency key is made from what the refund is (its target, the stage or
 * payment or order, the payment, the amount) — never from a row id — so asking again after a
 * failure, even one whose answer was lost after the money moved, cannot refund twice. A claim
 * whose process died before step 3 leaves rows without a gateway id: after STALE_REFUND_MS the
 * next refund call of that order finishes them with the same keys.
 */

export type SettlementDeps = Pick<AppDeps, 'db' | 'payments' | 'logger' | 'now'>;

type RefundRow = typeof refunds.$inferSelect;

/** A claimed refund row whose money is still to move. */
export interface ClaimedRefund {
  refundId: number;
  /** Null: given back as customer credit. */
  paymentId: number | null;
  gatewayPaymentId: string | null;
  amountCents: number;
  idempotencyKey: string;
}

/** What a claim changed, to undo it if the gateway fails. */
export interface ClaimSnapshot {
  orderStatus: string;
  payments: { paymentId: number; refundedCents: number; status: string }[];
  shipments: {
    shipmentId: number;
    status: string;
    pickupScheduled: boolean;
    refundedCents: number;
  }[];
}

export interface Claim {
  orderId: number;
  /** The order's owner, who receives credit back (null for a guest). */
  userId: string | null;
  rows: ClaimedRefund[];
  totalCents: number;
  snapshot: ClaimSnapshot;
}

/** An in-flight claim older than this lost its process: the next refund call finishes it. */
export const STALE_REFUND_MS = 2 * 60_000;

/** A row's gateway key: the same refund asked again is the same key (see above). */
export function refundKeyOf(
  row: Pick<RefundRow, 'target' | 'orderId' | 'shipmentId' | 'paymentId' | 'amountCents'>,
): string {
  const subject = row.shipmentId ?? (row.target === 'payment' ? row.paymentId : row.orderId);
  return `bikeship:refund:${row.target}:${subject}:${row.paymentId ?? 'credit'}:${row.amountCents}`;
}

/** The order's owner as the gateway knows customers. */
async function customerOf(db: Database, userId: string | null): Promise<GatewayCustomer | null> {
  if (!userId) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return { userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
}

/** Step 2 for one row; answers what the row records as its gateway id. */
async function moveOne(
  deps: SettlementDeps,
  row: ClaimedRefund,
  userId: string | null,
): Promise<string> {
  if (row.paymentId !== null) {
    if (!row.gatewayPaymentId) throw new Error(`payment ${row.paymentId} has no gateway id`);
    const refund = await deps.payments.refund({
      gatewayPaymentId: row.gatewayPaymentId,
      amountCents: row.amountCents,
      idempotencyKey: row.idempotencyKey,
    });
    if (refund.amountCents !== row.amountCents) {
      deps.logger.error(
        { refundId: row.refundId, asked: row.amountCents, refunded: refund.amountCents },
        'the gateway refunded another amount than asked',
      );
    }
    return refund.gatewayRefundId;
  }
  const customer = await customerOf(deps.db, userId);
  if (!customer) throw new Error(`refund ${row.refundId}: no customer to give credit back to`);
  await deps.payments.creditCustomerBalance(customer, row.amountCents, row.idempotencyKey);
  // DECISION: credit has no refund id at the gateway; the row keeps the key it was given with.
  return row.idempotencyKey;
}

/** Step 3: the gateway ids, each written once. */
async function record(db: Database, done: { refundId: number; gatewayRefundId: string }[]) {
  if (done.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { refundId, gatewayRefundId } of done) {
      await tx
        .update(refunds)
        .set({ gatewayRefundId })
        .where(and(eq(refunds.refundId, refundId), isNull(refunds.gatewayRefundId)));
    }
  });
}

/** Undoes a claim whose money could not move: the refund leaves nothing written. */
async function revert(deps: SettlementDeps, claim: Claim): Promise<void> {
  const { snapshot } = claim;
  await deps.db.transaction(async (tx) => {
    await tx.select().from(orders).where(eq(orders.orderId, claim.orderId)).for('update');
    const refundIds = claim.rows.map((row) => row.refundId);
    if (refundIds.length > 0) await tx.delete(refunds).where(inArray(refunds.refundId, refundIds));
    for (const payment of snapshot.payments) {
      await tx
        .update(payments)
        .set({ refundedCents: payment.refundedCents, status: payment.status })
        .where(eq(payments.paymentId, payment.paymentId));
    }
    for (const shipment of snapshot.shipments) {
      await tx
        .update(shipments)
        .set({
          status: shipment.status,
          pickupScheduled: shipment.pickupScheduled,
          refundedCents: shipment.refundedCents,
        })
        .where(eq(shipments.shipmentId, shipment.shipmentId));
    }
    await tx
      .update(orders)
      .set({
        refundedCents: sql`${orders.refundedCents} - ${claim.totalCents}`,
        status: snapshot.orderStatus,
        updatedAt: deps.now(),
      })
      .where(eq(orders.orderId, claim.orderId));
  });
}

/**
 * Steps 2 and 3 of a claim. A gateway refusal or outage undoes the claim and answers 409 / 503
 * (gatewayCalls.ts); if some money had moved before the failure, the log names it, and asking
 * again uses the same keys, so the gateway answers those refunds instead of making new ones.
 */
export async function settleClaim(deps: SettlementDeps, claim: Claim): Promise<void> {
  const done: { refundId: number; gatewayRefundId: string }[] = [];
  try {
    await callGateway(async () => {
      for (const row of claim.rows) {
        done.push({
          refundId: row.refundId,
          gatewayRefundId: await moveOne(deps, row, claim.userId),
        });
      }
    });
  } catch (error) {
    deps.logger.error(
      { err: error, orderId: claim.orderId, movedBeforeFailure: done },
      'refund failed at the gateway: its claim is undone',
    );
    await revert(deps, claim);
    throw error;
  }
  await record(deps.db, done);
}

/**
 * Finishes the claims of `orderId` whose process died between claim and record (rows with money
 * and no gateway id, older than STALE_REFUND_MS): the same keys, so nothing moves twice.
 */
export async function resumeStaleRefunds(deps: SettlementDeps, orderId: number): Promise<void> {
  const stale = await deps.db
    .select({ refund: refunds, gatewayPaymentId: payments.gatewayPaymentId, userId: orders.userId })
    .from(refunds)
    .innerJoin(orders, eq(orders.orderId, refunds.orderId))
    .leftJoin(payments, eq(payments.paymentId, refunds.paymentId))
    .where(
      and(
        eq(refunds.orderId, orderId),
        isNull(refunds.gatewayRefundId),
        gt(refunds.amountCents, 0),
        lt(refunds.createdAt, new Date(deps.now().getTime() - STALE_REFUND_MS)),
      ),
    );
  if (stale.length === 0) return;
  deps.logger.warn({ orderId, refunds: stale.length }, 'finishing refunds a lost process claimed');
  const done: { refundId: number; gatewayRefundId: string }[] = [];
  await callGateway(async () => {
    for (const { refund, gatewayPaymentId, userId } of stale) {
      const row: ClaimedRefund = {
        refundId: refund.refundId,
        paymentId: refund.paymentId,
        gatewayPaymentId,
        amountCents: refund.amountCents,
        idempotencyKey: refundKeyOf(refund),
      };
      done.push({ refundId: refund.refundId, gatewayRefundId: await moveOne(deps, row, userId) });
    }
  }).finally(() => record(deps.db, done));
}
