import { centsToDollars, dollarsToCents } from '@bikeship/core/rules';
import type { RefundOffer, RefundResponse } from '@bikeship/core/schemas';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { TokenClaims } from '../auth/tokens';
import type { Database } from '../db/database';
import { orderPackages, orders, payments, refunds, shipments } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { HttpError, notFound } from '../http/httpError';
import type { CarrierAdapter } from '../integrations/carrier/carrierAdapter';
import { findOwnedOrder, mayAccessOrder, type OrderRow } from './orderAccess';
import { sendOrderEmail } from './orderEmails';
import {
  type Allocation,
  allocateRefund,
  leftCents,
  type OrderMoney,
  orderStatusAfter,
  PAID_PAYMENT_STATUSES,
  type PaymentBalance,
  paidCents,
  paidShareCents,
  paymentStatusAfter,
} from './refundAmounts';
import {
  type Claim,
  type ClaimedRefund,
  type ClaimSnapshot,
  leaseEndFrom,
  newLeaseHolder,
  type ResumedRefund,
  refundKeyOf,
  resumeStaleRefunds,
  settleClaim,
} from './refundSettlement';
import { type AccessFor, findOwnedShipment, type ShipmentRow } from './shipmentAccess';
import { readStageFees } from './shipmentRecords';

/**
 * Refunds and cancellations (quote §4 "an order can be cancelled (refund); refund or cancel can
 * act on an order, a label, a pickup or a payment"; §7 POST /api/Refund/RefundOrder and DELETE
 * /api/Refund/{Order|Label|Pickup|Payment}/{id}), keeping the order's state and refunded
 * amounts consistent.
 *
 * Invariants kept by every call: `orders.refundedCents` = Σ of the order's refund rows (cards
 * and credit) ≤ what the customer paid (cards + credit used); each payment's `refundedCents` ≤
 * its amount; a stage is refunded once. The money rules are in refundAmounts.ts, the exactly-once
 * gateway steps in refundSettlement.ts.
 */

export type RefundDeps = Pick<
  AppDeps,
  'db' | 'payments' | 'carrier' | 'logger' | 'now' | 'mailer' | 'config'
>;

/** What reading the carrier's scans needs (the plans' "has the carrier got it yet"). */
interface ScanDeps {
  carrier: Pick<CarrierAdapter, 'trackingEvents'>;
  now: () => Date;
}

/** Who asks: the signed-in user, and the caller's access to an order by id (orderAccess.ts). */
export interface RefundCaller {
  user: TokenClaims | null;
  accessFor: AccessFor;
}

type RefundRequest =
  | { target: 'order' }
  | { target: 'label'; shipmentId: number }
  | { target: 'pickup'; shipmentId: number }
  | { target: 'payment'; paymentId: number };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

/** Payment attempts whose money may be moving right now (paymentAttempts.ts). */
const ATTEMPT_UNDER_WAY = ['pending', 'error'];

/** What a claim does to one stage. */
interface StageChange {
  shipment: ShipmentRow;
  cancel: boolean;
  /** Money of this refund booked against the stage (label and pickup refunds). */
  booksRefund: boolean;
}

/** What a request asks for, decided on the locked order. */
interface RefundPlan {
  /** Money wanted, before allocation. */
  amountCents: number;
  stageChanges: StageChange[];
  /** Refund only this payment (DELETE /Payment). */
  onlyPayment?: PaymentRow;
  shipmentId: number | null;
  /**
   * A pickup cancellation leaves a row even when nothing is left to give back: the row is what
   * says the pickup was cancelled (see `hasScheduledPickup`).
   */
  alwaysRecord: boolean;
}

/** One refund row to write: a card's part (`paymentId`) or credit given back (null). */
interface RefundPart {
  paymentId: number | null;
  gatewayPaymentId: string | null;
  amountCents: number;
}

/** The order as the claim reads it, all under the order's lock. */
interface LockedOrder {
  order: OrderRow;
  stages: ShipmentRow[];
  paid: PaymentRow[];
  refundRows: (typeof refunds.$inferSelect)[];
  money: OrderMoney;
  /** Paid or confirmed (its money, if any, was taken). */
  placed: boolean;
}

async function readLocked(tx: Tx, orderId: number): Promise<LockedOrder> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
  if (!order) throw notFound('Order');
  if (await refundUnderWay(tx, orderId)) {
    throw new HttpError(409, 'Another refund of this order is under way: try again in a moment');
  }
  return readOrderState(tx, order);
}

/** Whether a refund of the order has a claim whose money may still be moving. */
async function refundUnderWay(tx: Tx, orderId: number): Promise<boolean> {
  const [underWay] = await tx
    .select({ refundId: refunds.refundId })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        isNull(refunds.gatewayRefundId),
        gt(refunds.amountCents, 0),
      ),
    )
    .limit(1);
  return underWay !== undefined;
}

/** The order's stages, payments and refunds as the plans read them. */
async function readOrderState(tx: Tx, order: OrderRow): Promise<LockedOrder> {
  const { orderId } = order;
  const stages = await tx
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.stage));
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...PAID_PAYMENT_STATUSES])))
    .orderBy(asc(payments.createdAt), asc(payments.paymentId));
  const refundRows = await tx.select().from(refunds).where(eq(refunds.orderId, orderId));
  const money: OrderMoney = {
    cardPaidCents: paid.reduce((sum, payment) => sum + payment.amountCents, 0),
    creditUsedCents: order.balanceAppliedCents,
    creditReturnedCents: refundRows
      .filter((row) => row.paymentId === null)
      .reduce((sum, row) => sum + row.amountCents, 0),
    refundedCents: order.refundedCents,
  };
  return {
    order,
    stages,
    paid,
    refundRows,
    money,
    placed: order.placedAt !== null || money.cardPaidCents > 0,
  };
}

/** What the customer paid for a stage, less what it already got back. */
function stageLeftCents(locked: LockedOrder, shipment: ShipmentRow): number {
  return Math.max(0, paidShareCents(shipment.amountCents, locked.order) - shipment.refundedCents);
}

function pickupFeeCents(order: OrderRow, stage: number): number {
  const fees = readStageFees(order.fees).find((entry) => entry.stage === stage);
  return dollarsToCents(fees?.pickupFee ?? 0);
}

/**
 * Whether a stage has a pickup booked. DECISION: choosing a pickup option with a fee (quote §9:
 * the pickup fee) books the pickup with the stage — `shipments.pickupScheduled` is not set by
 * the order flow — so a stage has one when it is active and either the flag says so or its fees
 * carry a pickup fee and no pickup refund row says it was cancelled.
 */
function hasScheduledPickup(locked: LockedOrder, shipment: ShipmentRow): boolean {
  if (shipment.status !== 'active') return false;
  if (shipment.pickupScheduled) return true;
  const cancelled = locked.refundRows.some(
    (row) => row.target === 'pickup' && row.shipmentId === shipment.shipmentId,
  );
  return !cancelled && pickupFeeCents(locked.order, shipment.stage) > 0;
}

/**
 * Whether the carrier reports a stage's box picked up by now: its own scans (the built-in
 * carrier: 4 pm shop time on the ship date). DECISION: with `labelRequired`, a stage without a
 * label has not shipped whatever the date — no carrier takes a box without one — so its label
 * can still be voided; a pickup, though, is over once its time has passed.
 */
async function carrierHasIt(
  deps: ScanDeps,
  tx: Tx,
  shipment: ShipmentRow,
  labelRequired: boolean,
): Promise<boolean> {
  if (labelRequired && !shipment.labelCreatedAt) return false;
  const [box] = await tx
    .select({ trackingNumber: orderPackages.trackingNumber })
    .from(orderPackages)
    .where(eq(orderPackages.shipmentId, shipment.shipmentId))
    .orderBy(asc(orderPackages.boxId))
    .limit(1);
  const city = (side: Record<string, unknown>) => (typeof side.city === 'string' ? side.city : '');
  const scans = deps.carrier.trackingEvents(
    {
      trackingNumber: box?.trackingNumber ?? '',
      serviceCode: shipment.serviceCode,
      labelCreatedAt: shipment.labelCreatedAt?.toISOString() ?? null,
      shipDate: shipment.shipDate,
      deliverDate: shipment.deliverDate,
      fromCity: city(shipment.from),
      toCity: city(shipment.to),
    },
    deps.now(),
  );
  return scans.some((scan) => scan.status !== 'label_created');
}

function stageOf(locked: LockedOrder, shipmentId: number): ShipmentRow {
  const shipment = locked.stages.find((stage) => stage.shipmentId === shipmentId);
  if (!shipment) throw notFound('Shipment');
  return shipment;
}

function assertPlaced(locked: LockedOrder): void {
  if (!locked.placed) {
    throw new HttpError(409, 'This order is not paid yet: cancel the whole order instead');
  }
}

/**
 * DELETE /Order and RefundOrder. DECISION: an order not yet paid (temporary or created) is
 * cancelled with no money moved — refused while one of its payments is under way, as the money
 * may be moving; a placed order cancels every active stage and gives back everything left of
 * what was paid (cards, the credit it used as credit, the donation: nothing ships). So it is
 * refused (409) once the carrier has picked up any active stage: that stage ships, and the
 * stages still waiting are cancelled one by one (their labels). An order with nothing left to
 * cancel or give back is a 409.
 */
async function planOrder(deps: ScanDeps, locked: LockedOrder, tx: Tx): Promise<RefundPlan> {
  const active = locked.stages.filter((stage) => stage.status === 'active');
  const left = leftCents(locked.money);
  if (locked.order.status === 'cancelled' || (active.length === 0 && left === 0)) {
    throw new HttpError(409, 'This order is already cancelled');
  }
  if (!locked.placed) {
    const [attempt] = await tx
      .select({ paymentId: payments.paymentId })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, locked.order.orderId),
          inArray(payments.status, ATTEMPT_UNDER_WAY),
        ),
      )
      .limit(1);
    if (attempt) {
      throw new HttpError(409, 'A payment of this order is under way: try again in a moment');
    }
  }
  if (locked.placed) {
    for (const shipment of active) {
      if (await carrierHasIt(deps, tx, shipment, true)) {
        throw new HttpError(
          409,
          'The carrier has picked up part of this order: cancel the stages not yet picked up one by one',
        );
      }
    }
  }
  return {
    amountCents: locked.placed ? left : 0,
    stageChanges: active.map((shipment) => ({ shipment, cancel: true, booksRefund: false })),
    shipmentId: null,
    alwaysRecord: false,
  };
}

/**
 * DELETE /Label/{shipmentId}: voids one stage. It gives back what the stage was paid (its rate,
 * pickup, residential, protection and customs fees less its discount share, refundAmounts.ts)
 * minus what it already got back. DECISION: voiding the last active stage cancels the order, so
 * it gives back everything left (the donation and any rounding too). Refused (409) for a stage
 * already cancelled, for an order not paid yet, and once the carrier has the box (a picked-up
 * scan; never without a label).
 */
async function planLabel(
  deps: ScanDeps,
  locked: LockedOrder,
  tx: Tx,
  shipmentId: number,
): Promise<RefundPlan> {
  const shipment = stageOf(locked, shipmentId);
  assertPlaced(locked);
  if (shipment.status === 'cancelled') {
    throw new HttpError(409, 'This stage is already cancelled');
  }
  if (await carrierHasIt(deps, tx, shipment, true)) {
    throw new HttpError(
      409,
      'The carrier has picked this stage up: its label can no longer be voided',
    );
  }
  const active = locked.stages.filter((stage) => stage.status === 'active');
  const left = leftCents(locked.money);
  const isLast = active.length === 1;
  return {
    amountCents: isLast ? left : Math.min(left, stageLeftCents(locked, shipment)),
    stageChanges: [{ shipment, cancel: true, booksRefund: true }],
    shipmentId,
    alwaysRecord: false,
  };
}

/**
 * DELETE /Pickup/{shipmentId}: cancels a stage's booked pickup (the box is dropped off
 * instead) and gives back the pickup fee it was paid. 409 when no pickup is booked, the stage
 * is cancelled, or the pickup time has passed.
 */
async function planPickup(
  deps: ScanDeps,
  locked: LockedOrder,
  tx: Tx,
  shipmentId: number,
): Promise<RefundPlan> {
  const shipment = stageOf(locked, shipmentId);
  assertPlaced(locked);
  if (!hasScheduledPickup(locked, shipment)) {
    throw new HttpError(409, 'No pickup is scheduled for this stage');
  }
  if (await carrierHasIt(deps, tx, shipment, false)) {
    throw new HttpError(409, 'The pickup has already taken place');
  }
  const fee = paidShareCents(pickupFeeCents(locked.order, shipment.stage), locked.order);
  return {
    amountCents: Math.min(leftCents(locked.money), fee, stageLeftCents(locked, shipment)),
    stageChanges: [{ shipment, cancel: false, booksRefund: true }],
    shipmentId,
    alwaysRecord: true,
  };
}

/**
 * DELETE /Payment/{paymentId}: gives back the rest of one card payment (an additional payment
 * made by mistake, say). DECISION: its stages stay booked — cancelling them is the label and
 * order calls' job; an order with everything given back is `refunded` and gets no new label.
 */
function planPayment(locked: LockedOrder, paymentId: number): RefundPlan {
  const payment = locked.paid.find((candidate) => candidate.paymentId === paymentId);
  const rest = payment ? payment.amountCents - payment.refundedCents : 0;
  if (!payment || rest <= 0 || !payment.gatewayPaymentId) {
    throw new HttpError(409, 'This payment has nothing left to refund');
  }
  return {
    amountCents: Math.min(rest, leftCents(locked.money)),
    stageChanges: [],
    onlyPayment: payment,
    shipmentId: null,
    alwaysRecord: false,
  };
}

function allocationOf(locked: LockedOrder, plan: RefundPlan): Allocation {
  if (plan.onlyPayment) {
    const { paymentId, gatewayPaymentId } = plan.onlyPayment;
    const amountCents = plan.amountCents;
    return {
      cards:
        gatewayPaymentId && amountCents > 0 ? [{ paymentId, gatewayPaymentId, amountCents }] : [],
      creditCents: 0,
      totalCents: amountCents,
    };
  }
  const balances: PaymentBalance[] = locked.paid.map((payment) => ({
    paymentId: payment.paymentId,
    gatewayPaymentId: payment.gatewayPaymentId,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
  }));
  // Credit goes back only to a registered owner (a guest never has any to use).
  const creditLeft = locked.order.userId
    ? locked.money.creditUsedCents - locked.money.creditReturnedCents
    : 0;
  return allocateRefund(plan.amountCents, balances, creditLeft);
}

/** Step 1 (refundSettlement.ts): the checks and every write, under the order's lock. */
async function claim(
  deps: RefundDeps,
  orderId: number,
  request: RefundRequest,
): Promise<{ claim: Claim; cardCents: number; mailCustomer: boolean }> {
  return deps.db.transaction(async (tx) => {
    const locked = await readLocked(tx, orderId);
    const plan =
      request.target === 'order'
        ? await planOrder(deps, locked, tx)
        : request.target === 'label'
          ? await planLabel(deps, locked, tx, request.shipmentId)
          : request.target === 'pickup'
            ? await planPickup(deps, locked, tx, request.shipmentId)
            : planPayment(locked, request.paymentId);
    const allocation = allocationOf(locked, plan);
    const now = deps.now();
    const leaseHolder = newLeaseHolder();

    const snapshot: ClaimSnapshot = {
      orderStatus: locked.order.status,
      payments: [],
      shipments: plan.stageChanges.map(({ shipment }) => ({
        shipmentId: shipment.shipmentId,
        status: shipment.status,
        pickupScheduled: shipment.pickupScheduled,
        refundedCents: shipment.refundedCents,
      })),
    };

    // One refund row per card, one for credit given back (paymentId null).
    const parts: RefundPart[] = [
      ...allocation.cards,
      ...(allocation.creditCents > 0
        ? [{ paymentId: null, gatewayPaymentId: null, amountCents: allocation.creditCents }]
        : []),
    ];
    if (parts.length === 0 && plan.alwaysRecord) {
      parts.push({ paymentId: null, gatewayPaymentId: null, amountCents: 0 });
    }
    const rows: ClaimedRefund[] = [];
    for (const part of parts) {
      const values = {
        orderId,
        paymentId: part.paymentId,
        shipmentId: plan.shipmentId,
        target: request.target,
        amountCents: part.amountCents,
        createdAt: now,
        // Held by this call while its money moves (refundSettlement.ts); nothing to hold at 0.
        ...(part.amountCents > 0 ? { leaseHolder, leasedUntil: leaseEndFrom(now) } : {}),
      };
      const [row] = await tx
        .insert(refunds)
        .values(values)
        .returning({ refundId: refunds.refundId });
      if (!row) throw new Error('refund insert returned nothing');
      if (part.amountCents > 0) {
        rows.push({
          refundId: row.refundId,
          paymentId: part.paymentId,
          gatewayPaymentId: part.gatewayPaymentId,
          amountCents: part.amountCents,
          idempotencyKey: refundKeyOf(values),
        });
      }
    }

    for (const card of allocation.cards) {
      const payment = locked.paid.find((candidate) => candidate.paymentId === card.paymentId);
      if (!payment) continue;
      snapshot.payments.push({
        paymentId: payment.paymentId,
        refundedCents: payment.refundedCents,
        status: payment.status,
      });
      const refundedCents = payment.refundedCents + card.amountCents;
      await tx
        .update(payments)
        .set({
          refundedCents,
          status: paymentStatusAfter(payment.amountCents, refundedCents),
          updatedAt: now,
        })
        .where(eq(payments.paymentId, payment.paymentId));
    }

    const stageStatuses = new Map(locked.stages.map((stage) => [stage.shipmentId, stage.status]));
    for (const change of plan.stageChanges) {
      const { shipment } = change;
      if (change.cancel) stageStatuses.set(shipment.shipmentId, 'cancelled');
      await tx
        .update(shipments)
        .set({
          ...(change.cancel ? { status: 'cancelled' } : {}),
          pickupScheduled: false,
          refundedCents: shipment.refundedCents + (change.booksRefund ? allocation.totalCents : 0),
        })
        .where(eq(shipments.shipmentId, shipment.shipmentId));
    }

    const refundedCents = locked.money.refundedCents + allocation.totalCents;
    const status = locked.placed
      ? orderStatusAfter({
          placedStatus: locked.money.cardPaidCents > 0 ? 'paid' : 'confirmed',
          paidCents: paidCents(locked.money),
          refundedCents,
          stageStatuses: [...stageStatuses.values()],
        })
      : 'cancelled';
    await tx
      .update(orders)
      .set({ refundedCents, status, updatedAt: now })
      .where(eq(orders.orderId, orderId));

    return {
      claim: {
        orderId,
        leaseHolder,
        userId: locked.order.userId,
        rows,
        totalCents: allocation.totalCents,
        snapshot,
      },
      cardCents: allocation.cards.reduce((sum, card) => sum + card.amountCents, 0),
      mailCustomer: locked.placed && plan.stageChanges.some((change) => change.cancel),
    };
  });
}

/**
 * The CANCELORDER mail (orderEmails.ts) after a stage or the whole of a placed order is
 * cancelled. DECISION: not for a pickup or a payment refund alone — the mail tells which stages
 * are cancelled, and none is; not for an unpaid order either (nothing was booked). Best effort:
 * the money has moved; a mail that fails is logged, never undoes it.
 */
async function mailCancellation(deps: RefundDeps, orderId: number, caller: RefundCaller) {
  try {
    await sendOrderEmail(
      deps,
      { emailName: 'CANCELORDER', orderId, additionalRecipients: [] },
      { user: caller.user, accessFor: caller.accessFor },
    );
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'the cancellation mail could not be sent');
  }
}

/** Whether the refund a takeover finished is the one `request` asks for (a retry of it). */
function isRequestOf(resumed: ResumedRefund[], request: RefundRequest): boolean {
  return resumed.some((row) => {
    if (row.target !== request.target) return false;
    if (request.target === 'label' || request.target === 'pickup') {
      return row.shipmentId === request.shipmentId;
    }
    if (request.target === 'payment') return row.paymentId === request.paymentId;
    return true;
  });
}

/**
 * One refund: finish what a lost process left, claim, move the money, mail. `amountRefunded` is
 * what went back to the customer's cards, in dollars (core `refundResponseSchema`); credit given
 * back is not card money. DECISION: a call that finishes the very refund a lost process left (the
 * customer's retry) answers what that refund gave back, as the lost call would have; it mails the
 * cancellation the lost process never sent, whoever's call finishes it.
 */
async function runRefund(
  deps: RefundDeps,
  orderId: number,
  request: RefundRequest,
  caller: RefundCaller,
): Promise<RefundResponse> {
  const resumed = await resumeStaleRefunds(deps, orderId);
  if (resumed.length > 0) {
    const cancelledStages = resumed.some((row) => row.target === 'order' || row.target === 'label');
    if (cancelledStages) await mailCancellation(deps, orderId, caller);
    if (isRequestOf(resumed, request)) {
      const cardCents = resumed
        .filter((row) => row.paymentId !== null)
        .reduce((sum, row) => sum + row.amountCents, 0);
      return { success: true, amountRefunded: centsToDollars(cardCents) };
    }
  }
  const claimed = await claim(deps, orderId, request);
  await settleClaim(deps, claimed.claim);
  if (claimed.mailCustomer) await mailCancellation(deps, orderId, caller);
  return { success: true, amountRefunded: centsToDollars(claimed.cardCents) };
}

/** POST /api/Refund/RefundOrder and DELETE /api/Refund/Order/{id}: the whole order. */
export async function cancelOrder(
  deps: RefundDeps,
  orderId: number,
  caller: RefundCaller,
): Promise<RefundResponse> {
  const order = await findOwnedOrder(deps.db, orderId, caller.accessFor(orderId));
  return runRefund(deps, order.orderId, { target: 'order' }, caller);
}

/** DELETE /api/Refund/Label/{shipmentId}: one stage. */
export async function voidLabel(
  deps: RefundDeps,
  shipmentId: number,
  caller: RefundCaller,
): Promise<RefundResponse> {
  const { order } = await findOwnedShipment(deps.db, shipmentId, caller.accessFor);
  return runRefund(deps, order.orderId, { target: 'label', shipmentId }, caller);
}

/** DELETE /api/Refund/Pickup/{shipmentId}: one stage's pickup. */
export async function cancelPickup(
  deps: RefundDeps,
  shipmentId: number,
  caller: RefundCaller,
): Promise<RefundResponse> {
  const { order } = await findOwnedShipment(deps.db, shipmentId, caller.accessFor);
  return runRefund(deps, order.orderId, { target: 'pickup', shipmentId }, caller);
}

/**
 * DELETE /api/Refund/Payment/{paymentId} — and GET /api/Stripe/refund/{id} through
 * `refundPaymentWhere` with the gateway's id: the rest of one payment.
 */
export async function refundPayment(
  deps: RefundDeps,
  paymentId: number,
  caller: RefundCaller,
): Promise<RefundResponse> {
  return refundPaymentWhere(deps, eq(payments.paymentId, paymentId), caller);
}

/** The rest of the payment `condition` names, if the caller may act on its order (else 404). */
export async function refundPaymentWhere(
  deps: RefundDeps,
  condition: ReturnType<typeof eq>,
  caller: RefundCaller,
): Promise<RefundResponse> {
  const [row] = await deps.db
    .select({ paymentId: payments.paymentId, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.orderId, payments.orderId))
    .where(condition)
    .limit(1);
  if (!row || !mayAccessOrder(row.order, caller.accessFor(row.order.orderId))) {
    throw notFound('Payment');
  }
  return runRefund(
    deps,
    row.order.orderId,
    { target: 'payment', paymentId: row.paymentId },
    caller,
  );
}

/** Each cancellation and refund the order detail may offer, by what it acts on. */
export interface RefundOffers {
  /** A refund's money may still be moving: nothing else is offered until it settles. */
  underWay: boolean;
  order: RefundOffer | null;
  /** By shipment id. */
  labels: ReadonlyMap<number, RefundOffer | null>;
  pickups: ReadonlyMap<number, RefundOffer | null>;
  /** By shipment id: a pickup is booked for the stage. */
  pickupBooked: ReadonlySet<number>;
  /** By payment id. */
  payments: ReadonlyMap<number, RefundOffer | null>;
}

/**
 * What each call would give back if made now, for the order detail: the same plans and
 * allocation the calls use, on the order as it stands (read, not locked), so a confirmation
 * states the amount the call then gives back. A plan the call would refuse offers nothing.
 */
export async function refundOffers(deps: ScanDeps & { db: Database }, order: OrderRow) {
  return deps.db.transaction(async (tx): Promise<RefundOffers> => {
    const state = await readOrderState(tx, order);
    const underWay = await refundUnderWay(tx, order.orderId);
    const offerOf = async (plan: () => RefundPlan | Promise<RefundPlan>) => {
      if (underWay) return null;
      try {
        const allocation = allocationOf(state, await plan());
        return {
          refund: centsToDollars(allocation.totalCents),
          credit: centsToDollars(allocation.creditCents),
        };
      } catch (error) {
        if (error instanceof HttpError) return null;
        throw error;
      }
    };
    const labels = new Map<number, RefundOffer | null>();
    const pickups = new Map<number, RefundOffer | null>();
    const pickupBooked = new Set<number>();
    for (const stage of state.stages) {
      labels.set(
        stage.shipmentId,
        await offerOf(() => planLabel(deps, state, tx, stage.shipmentId)),
      );
      pickups.set(
        stage.shipmentId,
        await offerOf(() => planPickup(deps, state, tx, stage.shipmentId)),
      );
      if (hasScheduledPickup(state, stage)) pickupBooked.add(stage.shipmentId);
    }
    const paymentOffers = new Map<number, RefundOffer | null>();
    for (const payment of state.paid) {
      paymentOffers.set(
        payment.paymentId,
        await offerOf(() => planPayment(state, payment.paymentId)),
      );
    }
    return {
      underWay,
      order: await offerOf(() => planOrder(deps, state, tx)),
      labels,
      pickups,
      pickupBooked,
      payments: paymentOffers,
    };
  });
}
