import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { centsToDollars, storedCustomerBalance } from '@bikeship/core/rules';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import {
  orders,
  payments,
  refunds,
  shipments,
  testGatewayCharges,
  testGatewayCustomerBalances,
  testGatewayRefunds,
} from '../db/schema';
import { outboxDir } from '../integrations/mail';
import { type PaymentGateway, PaymentGatewayError } from '../integrations/payments/paymentGateway';
import { ORDER_KEY_HEADER } from '../services/orderAccess';
import { PAID_PAYMENT_STATUSES } from '../services/refundAmounts';
import { REFUND_LEASE_MS } from '../services/refundSettlement';
import { type RefundCaller, type RefundDeps, voidLabel } from '../services/refunds';
import {
  BIKE_BOX,
  type BrowserPayment,
  browserFees,
  cheapest,
  PLACES,
  paymentBody,
  type TripLeg,
  temporaryOrderBody,
} from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';

// Wednesday 1 July 2026, 10:00 in San Francisco; the ship dates are 6 and 13 July. The
// "picked up" tests move the clock and put it back.
const START = new Date('2026-07-01T17:00:00Z');
let clock = START;
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());
afterEach(() => {
  clock = START;
  vi.restoreAllMocks();
});

const roundTripToCanada: TripLeg[] = [
  { from: PLACES.boulder, to: PLACES.vancouver },
  { from: PLACES.vancouver, to: PLACES.boulder },
];
const domesticTwoStages: TripLeg[] = [
  { from: PLACES.sanFrancisco, to: PLACES.boulder },
  { from: PLACES.boulder, to: PLACES.sanFrancisco },
];
const domestic: TripLeg[] = [{ from: PLACES.sanFrancisco, to: PLACES.boulder }];

/** Pickup options (referenceData/pickupOptions.ts): 1 drop-off (free), 2 scheduled pickup. */
const DROP_OFF = 1;
const SCHEDULED_PICKUP = 2;

interface PlacedOrder {
  id: number;
  fees: Awaited<ReturnType<typeof browserFees>>;
  chosen: ReturnType<typeof cheapest>;
  /** How this caller proves the order is theirs: the guest's key header, or a bearer token. */
  auth: { headers?: Record<string, string>; token?: string };
}

/** Quote, price in the "browser" and POST /api/Order (the real flow), with a pickup option. */
async function placeOrder(
  legs: TripLeg[],
  options: { pickupOption?: number; token?: string } = {},
): Promise<PlacedOrder> {
  const pickupOption = options.pickupOption ?? DROP_OFF;
  const draft = temporaryOrderBody(legs, []);
  const rateStages = draft.stages.map(({ stage, shipDate, from, to }) => ({
    stage,
    shipDate,
    pickupOption,
    from,
    to,
  }));
  const quote = await server.request('POST', '/api/Rates', {
    json: { stages: rateStages, packages: [BIKE_BOX] },
  });
  expect(quote.status).toBe(200);
  const rates = (await server.request('GET', `/api/Rates?id=${quote.body.id}`)).body;
  const chosen = cheapest(rates);
  const body = temporaryOrderBody(legs, chosen);
  body.stages = body.stages.map((stage) => ({ ...stage, pickupOption }));
  const created = await server.request('POST', '/api/Order', {
    json: body,
    ...(options.token ? { token: options.token } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const auth = options.token
    ? { token: options.token }
    : { headers: { 'X-Bikeship-Order-Key': created.body.orderKey as string } };
  return {
    id: created.body.id,
    fees: await browserFees(server, legs, rates, chosen),
    chosen,
    auth,
  };
}

/** create-order, then the payment with `pm_card_visa` and an Idempotency-Key. */
async function payOrder(
  placed: PlacedOrder,
  payment: BrowserPayment & { extra?: Record<string, unknown> } = {},
) {
  const created = await server.request('POST', '/api/Order/create-order', {
    json: { orderId: placed.id },
    ...placed.auth,
  });
  expect(created.status).toBe(200);
  const paid = await server.request('POST', '/api/Order/payment', {
    json: paymentBody(placed, 'pm_card_visa', payment),
    ...placed.auth,
    headers: { ...placed.auth.headers, 'Idempotency-Key': `refund-test-${placed.id}` },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

async function paidOrder(legs: TripLeg[], options: { pickupOption?: number; token?: string } = {}) {
  const placed = await placeOrder(legs, options);
  await payOrder(placed);
  return placed;
}

async function orderRow(orderId: number) {
  const [row] = await server.deps.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

async function stagesOf(orderId: number) {
  return server.deps.db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.stage));
}

async function refundRowsOf(orderId: number) {
  return server.deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.refundId));
}

async function paymentsOf(orderId: number) {
  return server.deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...PAID_PAYMENT_STATUSES])))
    .orderBy(asc(payments.paymentId));
}

async function gatewayRefundedCents(gatewayPaymentId: string | null) {
  if (!gatewayPaymentId) return 0;
  const [charge] = await server.deps.db
    .select()
    .from(testGatewayCharges)
    .where(eq(testGatewayCharges.paymentIntentId, gatewayPaymentId));
  return charge?.refundedCents ?? 0;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The order's state and refunded amounts are kept consistent: Σ refunds =
 * order.refundedCents ≤ what was paid (cards + credit); each payment's refunded amount = its
 * refund rows = what the gateway gave back, and never more than the payment.
 */
async function expectConsistent(orderId: number) {
  const order = await orderRow(orderId);
  const rows = await refundRowsOf(orderId);
  const paid = await paymentsOf(orderId);
  expect(sum(rows.map((row) => row.amountCents))).toBe(order.refundedCents);
  expect(order.refundedCents).toBeLessThanOrEqual(
    sum(paid.map((payment) => payment.amountCents)) + order.balanceAppliedCents,
  );
  for (const payment of paid) {
    const ofPayment = rows.filter((row) => row.paymentId === payment.paymentId);
    expect(sum(ofPayment.map((row) => row.amountCents))).toBe(payment.refundedCents);
    expect(payment.refundedCents).toBeLessThanOrEqual(payment.amountCents);
    expect(await gatewayRefundedCents(payment.gatewayPaymentId)).toBe(payment.refundedCents);
  }
  // Every row with money has been through the gateway.
  expect(rows.filter((row) => row.amountCents > 0 && !row.gatewayRefundId)).toEqual([]);
}

async function cancellationMails(orderId: number): Promise<string[]> {
  const dir = outboxDir(server.config);
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  return mails.filter((mail) =>
    new RegExp(`Subject: (Part of your|Your) bikeship order #${orderId} is cancelled`).test(mail),
  );
}

function refund(method: 'POST' | 'DELETE', path: string, auth: PlacedOrder['auth']) {
  return server.request(method, path, auth);
}

describe('DELETE /api/Refund/Label/{id} (a guest refunds one stage)', () => {
  it('refunds one stage of a paid two-stage international order, then the rest', async () => {
    const placed = await paidOrder(roundTripToCanada);
    const [first, second] = await stagesOf(placed.id);
    if (!first || !second) throw new Error('two stages expected');
    const before = await orderRow(placed.id);
    expect(before.status).toBe('paid');
    expect(first.amountCents + second.amountCents).toBe(before.totalCents);

    const answer = await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      amountRefunded: centsToDollars(first.amountCents),
    });

    const partly = await orderRow(placed.id);
    expect(partly).toMatchObject({
      status: 'partially_refunded',
      refundedCents: first.amountCents,
    });
    const [firstAfter, secondAfter] = await stagesOf(placed.id);
    expect(firstAfter).toMatchObject({ status: 'cancelled', refundedCents: first.amountCents });
    expect(secondAfter).toMatchObject({ status: 'active', refundedCents: 0 });
    expect(await refundRowsOf(placed.id)).toEqual([
      expect.objectContaining({
        target: 'label',
        shipmentId: first.shipmentId,
        amountCents: first.amountCents,
        gatewayRefundId: expect.stringMatching(/^re_test/),
      }),
    ]);
    await expectConsistent(placed.id);

    // The labels area refuses the voided stage and still labels the other one.
    const refused = await server.request(
      'POST',
      `/api/Labels/create-label/${first.shipmentId}`,
      placed.auth,
    );
    expect(refused.status).toBe(409);
    const labelled = await server.request(
      'POST',
      `/api/Labels/create-label/${second.shipmentId}`,
      placed.auth,
    );
    expect(labelled.status, JSON.stringify(labelled.body)).toBe(200);
    expect(await cancellationMails(placed.id)).toHaveLength(1);

    // Voiding it again is refused, and moves nothing.
    const again = await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(again.status).toBe(409);

    const rest = await refund('DELETE', `/api/Refund/Label/${second.shipmentId}`, placed.auth);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.amountRefunded).toBe(centsToDollars(second.amountCents));
    const after = await orderRow(placed.id);
    expect(after).toMatchObject({ status: 'refunded', refundedCents: before.totalCents });
    expect((await stagesOf(placed.id)).map((stage) => stage.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    await expectConsistent(placed.id);
    const mails = await cancellationMails(placed.id);
    expect(mails).toHaveLength(2);
    expect(
      mails.some((mail) => mail.includes(`Your bikeship order #${placed.id} is cancelled`)),
    ).toBe(true);
  });

  it('gives a discounted stage back less its share of the discount; the last stage gets the rest', async () => {
    const placed = await placeOrder(domesticTwoStages);
    const promo = await server.request(
      'GET',
      `/api/Stripe/validate-promotion/RIDE10?orderTotal=${sum(placed.fees.map((fee) => fee.baseFee))}`,
    );
    expect(promo.body.valid).toBe(true);
    await payOrder(placed, {
      promoDiscount: promo.body.promotionCode.coupon,
      donation: 3,
      extra: { StripePromoCode: { id: 'RIDE10' } },
    });
    const order = await orderRow(placed.id);
    expect(order.promoDiscountCents).toBeGreaterThan(0);
    const [first, second] = await stagesOf(placed.id);
    if (!first || !second) throw new Error('two stages expected');
    const paidShare = Math.round(
      (first.amountCents * (order.subTotalCents - order.promoDiscountCents)) / order.subTotalCents,
    );

    const one = await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(one.status).toBe(200);
    expect(one.body.amountRefunded).toBe(centsToDollars(paidShare));

    // The last stage closes the order: its share, the donation and any rounding go back too.
    const two = await refund('DELETE', `/api/Refund/Label/${second.shipmentId}`, placed.auth);
    expect(two.status).toBe(200);
    expect(two.body.amountRefunded).toBe(centsToDollars(order.totalCents - paidShare));
    expect(await orderRow(placed.id)).toMatchObject({
      status: 'refunded',
      refundedCents: order.totalCents,
    });
    await expectConsistent(placed.id);
  });

  it('refunds once when ten voids of the same stage arrive at once (the others 409)', async () => {
    const placed = await paidOrder(domesticTwoStages);
    const [first] = await stagesOf(placed.id);
    if (!first) throw new Error('a stage expected');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const rows = await refundRowsOf(placed.id);
    expect(rows).toHaveLength(1);
    expect((await orderRow(placed.id)).refundedCents).toBe(first.amountCents);
    await expectConsistent(placed.id);
  });

  it('refuses to void a labelled stage once the carrier has picked it up (409)', async () => {
    const placed = await paidOrder(domesticTwoStages);
    const [first, second] = await stagesOf(placed.id);
    if (!first || !second) throw new Error('two stages expected');
    const label = await server.request(
      'POST',
      `/api/Labels/create-label/${first.shipmentId}`,
      placed.auth,
    );
    expect(label.status).toBe(200);
    // Tuesday 7 July: stage 1 (labelled, ship date 6 July) was picked up at 4 pm on the 6th.
    clock = new Date('2026-07-07T17:00:00Z');
    const late = await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/picked this stage up/);
    // Stage 2 ships on 13 July: still voidable.
    const early = await refund('DELETE', `/api/Refund/Label/${second.shipmentId}`, placed.auth);
    expect(early.status).toBe(200);
    expect((await stagesOf(placed.id)).map((stage) => stage.status)).toEqual([
      'active',
      'cancelled',
    ]);
    await expectConsistent(placed.id);
  });

  it('writes nothing when the gateway cannot refund (503), and refunds once when asked again', async () => {
    const placed = await paidOrder(domesticTwoStages);
    const [first] = await stagesOf(placed.id);
    if (!first) throw new Error('a stage expected');
    vi.spyOn(server.deps.payments, 'refund').mockRejectedValueOnce(
      new PaymentGatewayError('gateway_unavailable', 'The gateway is down', true),
    );
    const failed = await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(failed.status).toBe(503);
    expect(await refundRowsOf(placed.id)).toEqual([]);
    expect(await orderRow(placed.id)).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect((await stagesOf(placed.id))[0]).toMatchObject({ status: 'active', refundedCents: 0 });
    expect((await paymentsOf(placed.id))[0]).toMatchObject({
      status: 'succeeded',
      refundedCents: 0,
    });

    const retried = await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(retried.status).toBe(200);
    expect(await refundRowsOf(placed.id)).toHaveLength(1);
    await expectConsistent(placed.id);
  });

  it('finishes a refund whose process died after claiming it, with the same gateway key', async () => {
    const placed = await paidOrder(domesticTwoStages);
    const [first, second] = await stagesOf(placed.id);
    const [payment] = await paymentsOf(placed.id);
    if (!first || !second || !payment) throw new Error('two stages and a payment expected');
    // What a claim of stage 1 writes before the gateway is asked (refundSettlement.ts step 1).
    await server.deps.db.insert(refunds).values({
      orderId: placed.id,
      paymentId: payment.paymentId,
      shipmentId: first.shipmentId,
      target: 'label',
      amountCents: first.amountCents,
      // Its process stopped renewing the lease a while ago.
      leaseHolder: 'a-process-that-died',
      leasedUntil: new Date(START.getTime() - 1000),
    });
    await server.deps.db
      .update(payments)
      .set({ refundedCents: first.amountCents, status: 'partially_refunded' })
      .where(eq(payments.paymentId, payment.paymentId));
    await server.deps.db
      .update(shipments)
      .set({ status: 'cancelled', refundedCents: first.amountCents })
      .where(eq(shipments.shipmentId, first.shipmentId));
    await server.deps.db
      .update(orders)
      .set({ status: 'partially_refunded', refundedCents: first.amountCents })
      .where(eq(orders.orderId, placed.id));

    const answer = await refund('DELETE', `/api/Refund/Label/${second.shipmentId}`, placed.auth);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(
      await server.deps.db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, placed.id), isNull(refunds.gatewayRefundId))),
    ).toEqual([]);
    expect(await orderRow(placed.id)).toMatchObject({
      status: 'refunded',
      refundedCents: payment.amountCents,
    });
    await expectConsistent(placed.id);
  });
});

describe('POST /api/Refund/RefundOrder and DELETE /api/Refund/Order/{id} (quote §4: an order can be cancelled)', () => {
  it("refunds a registered customer's paid order in full, cancels every stage, and the history lists it refunded", async () => {
    const user = await server.createUser();
    const placed = await paidOrder(domesticTwoStages, { token: user.token });
    const order = await orderRow(placed.id);
    const answer = await refund(
      'POST',
      `/api/Refund/RefundOrder?orderId=${placed.id}`,
      placed.auth,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      amountRefunded: centsToDollars(order.totalCents),
    });
    expect(await orderRow(placed.id)).toMatchObject({
      status: 'refunded',
      refundedCents: order.totalCents,
    });
    expect((await stagesOf(placed.id)).map((stage) => stage.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(await refundRowsOf(placed.id)).toEqual([
      expect.objectContaining({ target: 'order', shipmentId: null, amountCents: order.totalCents }),
    ]);
    expect((await paymentsOf(placed.id))[0]).toMatchObject({ status: 'refunded' });
    await expectConsistent(placed.id);
    expect(await cancellationMails(placed.id)).toHaveLength(1);
    // The order history lists it as refunded, as the detail says.
    const listed = await server.request('GET', '/api/Order/recent', { token: user.token });
    expect(listed.body).toEqual([
      expect.objectContaining({ orderId: placed.id, status: 'refunded' }),
    ]);

    const again = await refund('DELETE', `/api/Refund/Order/${placed.id}`, placed.auth);
    expect(again.status).toBe(409);
  });

  it('refuses to cancel the whole order once the carrier has picked up a stage (409): nothing is given back for a box that ships', async () => {
    const placed = await paidOrder(domesticTwoStages);
    const [first, second] = await stagesOf(placed.id);
    if (!first || !second) throw new Error('two stages expected');
    const label = await server.request(
      'POST',
      `/api/Labels/create-label/${first.shipmentId}`,
      placed.auth,
    );
    expect(label.status).toBe(200);
    // Tuesday 7 July: stage 1 (labelled, ship date 6 July) was picked up at 4 pm on the 6th.
    clock = new Date('2026-07-07T17:00:00Z');
    const whole = await refund('DELETE', `/api/Refund/Order/${placed.id}`, placed.auth);
    expect(whole.status).toBe(409);
    expect(whole.body.message).toMatch(/picked up part of this order/);
    expect(await refundRowsOf(placed.id)).toEqual([]);
    expect((await orderRow(placed.id)).refundedCents).toBe(0);
    // The stage still waiting is cancelled on its own.
    const waiting = await refund('DELETE', `/api/Refund/Label/${second.shipmentId}`, placed.auth);
    expect(waiting.status).toBe(200);
    expect((await stagesOf(placed.id)).map((stage) => stage.status)).toEqual([
      'active',
      'cancelled',
    ]);
    await expectConsistent(placed.id);
  });

  it('cancels an unpaid order with no money moved, and it can then not be paid', async () => {
    const placed = await placeOrder(domestic);
    await server.request('POST', '/api/Order/create-order', {
      json: { orderId: placed.id },
      ...placed.auth,
    });
    const answer = await refund('DELETE', `/api/Refund/Order/${placed.id}`, placed.auth);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, amountRefunded: 0 });
    expect(await orderRow(placed.id)).toMatchObject({ status: 'cancelled', refundedCents: 0 });
    expect((await stagesOf(placed.id)).map((stage) => stage.status)).toEqual(['cancelled']);
    expect(await refundRowsOf(placed.id)).toEqual([]);
    expect(await cancellationMails(placed.id)).toEqual([]);
    const pay = await server.request('POST', '/api/Order/payment', {
      json: paymentBody(placed, 'pm_card_visa'),
      ...placed.auth,
    });
    expect(pay.status).toBe(409);
    const [charged] = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.id));
    expect(charged).toBeUndefined();
  });

  it('gives back the credit an order used as credit, and the card part to the card', async () => {
    const user = await server.createUser();
    await server.deps.db
      .insert(testGatewayCustomerBalances)
      .values({ userId: user.id, balanceCents: -30_00 });
    const placed = await placeOrder(domesticTwoStages, { token: user.token });
    await payOrder(placed, { customerBalance: 30_00 });
    const order = await orderRow(placed.id);
    expect(order.balanceAppliedCents).toBe(30_00);
    const balanceOf = async () =>
      storedCustomerBalance(
        (await server.request('GET', '/api/Stripe/get-customer-balance', { token: user.token }))
          .body.balance,
      );
    expect(await balanceOf()).toBe(0);

    const answer = await refund(
      'POST',
      `/api/Refund/RefundOrder?orderId=${placed.id}`,
      placed.auth,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.amountRefunded).toBe(centsToDollars(order.totalCents));
    expect(await balanceOf()).toBe(30_00);
    expect(await refundRowsOf(placed.id)).toEqual([
      expect.objectContaining({ paymentId: expect.any(Number), amountCents: order.totalCents }),
      expect.objectContaining({ paymentId: null, amountCents: 30_00 }),
    ]);
    expect(await orderRow(placed.id)).toMatchObject({
      status: 'refunded',
      refundedCents: order.totalCents + 30_00,
    });
    await expectConsistent(placed.id);
  });

  it('answers 400 without an order id', async () => {
    const answer = await server.request('POST', '/api/Refund/RefundOrder');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'orderId' }));
  });
});

describe('DELETE /api/Refund/Pickup/{id} (quote §4: refund or cancel a pickup)', () => {
  it('cancels a scheduled pickup and refunds its fee only; the stage then refunds the rest', async () => {
    const placed = await paidOrder(domestic, { pickupOption: SCHEDULED_PICKUP });
    const [stage] = await stagesOf(placed.id);
    if (!stage) throw new Error('a stage expected');
    const pickupFee = placed.fees[0]?.pickupFee ?? 0;
    expect(pickupFee).toBeGreaterThan(0);
    const order = await orderRow(placed.id);

    const answer = await refund('DELETE', `/api/Refund/Pickup/${stage.shipmentId}`, placed.auth);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ success: true, amountRefunded: pickupFee });
    expect((await stagesOf(placed.id))[0]).toMatchObject({
      status: 'active',
      pickupScheduled: false,
      refundedCents: pickupFee * 100,
    });
    expect(await orderRow(placed.id)).toMatchObject({
      status: 'partially_refunded',
      refundedCents: pickupFee * 100,
    });
    expect(await refundRowsOf(placed.id)).toEqual([
      expect.objectContaining({ target: 'pickup', shipmentId: stage.shipmentId }),
    ]);

    const again = await refund('DELETE', `/api/Refund/Pickup/${stage.shipmentId}`, placed.auth);
    expect(again.status).toBe(409);
    // No stage is cancelled: no CANCELORDER mail (its text lists the cancelled stages).
    expect(await cancellationMails(placed.id)).toEqual([]);

    const rest = await refund('DELETE', `/api/Refund/Label/${stage.shipmentId}`, placed.auth);
    expect(rest.status).toBe(200);
    expect(rest.body.amountRefunded).toBe(centsToDollars(order.totalCents - pickupFee * 100));
    expect(await orderRow(placed.id)).toMatchObject({
      status: 'refunded',
      refundedCents: order.totalCents,
    });
    expect(await cancellationMails(placed.id)).toHaveLength(1);
    await expectConsistent(placed.id);
  });

  it('answers 409 for a stage dropped off (no pickup) and once the pickup time has passed', async () => {
    const dropOff = await paidOrder(domestic, { pickupOption: DROP_OFF });
    const [dropped] = await stagesOf(dropOff.id);
    const none = await refund('DELETE', `/api/Refund/Pickup/${dropped?.shipmentId}`, dropOff.auth);
    expect(none.status).toBe(409);

    const pickup = await paidOrder(domestic, { pickupOption: SCHEDULED_PICKUP });
    const [stage] = await stagesOf(pickup.id);
    clock = new Date('2026-07-07T17:00:00Z');
    const late = await refund('DELETE', `/api/Refund/Pickup/${stage?.shipmentId}`, pickup.auth);
    expect(late.status).toBe(409);
    expect(await refundRowsOf(pickup.id)).toEqual([]);
  });
});

describe('DELETE /api/Refund/Payment/{id} (quote §4: refund a payment)', () => {
  it('gives back the rest of one payment; its stages stay booked but get no label', async () => {
    const placed = await paidOrder(domesticTwoStages);
    const [first] = await stagesOf(placed.id);
    if (!first) throw new Error('a stage expected');
    await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    const [payment] = await paymentsOf(placed.id);
    if (!payment) throw new Error('a payment expected');
    const rest = payment.amountCents - payment.refundedCents;

    const answer = await refund('DELETE', `/api/Refund/Payment/${payment.paymentId}`, placed.auth);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ success: true, amountRefunded: centsToDollars(rest) });
    expect((await paymentsOf(placed.id))[0]).toMatchObject({
      status: 'refunded',
      refundedCents: payment.amountCents,
    });
    expect(await orderRow(placed.id)).toMatchObject({
      status: 'refunded',
      refundedCents: payment.amountCents,
    });
    expect((await stagesOf(placed.id)).map((stage) => stage.status)).toEqual([
      'cancelled',
      'active',
    ]);
    await expectConsistent(placed.id);

    const again = await refund('DELETE', `/api/Refund/Payment/${payment.paymentId}`, placed.auth);
    expect(again.status).toBe(409);
    // One mail, for the voided stage; the payment refund cancels nothing.
    expect(await cancellationMails(placed.id)).toHaveLength(1);
  });

  it('takes a stage refund from the oldest payment first, and the whole order from all', async () => {
    const user = await server.createUser();
    const placed = await paidOrder(domesticTwoStages, { token: user.token });
    const [first] = await stagesOf(placed.id);
    const [initial] = await paymentsOf(placed.id);
    if (!first || !initial) throw new Error('a stage and a payment expected');
    // An additional payment of $40 on the order, charged by the gateway as the order area does.
    const charge = await server.deps.payments.charge({
      amountCents: 40_00,
      paymentMethodId: 'pm_card_visa',
      customer: null,
      savePaymentMethod: false,
      idempotencyKey: `refund-test-additional-${placed.id}`,
      description: 'additional',
      metadata: {},
    });
    if (charge.status !== 'succeeded') throw new Error('the additional charge failed');
    const [additional] = await server.deps.db
      .insert(payments)
      .values({
        orderId: placed.id,
        idempotencyKey: `refund-test-additional-${placed.id}`,
        kind: 'additional',
        processor: 's',
        amountCents: 40_00,
        status: 'succeeded',
        gatewayPaymentId: charge.gatewayPaymentId,
        createdAt: new Date(START.getTime() + 60_000),
      })
      .returning();
    const order = await orderRow(placed.id);
    await server.deps.db
      .update(orders)
      .set({ totalCents: order.totalCents + 40_00 })
      .where(eq(orders.orderId, placed.id));

    await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(await refundRowsOf(placed.id)).toEqual([
      expect.objectContaining({ paymentId: initial.paymentId, amountCents: first.amountCents }),
    ]);

    const all = await refund('DELETE', `/api/Refund/Order/${placed.id}`, placed.auth);
    expect(all.status).toBe(200);
    expect(all.body.amountRefunded).toBe(
      centsToDollars(order.totalCents + 40_00 - first.amountCents),
    );
    const paid = await paymentsOf(placed.id);
    expect(paid.map((payment) => [payment.paymentId, payment.status])).toEqual([
      [initial.paymentId, 'refunded'],
      [additional?.paymentId, 'refunded'],
    ]);
    await expectConsistent(placed.id);
  });
});

describe('refunds of another customer’s order (refused cleanly, no partial data)', () => {
  it('answers 404 to another user and to a guest without the order key, moving nothing', async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    const placed = await paidOrder(domesticTwoStages, { token: owner.token });
    const [stage] = await stagesOf(placed.id);
    const [payment] = await paymentsOf(placed.id);
    const calls: ['POST' | 'DELETE', string][] = [
      ['POST', `/api/Refund/RefundOrder?orderId=${placed.id}`],
      ['DELETE', `/api/Refund/Order/${placed.id}`],
      ['DELETE', `/api/Refund/Label/${stage?.shipmentId}`],
      ['DELETE', `/api/Refund/Pickup/${stage?.shipmentId}`],
      ['DELETE', `/api/Refund/Payment/${payment?.paymentId}`],
    ];
    for (const [method, path] of calls) {
      expect((await refund(method, path, { token: other.token })).status, path).toBe(404);
      expect((await refund(method, path, {})).status, path).toBe(404);
      expect(
        (await refund(method, path, { headers: { 'X-Bikeship-Order-Key': 'not-the-key' } })).status,
        path,
      ).toBe(404);
    }
    expect(await refundRowsOf(placed.id)).toEqual([]);
    expect(await orderRow(placed.id)).toMatchObject({ status: 'paid', refundedCents: 0 });
  });

  it('answers 400 for an id that is not a number', async () => {
    const answer = await server.request('DELETE', '/api/Refund/Label/abc');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'id' }));
  });
});

/** The gateway's refunds of one charge, made under any key. */
async function gatewayRefundsOf(gatewayPaymentId: string | null) {
  if (!gatewayPaymentId) return [];
  return server.deps.db
    .select()
    .from(testGatewayRefunds)
    .where(eq(testGatewayRefunds.paymentIntentId, gatewayPaymentId));
}

/** The guest caller of a placed order, as the routes build it from the order-key header. */
function guestCaller(placed: PlacedOrder): RefundCaller {
  const orderKey = placed.auth.headers?.[ORDER_KEY_HEADER] ?? null;
  return { user: null, accessFor: () => ({ user: null, orderKey }) };
}

/**
 * Another API process on the same database whose refund can be held at the gateway: the
 * gateway makes the refund (`refunded` resolves), then its answer never comes back. Once
 * `kill()` is called its database refuses every statement: a dead process writes nothing, not
 * even a lease renewal.
 */
function refundingProcess() {
  let dead = false;
  let reportRefunded: () => void = () => {};
  const refunded = new Promise<void>((resolve) => {
    reportRefunded = resolve;
  });
  const db = new Proxy(server.deps.db, {
    get(target, key, receiver) {
      if (dead) throw new Error('this process was killed');
      return Reflect.get(target, key, receiver);
    },
  }) as Database;
  const gateway = new Proxy(server.deps.payments, {
    get(target, key, receiver) {
      if (key !== 'refund') return Reflect.get(target, key, receiver);
      return async (input: Parameters<PaymentGateway['refund']>[0]) => {
        await target.refund(input);
        reportRefunded();
        return new Promise<never>(() => {});
      };
    },
  });
  const deps: RefundDeps = { ...server.deps, db, payments: gateway };
  return {
    deps,
    refunded,
    kill() {
      dead = true;
    },
  };
}

describe('a refund whose process died between the gateway and the record (two processes, one database)', () => {
  it('refuses others at once while its lease holds, then ten concurrent retries finish it exactly once', async () => {
    const placed = await paidOrder(domesticTwoStages);
    const [first] = await stagesOf(placed.id);
    const [payment] = await paymentsOf(placed.id);
    if (!first || !payment) throw new Error('a stage and a payment expected');
    const dying = refundingProcess();
    voidLabel(dying.deps, first.shipmentId, guestCaller(placed)).catch(() => {});
    await dying.refunded;
    dying.kill();
    // The money moved; the record of it did not.
    const [claimed] = await refundRowsOf(placed.id);
    expect(claimed).toMatchObject({ gatewayRefundId: null });
    expect(await gatewayRefundsOf(payment.gatewayPaymentId)).toHaveLength(1);

    const voidTenTimes = () =>
      Promise.all(
        Array.from({ length: 10 }, () =>
          refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth),
        ),
      );
    // Its lease still holds: nobody waits for it, nobody takes it over.
    const whileLeased = await voidTenTimes();
    expect(whileLeased.map((answer) => answer.status)).toEqual(Array(10).fill(409));
    expect(whileLeased[0]?.body.message).toMatch(/under way/);
    expect(await gatewayRefundsOf(payment.gatewayPaymentId)).toHaveLength(1);

    // The lease runs out (the dead process renews nothing): one retry takes the refund over and
    // asks the gateway again under the same key; the others are refused.
    clock = new Date(START.getTime() + REFUND_LEASE_MS + 1000);
    const afterLease = await voidTenTimes();
    const statuses = afterLease.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(afterLease.map((a) => a.body))).toEqual([
      200,
      ...Array(9).fill(409),
    ]);
    const finished = afterLease.find((answer) => answer.status === 200);
    expect(finished?.body).toEqual({
      success: true,
      amountRefunded: centsToDollars(claimed?.amountCents ?? 0),
    });
    const rows = await refundRowsOf(placed.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.gatewayRefundId).toBe(
      (await gatewayRefundsOf(payment.gatewayPaymentId))[0]?.refundId,
    );
    expect(await gatewayRefundsOf(payment.gatewayPaymentId)).toHaveLength(1);
    expect((await stagesOf(placed.id)).map((stage) => stage.status)).toEqual([
      'cancelled',
      'active',
    ]);
    await expectConsistent(placed.id);
    // The cancellation mail the dead process never sent goes out once.
    expect(await cancellationMails(placed.id)).toHaveLength(1);
  }, 20_000);

  it('keeps the refund of a process that is alive but slower than the lease: it renews it', async () => {
    const placed = await paidOrder(domesticTwoStages);
    const [first] = await stagesOf(placed.id);
    const [payment] = await paymentsOf(placed.id);
    if (!first || !payment) throw new Error('a stage and a payment expected');
    let refundCalls = 0;
    let reportAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      reportAsked = resolve;
    });
    const slowGateway = new Proxy(server.deps.payments, {
      get(target, key, receiver) {
        if (key !== 'refund') return Reflect.get(target, key, receiver);
        return async (input: Parameters<PaymentGateway['refund']>[0]) => {
          refundCalls += 1;
          reportAsked();
          await new Promise((resolve) => setTimeout(resolve, 2_500));
          return target.refund(input);
        };
      },
    });
    const slow = voidLabel(
      { ...server.deps, payments: slowGateway },
      first.shipmentId,
      guestCaller(placed),
    );
    await asked;
    // Time passes beyond the first lease; the slow process renews it meanwhile.
    clock = new Date(START.getTime() + REFUND_LEASE_MS + 1000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const second = await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/under way/);
    expect(await slow).toEqual({
      success: true,
      amountRefunded: centsToDollars((await refundRowsOf(placed.id))[0]?.amountCents ?? 0),
    });
    expect(refundCalls).toBe(1);
    expect(await gatewayRefundsOf(payment.gatewayPaymentId)).toHaveLength(1);
    await expectConsistent(placed.id);
  }, 20_000);

  it('gives the lease back when finishing a dead refund fails at the gateway: the next call finishes it at once', async () => {
    const placed = await paidOrder(domesticTwoStages);
    const [first] = await stagesOf(placed.id);
    const [payment] = await paymentsOf(placed.id);
    if (!first || !payment) throw new Error('a stage and a payment expected');
    const dying = refundingProcess();
    voidLabel(dying.deps, first.shipmentId, guestCaller(placed)).catch(() => {});
    await dying.refunded;
    dying.kill();
    clock = new Date(START.getTime() + REFUND_LEASE_MS + 1000);

    vi.spyOn(server.deps.payments, 'refund').mockRejectedValueOnce(
      new PaymentGatewayError('gateway_unavailable', 'The gateway is down', true),
    );
    const failed = await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(failed.status).toBe(503);
    const [left] = await refundRowsOf(placed.id);
    expect(left).toMatchObject({ gatewayRefundId: null, leaseHolder: null, leasedUntil: null });

    // Same clock: no lease to wait for.
    const retried = await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await gatewayRefundsOf(payment.gatewayPaymentId)).toHaveLength(1);
    await expectConsistent(placed.id);
  }, 20_000);
});

describe('GET /api/Order/detail offers each cancellation with the amount the call then gives back', () => {
  const detailOf = async (placed: PlacedOrder) => {
    const answer = await server.request(
      'GET',
      `/api/Order/detail?orderId=${placed.id}`,
      placed.auth,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  it('states a pickup, a stage and the whole order before each is cancelled, and the figures after', async () => {
    const placed = await paidOrder(domesticTwoStages, { pickupOption: SCHEDULED_PICKUP });
    const order = await orderRow(placed.id);
    const before = await detailOf(placed);
    expect(before).toMatchObject({
      status: 'paid',
      paid: centsToDollars(order.totalCents),
      refunded: 0,
      due: 0,
      refundUnderWay: false,
      cancelOffer: { refund: centsToDollars(order.totalCents), credit: 0 },
    });
    expect(before.fees).toHaveLength(2);
    expect(before.payments).toEqual([
      expect.objectContaining({
        kind: 'initial',
        amount: centsToDollars(order.totalCents),
        refunded: 0,
        refundOffer: { refund: centsToDollars(order.totalCents), credit: 0 },
      }),
    ]);
    const [first, second] = before.shipments;
    const pickupFee = placed.fees[0]?.pickupFee ?? 0;
    expect(first).toMatchObject({ pickupBooked: true, pickupCancelOffer: { refund: pickupFee } });

    const pickup = await refund('DELETE', `/api/Refund/Pickup/${first.shipmentId}`, placed.auth);
    expect(pickup.body.amountRefunded).toBe(first.pickupCancelOffer.refund);

    const afterPickup = await detailOf(placed);
    expect(afterPickup.shipments[0]).toMatchObject({
      pickupBooked: false,
      pickupCancelOffer: null,
      refunded: pickupFee,
    });
    const stageOffer = afterPickup.shipments[1].labelCancelOffer;
    expect(stageOffer.refund).toBeGreaterThan(0);
    const label = await refund('DELETE', `/api/Refund/Label/${second.shipmentId}`, placed.auth);
    expect(label.body.amountRefunded).toBe(stageOffer.refund);

    const afterLabel = await detailOf(placed);
    expect(afterLabel.shipments[1]).toMatchObject({
      status: 'cancelled',
      labelCancelOffer: null,
      pickupCancelOffer: null,
    });
    const rest = afterLabel.cancelOffer.refund;
    const whole = await refund('DELETE', `/api/Refund/Order/${placed.id}`, placed.auth);
    expect(whole.body.amountRefunded).toBe(rest);
    const after = await detailOf(placed);
    expect(after).toMatchObject({
      status: 'refunded',
      refunded: centsToDollars(order.totalCents),
      cancelOffer: null,
    });
    expect(after.payments[0]).toMatchObject({ refundOffer: null });
  });

  it('lists the shipment documents with the stage they belong to, and leaves them out of the lists', async () => {
    const placed = await paidOrder(domestic);
    const detail = await detailOf(placed);
    const [stage] = detail.shipments;
    const form = new FormData();
    // A real 1×1 PNG: uploads are checked to be what they claim.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append('file', new File([png], 'invoice.png', { type: 'image/png' }));
    const query = `shipmentId=${stage.shipmentId}&orderId=${placed.id}&category=invoice`;
    const uploaded = await server.request('POST', `/api/ShipmentDocument/create?${query}`, {
      form,
      ...placed.auth,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const after = await detailOf(placed);
    expect(after.shipments[0].documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          shipmentId: stage.shipmentId,
          category: 'invoice',
          file: 'invoice.png',
          generated: false,
          contentType: 'image/png',
        }),
      ]),
    );
  });

  it('shows what is due when a stage was re-quoted higher after payment', async () => {
    const placed = await paidOrder(domestic);
    const requoted = placed.fees.map((fee) => ({ ...fee, baseFee: fee.baseFee + 12.34 }));
    await server.deps.db
      .update(orders)
      .set({ fees: requoted })
      .where(eq(orders.orderId, placed.id));
    const detail = await detailOf(placed);
    expect(detail.due).toBe(12.34);
    expect(detail.fees[0].baseFee).toBe(requoted[0]?.baseFee);
  });
});

describe("a cancelled stage's voided label is handed out no more (a printed voided label ships nothing)", () => {
  it('leaves the label and invoice out of the detail and the download, and takes no new document', async () => {
    const placed = await paidOrder(roundTripToCanada);
    const [first, second] = await stagesOf(placed.id);
    if (!first || !second) throw new Error('two stages expected');
    const documentsOf = async (shipmentId: number) => {
      const detail = await server.request(
        'GET',
        `/api/Order/detail?orderId=${placed.id}`,
        placed.auth,
      );
      expect(detail.status).toBe(200);
      const stage = (
        detail.body.shipments as { shipmentId: number; documents: { generated: boolean }[] }[]
      ).find((shipment) => shipment.shipmentId === shipmentId);
      return stage?.documents ?? [];
    };
    const download = (shipmentId: number) =>
      server.request(
        'GET',
        `/api/ShipmentDocument/downloadDocuments?shipmentId=${shipmentId}`,
        placed.auth,
      );
    // Labels are made at payment: the stage lists them and they download.
    expect((await documentsOf(first.shipmentId)).some((document) => document.generated)).toBe(true);
    expect((await download(first.shipmentId)).status).toBe(200);

    const voided = await refund('DELETE', `/api/Refund/Label/${first.shipmentId}`, placed.auth);
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);

    expect(await documentsOf(first.shipmentId)).toEqual([]);
    expect((await download(first.shipmentId)).status).toBe(404);
    const form = new FormData();
    form.append('file', new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'receipt.pdf'));
    const added = await server.request(
      'POST',
      `/api/ShipmentDocument/create?shipmentId=${first.shipmentId}&orderId=${placed.id}&category=receipt`,
      { form, ...placed.auth },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(409);
    // The stage still booked keeps its label.
    expect((await documentsOf(second.shipmentId)).some((document) => document.generated)).toBe(
      true,
    );
    expect((await download(second.shipmentId)).status).toBe(200);
  }, 20_000);
});
