import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, payments, refunds, shipments, users } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import type { GatewayCustomer } from '../integrations/payments/paymentGateway';
import { randomBase64Url } from '../secureRandom';
import { callGateway } from './gatewayCalls';
import { renewLeaseEvery } from './leaseRenewal';

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
 * failure, even one whose answer was lost after the money moved, cannot refund twice.
 *
 * Between claim and record the rows are LEASED, as payment attempts are (paymentAttempts.ts):
 * the claim writes them with a holder token and `leasedUntil`, and the process moving their
 * money renews the lease every second. While the lease holds, every other refund of the order is
 * refused at once (409, try again) instead of waiting. A process that died between claim and
 * record stops renewing, so within REFUND_LEASE_MS the next refund call of that order takes the
 * rows over (one call only: the takeover is an update under the order's lock) and finishes them
 * with the same keys: the gateway answers the refund it made, or makes it now — once either way.
 * The holder token fences the one destructive step: a process that lost its lease (stalled past
 * it) never undoes a claim the taker may already have finished.
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
  /** The lease token the claim's rows were written with (`newLeaseHolder`). */
  leaseHolder: string;
  /** The order's owner, who receives credit back (null for a guest). */
  userId: string | null;
  rows: ClaimedRefund[];
  totalCents: number;
  snapshot: ClaimSnapshot;
}

/**
 * A refund in flight whose lease was not renewed for this long lost its process: the next refund
 * call of its order takes it over. Short, as for payments (ATTEMPT_LEASE_MS), so that a retry
 * after a crash finishes in seconds; taking over a process that is alive but late costs one more
 * gateway call under the same keys, never a second refund.
 */
export const REFUND_LEASE_MS = 5_000;
/** How often the moving process renews its lease: several renewals fit in one lease. */
const LEASE_RENEWAL_MS = 1_000;

/** A fresh lease token: one per claim or takeover. */
export function newLeaseHolder(): string {
  return randomBase64Url(12);
}

/** Until when a lease taken or renewed at `now` holds. */
export function leaseEndFrom(now: Date): Date {
  return new Date(now.getTime() + REFUND_LEASE_MS);
}

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
        .set({ gatewayRefundId, leaseHolder: null, leasedUntil: null })
        .where(and(eq(refunds.refundId, refundId), isNull(refunds.gatewayRefundId)));
    }
  });
}

/** Whose lease on which rows (a claim's, or a takeover's). */
interface Lease {
  holder: string;
  refundIds: number[];
}

/**
 * Keeps the lease on `lease.refundIds` fresh while this process moves their money, so that no
 * other call takes them over; stop ends the renewals. A renewal matches only rows still held by
 * this holder and still without a gateway id, so a recorded row or one taken over is left alone.
 */
function holdLease(deps: SettlementDeps, lease: Lease): { stop(): void } {
  if (lease.refundIds.length === 0) return { stop: () => {} };
  return renewLeaseEvery(LEASE_RENEWAL_MS, async () => {
    try {
      await deps.db
        .update(refunds)
        .set({ leasedUntil: leaseEndFrom(deps.now()) })
        .where(
          and(
            inArray(refunds.refundId, lease.refundIds),
            eq(refunds.leaseHolder, lease.holder),
            isNull(refunds.gatewayRefundId),
          ),
        );
    } catch (error) {
      // A missed renewal at worst lets another call take over, which is safe (REFUND_LEASE_MS).
      deps.logger.warn({ err: error, refunds: lease.refundIds }, 'refund lease not renewed');
    }
  });
}

/**
 * Gives up the lease on the rows of `lease` still without a gateway id: the next refund call
 * takes them over at once instead of after the lease (their money did not move, or not all).
 */
async function releaseLease(deps: SettlementDeps, lease: Lease): Promise<void> {
  if (lease.refundIds.length === 0) return;
  await deps.db
    .update(refunds)
    .set({ leaseHolder: null, leasedUntil: null })
    .where(
      and(
        inArray(refunds.refundId, lease.refundIds),
        eq(refunds.leaseHolder, lease.holder),
        isNull(refunds.gatewayRefundId),
      ),
    );
}

/**
 * Undoes a claim whose money could not move: the refund leaves nothing written. Only while this
 * process still holds every row of it: rows another call took over (this process stalled past
 * its lease) may have been refunded by now, so they stay for that call to record.
 */
async function revert(deps: SettlementDeps, claim: Claim): Promise<void> {
  const { snapshot } = claim;
  await deps.db.transaction(async (tx) => {
    await tx.select().from(orders).where(eq(orders.orderId, claim.orderId)).for('update');
    const refundIds = claim.rows.map((row) => row.refundId);
    if (refundIds.length > 0) {
      const stillHeld = await tx
        .select({ refundId: refunds.refundId })
        .from(refunds)
        .where(
          and(
            inArray(refunds.refundId, refundIds),
            eq(refunds.leaseHolder, claim.leaseHolder),
            isNull(refunds.gatewayRefundId),
          ),
        );
      if (stillHeld.length !== refundIds.length) {
        deps.logger.warn(
          { orderId: claim.orderId, refunds: refundIds },
          'a refund claim taken over by another call is not undone',
        );
        return;
      }
      await tx.delete(refunds).where(inArray(refunds.refundId, refundIds));
    }
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
  const lease = holdLease(deps, {
    holder: claim.leaseHolder,
    refundIds: claim.rows.map((row) => row.refundId),
  });
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
    lease.stop();
    await revert(deps, claim);
    throw error;
  }
  lease.stop();
  await record(deps.db, done);
}

/** A refund row a takeover finished: what it was, for the caller to answer and mail. */
export type ResumedRefund = Pick<
  RefundRow,
  'refundId' | 'target' | 'shipmentId' | 'paymentId' | 'amountCents'
>;

/**
 * Takes over the rows of `orderId` whose money is still to move and whose lease ran out (or that
 * have none: written before leases), holding the order so that of several calls one takes them.
 */
async function takeOverStale(deps: SettlementDeps, orderId: number, holder: string) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(eq(orders.orderId, orderId))
      .for('update');
    return tx
      .update(refunds)
      .set({ leaseHolder: holder, leasedUntil: leaseEndFrom(now) })
      .where(
        and(
          eq(refunds.orderId, orderId),
          isNull(refunds.gatewayRefundId),
          gt(refunds.amountCents, 0),
          or(isNull(refunds.leasedUntil), lt(refunds.leasedUntil, now)),
        ),
      )
      .returning();
  });
}

/**
 * Finishes the claim of `orderId` whose process died between claim and record (rows with money,
 * no gateway id and a lease run out): the same keys, so nothing moves twice. Answers the rows it
 * finished (none when there was nothing to take over). A gateway failure gives the lease back,
 * so the next call tries again at once, and reaches the caller (409 / 503).
 */
export async function resumeStaleRefunds(
  deps: SettlementDeps,
  orderId: number,
): Promise<ResumedRefund[]> {
  const holder = newLeaseHolder();
  const taken = await takeOverStale(deps, orderId, holder);
  if (taken.length === 0) return [];
  deps.logger.warn({ orderId, refunds: taken.length }, 'finishing refunds a lost process claimed');
  const lease: Lease = { holder, refundIds: taken.map((row) => row.refundId) };
  const renewal = holdLease(deps, lease);
  const done: { refundId: number; gatewayRefundId: string }[] = [];
  try {
    const [order] = await deps.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.orderId, orderId));
    const paymentIds = taken.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId]));
    const gatewayIds = new Map(
      paymentIds.length === 0
        ? []
        : (
            await deps.db
              .select({ paymentId: payments.paymentId, gatewayId: payments.gatewayPaymentId })
              .from(payments)
              .where(inArray(payments.paymentId, paymentIds))
          ).map((payment) => [payment.paymentId, payment.gatewayId]),
    );
    await callGateway(async () => {
      for (const refund of taken) {
        const row: ClaimedRefund = {
          refundId: refund.refundId,
          paymentId: refund.paymentId,
          gatewayPaymentId:
            refund.paymentId === null ? null : (gatewayIds.get(refund.paymentId) ?? null),
          amountCents: refund.amountCents,
          idempotencyKey: refundKeyOf(refund),
        };
        done.push({
          refundId: refund.refundId,
          gatewayRefundId: await moveOne(deps, row, order?.userId ?? null),
        });
      }
    });
  } catch (error) {
    renewal.stop();
    await record(deps.db, done);
    await releaseLease(deps, lease);
    throw error;
  }
  renewal.stop();
  await record(deps.db, done);
  return taken.map(({ refundId, target, shipmentId, paymentId, amountCents }) => ({
    refundId,
    target,
    shipmentId,
    paymentId,
    amountCents,
  }));
}
