import { gt, gte, or, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { orders, payments, testGatewayCharges } from '../../src/db/schema';

/**
 * The money check after a phase, read straight from the database once the servers have stopped
 * (never through the API under test):
 *
 * 1. every order whose payment was answered 2xx exists, is `paid`, has exactly one settled
 *    payment attempt and exactly one charge at the test gateway, of the order's total;
 * 2. no order is charged twice (a duplicate refunded in full — the server's own safety net for a
 *    late 3-D Secure success — is counted, not a failure: the customer keeps nothing twice);
 * 3. no order is charged without being paid, and none is paid (with something to pay) without a
 *    charge — this is where an 'unsettled' order fails the check, and only here;
 * 4. the test gateway's charges (`test_gateway_charges`, net of refunds) sum to the paid orders'
 *    totals, and each settled attempt names a charge of its own order.
 *
 * Scope: orders above `orderWatermark` (the largest order id before the phase) and charges made
 * for them or since `since`, so a kept DATABASE_URL with older orders is checked for this run
 * only. On the soak's own fresh databases the watermark is 0.
 */

export interface LedgerInput {
  db: Database;
  /** Orders whose payment call was answered 2xx. */
  answeredPaid: readonly number[];
  /** Orders whose payment call was still unanswered when the client gave up. */
  unsettled: readonly number[];
  orderWatermark: number;
  since: Date;
}

export interface LedgerReport {
  ok: boolean;
  /** What is wrong, one line each (the first 40). */
  problems: string[];
  problemCount: number;
  figures: {
    ordersInScope: number;
    ordersPaid: number;
    answeredPaid: number;
    /** Paid in the database although the client never saw its 2xx (answer lost, gave up…). */
    paidWithoutAnswer: number;
    charges: number;
    chargedCents: number;
    paidTotalCents: number;
    duplicateChargesRefunded: number;
    /** Attempts still `pending` or `error` (a dead process's, not resumed before the end). */
    attemptsLeftOpen: number;
    /**
     * Settled attempts whose settling came more than LATE_SETTLE_MS after their opening: a
     * normal payment settles well within a second, so these are, in all likelihood, attempts a
     * kill interrupted and a retry resumed — the evidence that a kill hit the window between
     * opening an attempt and settling it. `chargedBeforeKill`: the gateway's charge was made
     * right after opening, i.e. the money had moved before the process died.
     */
    resumedAttempts: { orderId: number; settledAfterSeconds: number; chargedBeforeKill: boolean }[];
    /** What became of each unsettled order. */
    unsettled: { orderId: number; state: string }[];
  };
}

const SETTLED = new Set(['succeeded', 'refunded', 'partially_refunded']);
const MAX_PROBLEM_LINES = 40;
const LATE_SETTLE_MS = 3000;

export async function checkLedger(input: LedgerInput): Promise<LedgerReport> {
  const { db, orderWatermark } = input;
  const orderRows = await db
    .select({
      orderId: orders.orderId,
      status: orders.status,
      totalCents: orders.totalCents,
      placedAt: orders.placedAt,
    })
    .from(orders)
    .where(gt(orders.orderId, orderWatermark));
  const paymentRows = await db
    .select({
      paymentId: payments.paymentId,
      orderId: payments.orderId,
      status: payments.status,
      amountCents: payments.amountCents,
      gatewayPaymentId: payments.gatewayPaymentId,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .where(gt(payments.orderId, orderWatermark));
  const chargeRows = await db
    .select({
      paymentIntentId: testGatewayCharges.paymentIntentId,
      status: testGatewayCharges.status,
      amountCents: testGatewayCharges.amountCents,
      refundedCents: testGatewayCharges.refundedCents,
      createdAt: testGatewayCharges.createdAt,
      orderId: sql<string | null>`${testGatewayCharges.metadata}->>'orderId'`,
    })
    .from(testGatewayCharges)
    .where(
      or(
        gte(testGatewayCharges.createdAt, input.since),
        sql`(${testGatewayCharges.metadata}->>'orderId')::int > ${orderWatermark}`,
      ),
    );

  const problems: string[] = [];
  const problem = (line: string) => problems.push(line);

  const orderById = new Map(orderRows.map((row) => [row.orderId, row]));
  /** Succeeded charges still holding money, per order. */
  const heldCharges = new Map<number, typeof chargeRows>();
  let duplicateChargesRefunded = 0;
  let chargedCents = 0;
  let charges = 0;
  for (const charge of chargeRows) {
    if (charge.status !== 'succeeded') continue;
    const net = charge.amountCents - charge.refundedCents;
    const orderId = Number(charge.orderId);
    if (!Number.isInteger(orderId)) {
      problem(`charge ${charge.paymentIntentId} names no order (metadata.orderId missing)`);
      continue;
    }
    if (net === 0) {
      duplicateChargesRefunded++;
      continue;
    }
    charges++;
    chargedCents += net;
    heldCharges.set(orderId, [...(heldCharges.get(orderId) ?? []), charge]);
  }
  const settledAttempts = new Map<number, typeof paymentRows>();
  let attemptsLeftOpen = 0;
  for (const attempt of paymentRows) {
    if (attempt.status === 'pending' || attempt.status === 'error') attemptsLeftOpen++;
    if (!SETTLED.has(attempt.status)) continue;
    settledAttempts.set(attempt.orderId, [
      ...(settledAttempts.get(attempt.orderId) ?? []),
      attempt,
    ]);
  }
  const isPaid = (row: { status: string; placedAt: Date | null } | undefined) =>
    row?.status === 'paid' && row.placedAt !== null;

  // 1. Every 2xx answer is a paid order, paid once, charged once, for its total.
  for (const orderId of input.answeredPaid) {
    const order = orderById.get(orderId);
    if (!order) {
      problem(`order ${orderId}: answered paid, but not in the database`);
      continue;
    }
    if (!isPaid(order))
      problem(`order ${orderId}: answered paid, but its status is ${order.status}`);
    const attempts = settledAttempts.get(orderId) ?? [];
    if (attempts.length !== 1) {
      problem(`order ${orderId}: answered paid, with ${attempts.length} settled payment attempts`);
    }
    const held = heldCharges.get(orderId) ?? [];
    if (held.length !== 1) {
      problem(`order ${orderId}: answered paid, with ${held.length} charges at the gateway`);
    } else if (held[0] && held[0].amountCents - held[0].refundedCents !== order.totalCents) {
      problem(
        `order ${orderId}: charged ${held[0].amountCents - held[0].refundedCents} cents, total ${order.totalCents}`,
      );
    }
  }
  // 2 and 3. Charged twice; charged without being paid.
  for (const [orderId, held] of heldCharges) {
    if (held.length > 1) problem(`order ${orderId}: charged ${held.length} times`);
    const order = orderById.get(orderId);
    if (!isPaid(order)) {
      const unsettled = input.unsettled.includes(orderId) ? ' (unsettled by the client)' : '';
      problem(
        `order ${orderId}: charged ${held.map((c) => c.amountCents).join('+')} cents but ${order ? `its status is ${order.status}` : 'not in the database'}${unsettled}`,
      );
    }
  }
  let ordersPaid = 0;
  let paidTotalCents = 0;
  for (const order of orderRows) {
    if (!isPaid(order)) continue;
    ordersPaid++;
    paidTotalCents += order.totalCents;
    const attempts = settledAttempts.get(order.orderId) ?? [];
    if (attempts.length !== 1) {
      problem(`order ${order.orderId}: paid with ${attempts.length} settled payment attempts`);
    }
    if (order.totalCents > 0 && !heldCharges.has(order.orderId)) {
      problem(`order ${order.orderId}: paid (${order.totalCents} cents) without a charge`);
    }
  }
  // 4. The sums, and each settled attempt backed by a charge of its order and amount.
  if (chargedCents !== paidTotalCents) {
    problem(
      `the gateway holds ${chargedCents} cents for these orders, the paid orders total ${paidTotalCents}`,
    );
  }
  for (const [orderId, attempts] of settledAttempts) {
    for (const attempt of attempts) {
      const charge = (heldCharges.get(orderId) ?? []).find(
        (c) => c.paymentIntentId === attempt.gatewayPaymentId,
      );
      if (attempt.amountCents > 0 && charge?.amountCents !== attempt.amountCents) {
        problem(
          `payment ${attempt.paymentId} of order ${orderId}: ${attempt.amountCents} cents with no matching charge (${attempt.gatewayPaymentId})`,
        );
      }
    }
  }

  const chargeById = new Map(chargeRows.map((charge) => [charge.paymentIntentId, charge]));
  const resumedAttempts = [...settledAttempts.values()].flat().flatMap((attempt) => {
    const settledAfterMs = attempt.updatedAt.getTime() - attempt.createdAt.getTime();
    if (settledAfterMs <= LATE_SETTLE_MS) return [];
    const charge = attempt.gatewayPaymentId ? chargeById.get(attempt.gatewayPaymentId) : undefined;
    return [
      {
        orderId: attempt.orderId,
        settledAfterSeconds: Math.round(settledAfterMs / 100) / 10,
        chargedBeforeKill:
          charge !== undefined &&
          charge.createdAt.getTime() - attempt.createdAt.getTime() < LATE_SETTLE_MS,
      },
    ];
  });

  const answered = new Set(input.answeredPaid);
  return {
    ok: problems.length === 0,
    problems: problems.slice(0, MAX_PROBLEM_LINES),
    problemCount: problems.length,
    figures: {
      ordersInScope: orderRows.length,
      ordersPaid,
      answeredPaid: answered.size,
      paidWithoutAnswer: orderRows.filter((o) => isPaid(o) && !answered.has(o.orderId)).length,
      charges,
      chargedCents,
      paidTotalCents,
      duplicateChargesRefunded,
      attemptsLeftOpen,
      resumedAttempts,
      unsettled: input.unsettled.map((orderId) => ({
        orderId,
        state: isPaid(orderById.get(orderId))
          ? 'paid'
          : heldCharges.has(orderId)
            ? 'charged, not paid'
            : `not charged (${orderById.get(orderId)?.status ?? 'missing'})`,
      })),
    },
  };
}
