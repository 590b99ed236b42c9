import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@bikeship/core/constants';
import type { PaymentOutcomeKind } from '@bikeship/core/schemas';
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../db/database';
import { orders, payments, refunds } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { badField, HttpError } from '../http/httpError';
import type { ChargeResult, GatewayCustomer } from '../integrations/payments/paymentGateway';
import { renewLeaseEvery } from './leaseRenewal';
import type { OrderRow } from './orderAccess';
import type { AfterPlaced } from './orderPlaced';

/**
 * Exactly-once payments: a paid order is never lost or charged twice.
 *
 * One payment call is one ATTEMPT, a `payments` row keyed by its idempotency key (unique). The
 * money moves outside any database transaction (the gateway may be slow, and the embedded
 * database runs one transaction at a time), in three steps:
 * 1. open — in a transaction holding the order row (`SELECT … FOR UPDATE`): refuse a placed
 *    order or another attempt under way, then insert the attempt `ON CONFLICT DO NOTHING`.
 *    Of 10 identical concurrent calls exactly one inserts; the others find its row.
 * 2. charge — the gateway, with an idempotency key of its own made from the attempt's id, so
 *    resuming an attempt can never charge twice either.
 * 3. settle — in a transaction holding the order row again: the attempt's outcome, and for a
 *    success the order's new state, each written only if still unwritten.
 * Callers that find an attempt of their key under way wait for its outcome and answer the same.
 * An attempt whose gateway call failed is resumed by the next call with its key; so is one whose
 * process died, once its lease runs out: the process working on a `pending` attempt renews it
 * (`updatedAt`) every second, so a lease older than ATTEMPT_LEASE_MS means nobody is working on
 * it. Resuming asks the gateway again under the attempt's own gateway idempotency key, which
 * answers what happened to the first charge instead of charging again; the outcome then settles
 * the attempt as usual.
 * A declined attempt releases its key, so the order stays payable with the same key (the
 * derived `order:<id>:initial` included); an attempt waiting for 3-D Secure keeps it.
 *
 * A call with ANOTHER key is refused (409) while an attempt of the order is alive (its lease
 * holds). Once that attempt is dead — its lease ran out, or its gateway call failed — the new
 * call settles it first (`resolveDeadAttempt`): it asks the gateway, without charging, what
 * became of the charge under the dead attempt's gateway key. Charged: the dead attempt settles
 * as paid and the new call finds the order paid (403), never charging again. Not charged: the
 * dead attempt is `abandoned` (its key released) and the new attempt goes ahead. Should the
 * abandoned attempt's process have been alive after all and its charge land late, settling it
 * still counts it — as a duplicate refunded at once when the new attempt paid the order.
 */

export type PaymentRow = typeof payments.$inferSelect;

export type AttemptKind = 'initial' | 'additional';

/** What an attempt needs to finish or resume, kept on its row (`payments.details`). */
export const attemptDetailsSchema = z.object({
  kind: z.enum(['initial', 'additional']),
  /** What the order becomes on success: `confirmed` when nothing was charged. */
  placedStatus: z.enum(['paid', 'confirmed']),
  paymentMethodId: z.optional(z.string()),
  savePaymentMethod: z.boolean(),
  /** The sub-total before discount this attempt settles (the whole order, or the re-quote). */
  subTotalCents: z.number(),
  discountCents: z.number(),
  promoDiscountCents: z.number(),
  balanceAppliedCents: z.number(),
  donationCents: z.number(),
  discountCouponId: z.optional(z.string()),
  promotionCode: z.optional(z.string()),
  po: z.optional(z.string()),
  /** `orders.settledSubTotalCents` before and after this attempt. */
  previousSettledCents: z.number(),
  settledSubTotalCents: z.number(),
  /** The customer's time zone, to file the order under its month. */
  timezone: z.optional(z.string()),
});
export type AttemptDetails = z.infer<typeof attemptDetailsSchema>;

/** What a payment call answers. */
/** A payment's outcome (core `PaymentOutcomeKind`; a price change is an HttpError 409). */
export type PaymentOutcome = (
  | { kind: 'paid'; orderId: number }
  | { kind: 'declined'; orderId: number; code: string; message: string }
  | { kind: 'requires-action'; orderId: number; clientSecret: string; message: string }
) & { kind: PaymentOutcomeKind };

export type AttemptDeps = Pick<AppDeps, 'db' | 'payments' | 'logger' | 'now'> & {
  /**
   * Run once an order is placed — confirmation mail, saved boxes (orderPlaced.ts) — by the one
   * settle step that placed it, whichever call got there (see `settleSuccess`).
   */
  afterPlaced: AfterPlaced;
};

/** How long a call waits for an identical call's outcome before asking the caller to retry. */
const WAIT_LIMIT_MS = 30_000;
const WAIT_STEP_MS = 40;
/**
 * A `pending` attempt not renewed for this long has lost its process (killed, crashed, cut off
 * from the database): the next call with its key takes it over. Short, so that a customer's
 * retry after a crash settles in seconds instead of answering 409. Taking over an attempt whose
 * process is alive but late (an event loop stalled past the lease, clocks of two machines
 * apart) costs one more gateway call under the same key, never a second charge: the gateway
 * answers the first charge again and settling writes the outcome once.
 */
export const ATTEMPT_LEASE_MS = 5_000;
/** How often the working process renews its lease: several renewals fit in one lease. */
const LEASE_RENEWAL_MS = 1_000;
/** Stripe's limit on an Idempotency-Key. */
const MAX_KEY_LENGTH = 255;

/**
 * Statuses of an attempt whose outcome the gateway may still report. `abandoned` among them: an
 * attempt given up as never charged whose charge lands late is still counted (see above).
 */
const SETTLEABLE_STATUSES = ['pending', 'error', 'requires_action', 'abandoned'] as const;

/** Statuses of an attempt that settled money on the order. */
const SETTLED_STATUSES = ['succeeded', 'refunded', 'partially_refunded', 'duplicate'];

/** An order is placed once paid or confirmed; refunds and cancellation do not undo that. */
export function isPlaced(order: Pick<OrderRow, 'placedAt'>): boolean {
  return order.placedAt !== null;
}

/**
 * The key of an attempt. DECISION: a client's `Idempotency-Key` is scoped to its order (the
 * same key on two orders is two payments); without one the key is derived —
 * `order:<id>:initial` for the order's payment, so one order can never be paid twice, and
 * `order:<id>:additional:<from>-<to>` for the additional payment of one re-quote.
 */
export function attemptKey(
  orderId: number,
  clientKey: string | undefined,
  derived: string,
): string {
  if (clientKey === undefined) return `order:${orderId}:${derived}`;
  const key = clientKey.trim();
  if (key === '' || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw badField(
      IDEMPOTENCY_KEY_HEADER,
      `The ${IDEMPOTENCY_KEY_HEADER} must be 1 to ${MAX_KEY_LENGTH} visible ASCII characters`,
    );
  }
  return `order:${orderId}:key:${key}`;
}

/** The fingerprint of a call: the same key with another request is refused (422). */
export function requestHashOf(kind: AttemptKind, body: unknown): string {
  return createHash('sha256').update(JSON.stringify({ kind, body })).digest('hex');
}

/** The gateway's own idempotency key for an attempt: stable across resumes of that attempt. */
function gatewayKeyOf(attempt: PaymentRow): string {
  return `bikeship:payment:${attempt.paymentId}`;
}

/** What the gateway's charge of an attempt carries: how it is found again (`findCharge`). */
function chargeMetadataOf(attempt: PaymentRow): Record<string, string> {
  return {
    orderId: String(attempt.orderId),
    paymentId: String(attempt.paymentId),
    kind: detailsOf(attempt).kind,
  };
}

function detailsOf(attempt: PaymentRow): AttemptDetails {
  return attemptDetailsSchema.parse(attempt.details);
}

/** Year and month of `date` in the customer's zone (UTC when the zone is unknown). */
export function monthIn(
  date: Date,
  timezone: string | null | undefined,
): { year: number; month: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone || 'UTC',
      year: 'numeric',
      month: 'numeric',
    }).formatToParts(date);
  } catch {
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
  }
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month') };
}

/** What an attempt answers once it has an outcome; null while it runs. */
export function outcomeOf(attempt: PaymentRow): PaymentOutcome | null {
  const orderId = attempt.orderId;
  if (SETTLED_STATUSES.includes(attempt.status)) return { kind: 'paid', orderId };
  if (attempt.status === 'declined') {
    return {
      kind: 'declined',
      orderId,
      code: attempt.failureCode ?? 'card_declined',
      message: attempt.failureMessage ?? 'Your card was declined.',
    };
  }
  if (attempt.status === 'requires_action' && attempt.clientSecret) {
    return {
      kind: 'requires-action',
      orderId,
      clientSecret: attempt.clientSecret,
      message: 'Your bank asks you to confirm this payment',
    };
  }
  return null; // pending or error: not finished
}

async function attemptById(db: Database, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId));
  return row;
}

export async function attemptByKey(db: Database, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  return row;
}

/** The key an attempt gives up (declined, or abandoned 3-D Secure): unique, never asked for. */
function releasedKey(attempt: PaymentRow): string {
  return `${attempt.idempotencyKey}#released:${attempt.paymentId}`;
}

/**
 * Lets a later attempt take the key of a declined one, or of one waiting for 3-D Secure that
 * the customer gave up.
 */
export async function releaseAttemptKey(db: Database, attempt: PaymentRow): Promise<void> {
  await db
    .update(payments)
    .set({ idempotencyKey: releasedKey(attempt) })
    .where(
      and(
        eq(payments.paymentId, attempt.paymentId),
        inArray(payments.status, ['requires_action', 'declined']),
      ),
    );
}

export interface NewAttempt {
  order: OrderRow;
  key: string;
  requestHash: string;
  amountCents: number;
  processor: string;
  details: AttemptDetails;
  /**
   * Checked on the locked order before the attempt is written: throws when the order may not
   * take this payment (placed already, re-quoted meanwhile…).
   */
  guard: (locked: OrderRow) => void;
}

/** What opening found: the new row, null (an identical call's), or dead attempts in the way. */
type Opening = { row: PaymentRow | null } | { dead: PaymentRow[] };

/** Step 1 in one transaction holding the order (see `openAttempt`). */
async function openOnce(db: Database, attempt: NewAttempt, now: Date): Promise<Opening> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(orders)
      .where(eq(orders.orderId, attempt.order.orderId))
      .for('update');
    if (!locked) throw new HttpError(404, 'Order not found');
    // An identical call may have opened — even settled — this attempt since the caller looked:
    // its answer is the answer, whatever the order's state now.
    const [sameKey] = await tx
      .select({ paymentId: payments.paymentId })
      .from(payments)
      .where(eq(payments.idempotencyKey, attempt.key));
    if (sameKey) return { row: null };
    attempt.guard(locked);
    const underWay = await tx
      .select()
      .from(payments)
      .where(
        and(eq(payments.orderId, locked.orderId), inArray(payments.status, ['pending', 'error'])),
      );
    const others = underWay.filter((row) => row.idempotencyKey !== attempt.key);
    if (others.some((row) => isLeased(row, now))) {
      throw new HttpError(409, 'Another payment of this order is under way: try again in a moment');
    }
    if (others.length > 0) return { dead: others };
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: locked.orderId,
        idempotencyKey: attempt.key,
        kind: attempt.details.kind,
        processor: attempt.processor,
        amountCents: attempt.amountCents,
        status: 'pending',
        requestHash: attempt.requestHash,
        details: attempt.details,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    return { row: row ?? null };
  });
}

/** Whether a process is working on `attempt`: it is `pending` and its lease has not run out. */
function isLeased(attempt: PaymentRow, now: Date): boolean {
  return (
    attempt.status === 'pending' && attempt.updatedAt.getTime() >= now.getTime() - ATTEMPT_LEASE_MS
  );
}

/**
 * Step 1: the attempt's row, written while holding the order, or null when an attempt with the
 * same key got there first (the caller answers with that attempt's outcome). 409 while another
 * attempt of the order is alive; a dead one (lease run out, gateway call failed) is settled
 * first (`resolveDeadAttempt`), then the order is looked at again: paid by it (403 from the
 * guard), or free for this attempt.
 */
export async function openAttempt(
  deps: AttemptDeps,
  attempt: NewAttempt,
  customer: GatewayCustomer | null,
): Promise<PaymentRow | null> {
  // Each round settles the dead attempts it found; more can only appear if other calls keep
  // dying meanwhile, so a few rounds are plenty before asking the caller to retry.
  for (let round = 0; round < 3; round += 1) {
    const opening = await openOnce(deps.db, attempt, deps.now());
    if ('row' in opening) return opening.row;
    for (const dead of opening.dead) await resolveDeadAttempt(deps, dead, customer);
  }
  throw new HttpError(409, 'Another payment of this order is under way: try again in a moment');
}

function gatewayTrouble(error: unknown): HttpError {
  const detail = error instanceof Error ? error.message : String(error);
  return new HttpError(
    503,
    'The payment could not be completed right now. Try again with the same Idempotency-Key: you will not be charged twice.',
    undefined,
    { reason: detail },
  );
}

async function markError(
  deps: AttemptDeps,
  attempt: PaymentRow,
  error: unknown,
  gatewayPaymentId?: string,
) {
  deps.logger.error(
    { err: error, paymentId: attempt.paymentId },
    'payment attempt failed at the gateway',
  );
  await deps.db
    .update(payments)
    .set({
      status: 'error',
      failureMessage: error instanceof Error ? error.message : String(error),
      ...(gatewayPaymentId ? { gatewayPaymentId } : {}),
      updatedAt: deps.now(),
    })
    .where(
      and(
        eq(payments.paymentId, attempt.paymentId),
        inArray(payments.status, ['pending', 'error']),
      ),
    );
}

/**
 * Step 3 for a decline or 3-D Secure: the attempt's outcome; a decline releases its key (also
 * when 3-D Secure fails later, as the gateway's webhook reports).
 */
export async function settleUnpaid(
  deps: AttemptDeps,
  attempt: PaymentRow,
  result: Exclude<ChargeResult, { status: 'succeeded' }>,
): Promise<PaymentOutcome> {
  const [row] = await deps.db
    .update(payments)
    .set(
      result.status === 'declined'
        ? {
            status: 'declined',
            failureCode: result.code,
            failureMessage: result.message,
            gatewayPaymentId: result.gatewayPaymentId ?? null,
            idempotencyKey: releasedKey(attempt),
            updatedAt: deps.now(),
          }
        : {
            status: 'requires_action',
            gatewayPaymentId: result.gatewayPaymentId,
            clientSecret: result.clientSecret,
            updatedAt: deps.now(),
          },
    )
    .where(
      and(
        eq(payments.paymentId, attempt.paymentId),
        inArray(payments.status, [...SETTLEABLE_STATUSES]),
      ),
    )
    .returning();
  const settled = row ?? (await attemptById(deps.db, attempt.paymentId));
  const outcome = settled && outcomeOf(settled);
  if (!outcome) {
    throw new Error(`payment attempt ${attempt.paymentId} has no outcome after settling`);
  }
  return outcome;
}

/** Rolls back a settle transaction that found its attempt already settled by another call. */
class SettledMeanwhile extends Error {}

/**
 * Step 3 for a success, holding the order: the attempt succeeded and the order took it — or, if
 * the order had meanwhile been settled by another attempt (which the open step prevents; a
 * webhook settling a 3-D Secure payment late could), the attempt is a duplicate and is refunded
 * at once: never charged twice.
 */
async function settleSucceeded(
  deps: AttemptDeps,
  attempt: PaymentRow,
  gatewayPaymentId: string | null,
): Promise<{ outcome: PaymentOutcome; placed: boolean }> {
  const details = detailsOf(attempt);
  const now = deps.now();
  const result = await deps.db
    .transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(orders)
        .where(eq(orders.orderId, attempt.orderId))
        .for('update');
      if (!locked) {
        throw new Error(`order ${attempt.orderId} of payment ${attempt.paymentId} is gone`);
      }
      let applied: { orderId: number }[];
      if (details.kind === 'initial') {
        const month = monthIn(now, details.timezone);
        applied = await tx
          .update(orders)
          .set({
            status: details.placedStatus,
            ...(details.placedStatus === 'paid' ? { paidAt: now } : {}),
            placedAt: now,
            placedYear: month.year,
            placedMonth: month.month,
            po: details.po ?? null,
            subTotalCents: details.subTotalCents,
            discountCents: details.discountCents,
            promoDiscountCents: details.promoDiscountCents,
            balanceAppliedCents: details.balanceAppliedCents,
            donationCents: details.donationCents,
            totalCents: attempt.amountCents,
            discountCouponId: details.discountCouponId ?? null,
            promotionCode: details.promotionCode ?? null,
            settledSubTotalCents: details.settledSubTotalCents,
            updatedAt: now,
          })
          .where(
            and(
              eq(orders.orderId, locked.orderId),
              isNull(orders.placedAt),
              // An order cancelled while its 3-D Secure payment was pending does not come back
              // to life: that late payment is a duplicate and goes back at once.
              notInArray(orders.status, ['cancelled', 'refunded']),
            ),
          )
          .returning({ orderId: orders.orderId });
      } else {
        applied = await tx
          .update(orders)
          .set({
            totalCents: sql`${orders.totalCents} + ${attempt.amountCents}`,
            settledSubTotalCents: details.settledSubTotalCents,
            updatedAt: now,
          })
          .where(
            and(
              eq(orders.orderId, locked.orderId),
              eq(orders.settledSubTotalCents, details.previousSettledCents),
            ),
          )
          .returning({ orderId: orders.orderId });
      }
      const status = applied.length > 0 ? 'succeeded' : 'duplicate';
      const [row] = await tx
        .update(payments)
        .set({ status, gatewayPaymentId, updatedAt: now })
        .where(
          and(
            eq(payments.paymentId, attempt.paymentId),
            inArray(payments.status, [...SETTLEABLE_STATUSES]),
          ),
        )
        .returning();
      if (!row) {
        // Another call settled this very attempt first: its writes stand, ours roll back.
        throw new SettledMeanwhile();
      }
      return { status, placed: status === 'succeeded' && details.kind === 'initial' };
    })
    .catch((error: unknown) => {
      if (error instanceof SettledMeanwhile) return null;
      throw error;
    });
  if (result?.status === 'duplicate' && gatewayPaymentId) {
    await refundDuplicate(deps, attempt, gatewayPaymentId);
  }
  return { outcome: { kind: 'paid', orderId: attempt.orderId }, placed: result?.placed ?? false };
}

async function refundDuplicate(deps: AttemptDeps, attempt: PaymentRow, gatewayPaymentId: string) {
  deps.logger.warn({ paymentId: attempt.paymentId }, 'duplicate payment: refunding it in full');
  const refund = await deps.payments.refund({
    gatewayPaymentId,
    amountCents: attempt.amountCents,
    idempotencyKey: `bikeship:duplicate-refund:${attempt.paymentId}`,
  });
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ refundedCents: attempt.amountCents, updatedAt: deps.now() })
      .where(and(eq(payments.paymentId, attempt.paymentId), eq(payments.refundedCents, 0)))
      .returning({ paymentId: payments.paymentId });
    if (!row) return;
    await tx.insert(refunds).values({
      orderId: attempt.orderId,
      paymentId: attempt.paymentId,
      target: 'payment',
      amountCents: refund.amountCents,
      gatewayRefundId: refund.gatewayRefundId,
    });
  });
}

/**
 * Step 2 and 3: charges the attempt (nothing to charge: no gateway call), records the credit
 * used, and settles. A gateway failure leaves the attempt `error` for the same key to resume.
 */
export async function runAttempt(
  deps: AttemptDeps,
  attempt: PaymentRow,
  customer: GatewayCustomer | null,
): Promise<PaymentOutcome> {
  const lease = holdLease(deps, attempt);
  try {
    return await chargeAndSettle(deps, attempt, customer);
  } finally {
    lease.release();
  }
}

/**
 * Keeps the attempt's lease (`updatedAt`) fresh while this process works on it, so that no
 * waiting call takes it over; release stops renewing. A renewal matches only a `pending` row,
 * so once settled (or marked `error`) the attempt is left as it is.
 */
function holdLease(deps: AttemptDeps, attempt: PaymentRow): { release(): void } {
  const lease = renewLeaseEvery(LEASE_RENEWAL_MS, async () => {
    try {
      await deps.db
        .update(payments)
        .set({ updatedAt: deps.now() })
        .where(and(eq(payments.paymentId, attempt.paymentId), eq(payments.status, 'pending')));
    } catch (error) {
      // A missed renewal at worst lets a waiting call take over, which is safe (see
      // ATTEMPT_LEASE_MS); the work itself goes on.
      deps.logger.warn({ err: error, paymentId: attempt.paymentId }, 'payment lease not renewed');
    }
  });
  return { release: lease.stop };
}

/** Steps 2 and 3 of runAttempt, under its lease: charge (or ask again), then settle. */
async function chargeAndSettle(
  deps: AttemptDeps,
  attempt: PaymentRow,
  customer: GatewayCustomer | null,
): Promise<PaymentOutcome> {
  const details = detailsOf(attempt);
  let result: ChargeResult | { status: 'succeeded'; gatewayPaymentId: null };
  if (attempt.amountCents === 0) {
    result = { status: 'succeeded', gatewayPaymentId: null };
  } else {
    if (!details.paymentMethodId) throw new Error(`payment ${attempt.paymentId} has no method`);
    try {
      // On a resumed attempt this same key makes the gateway answer the charge it may already
      // have made, rather than make another.
      result = await deps.payments.charge({
        amountCents: attempt.amountCents,
        paymentMethodId: details.paymentMethodId,
        customer,
        savePaymentMethod: details.savePaymentMethod && customer !== null,
        idempotencyKey: gatewayKeyOf(attempt),
        description: `bikeship order ${attempt.orderId}`,
        metadata: chargeMetadataOf(attempt),
      });
    } catch (error) {
      await markError(deps, attempt, error);
      throw gatewayTrouble(error);
    }
  }
  if (result.status !== 'succeeded') {
    return settleUnpaid(deps, attempt, result);
  }
  return settleSuccess(deps, attempt, customer, result.gatewayPaymentId);
}

/**
 * A charge of the attempt succeeded: at once (runAttempt), or later after 3-D Secure, as the
 * browser's answer or the gateway's webhook reports (whichever comes first; the other finds the
 * attempt settled). Records the credit used (idempotently), settles the order, then — only in
 * the call whose settle step placed the order — runs the after-order work. That is the one place
 * every way of paying goes through, so each placed order gets its confirmation mail; the mail's
 * own claim (orderConfirmation.ts) keeps it to one across processes and retries.
 */
export async function settleSuccess(
  deps: AttemptDeps,
  attempt: PaymentRow,
  customer: GatewayCustomer | null,
  gatewayPaymentId: string | null,
): Promise<PaymentOutcome> {
  const details = detailsOf(attempt);
  if (details.balanceAppliedCents > 0 && customer) {
    try {
      await deps.payments.useCustomerBalance(
        customer,
        details.balanceAppliedCents,
        `bikeship:balance:${attempt.paymentId}`,
      );
    } catch (error) {
      await markError(deps, attempt, error, gatewayPaymentId ?? undefined);
      throw gatewayTrouble(error);
    }
  }
  const { outcome, placed } = await settleSucceeded(deps, attempt, gatewayPaymentId);
  if (placed) {
    // After the order's transaction: neither the mail nor the saved boxes can undo the payment.
    await deps
      .afterPlaced(attempt.orderId)
      .catch((error: unknown) =>
        deps.logger.error({ err: error, orderId: attempt.orderId }, 'after-order work failed'),
      );
  }
  return outcome;
}

/**
 * Takes over an attempt whose gateway call failed, or whose lease ran out (its process died);
 * null while another process holds it. The update is the claim: of several waiting calls only
 * one finds the row still stale.
 */
async function claimForResume(deps: AttemptDeps, attempt: PaymentRow): Promise<PaymentRow | null> {
  const now = deps.now();
  const [row] = await deps.db
    .update(payments)
    .set({ status: 'pending', updatedAt: now })
    .where(
      and(
        eq(payments.paymentId, attempt.paymentId),
        or(
          eq(payments.status, 'error'),
          and(
            eq(payments.status, 'pending'),
            lt(payments.updatedAt, new Date(now.getTime() - ATTEMPT_LEASE_MS)),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Gives up an attempt the gateway never charged: `abandoned`, its key released, so that another
 * attempt of the order may go ahead. Only while this call holds it (`pending`, claimed by it).
 */
async function abandon(deps: AttemptDeps, attempt: PaymentRow): Promise<void> {
  deps.logger.warn(
    { paymentId: attempt.paymentId, orderId: attempt.orderId },
    'payment attempt of a lost process was never charged: abandoned',
  );
  await deps.db
    .update(payments)
    .set({
      status: 'abandoned',
      failureMessage: 'Its process was lost before the gateway charged it',
      idempotencyKey: releasedKey(attempt),
      updatedAt: deps.now(),
    })
    .where(and(eq(payments.paymentId, attempt.paymentId), eq(payments.status, 'pending')));
}

/**
 * Settles a dead attempt of another key before a new attempt of its order is opened: takes it
 * over (409 if another call got it first: it is alive again), asks the gateway what became of
 * its charge without charging, and settles it by that answer — paid, declined, waiting for
 * 3-D Secure, or abandoned when nothing was charged. DECISION: an attempt with nothing to charge
 * (credit or a promotion covers the order) is finished instead: its credit may already have been
 * taken, and finishing it only confirms the order the customer asked to confirm.
 */
async function resolveDeadAttempt(
  deps: AttemptDeps,
  dead: PaymentRow,
  customer: GatewayCustomer | null,
): Promise<void> {
  const claimed = await claimForResume(deps, dead);
  if (!claimed) {
    throw new HttpError(409, 'Another payment of this order is under way: try again in a moment');
  }
  const lease = holdLease(deps, claimed);
  try {
    if (claimed.amountCents === 0) {
      await chargeAndSettle(deps, claimed, customer);
      return;
    }
    let found: ChargeResult | null;
    try {
      found = await deps.payments.findCharge({
        idempotencyKey: gatewayKeyOf(claimed),
        metadata: chargeMetadataOf(claimed),
        since: claimed.createdAt,
      });
    } catch (error) {
      await markError(deps, claimed, error);
      throw gatewayTrouble(error);
    }
    if (found === null) {
      await abandon(deps, claimed);
    } else if (found.status === 'succeeded') {
      await settleSuccess(deps, claimed, customer, found.gatewayPaymentId);
    } else {
      await settleUnpaid(deps, claimed, found);
    }
  } finally {
    lease.release();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The answer of an attempt that another call (or an earlier one) made: its outcome once it has
 * one; resumed when it failed at the gateway or its lease ran out (within ATTEMPT_LEASE_MS of
 * its process dying); 409 if it takes too long.
 */
export async function awaitAttempt(
  deps: AttemptDeps,
  attempt: PaymentRow,
  customer: GatewayCustomer | null,
): Promise<PaymentOutcome> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let current: PaymentRow | undefined = attempt;
  while (current) {
    const outcome = outcomeOf(current);
    if (outcome) return outcome;
    const claimed = await claimForResume(deps, current);
    if (claimed) return runAttempt(deps, claimed, customer);
    if (Date.now() > deadline) break;
    await pause(WAIT_STEP_MS);
    current = await attemptById(deps.db, attempt.paymentId);
  }
  throw new HttpError(
    409,
    'This payment is still being processed: try again in a moment with the same Idempotency-Key',
  );
}
