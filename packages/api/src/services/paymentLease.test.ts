import { paymentRequestSchema } from '@bikeship/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { orders, payments, testGatewayCharges } from '../db/schema';
import type { PaymentGateway } from '../integrations/payments/paymentGateway';
import {
  PLACES,
  type PlacedTemporaryOrder,
  paymentBody,
  placeTemporaryOrder,
} from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';
import { type PaymentDeps, payOrder } from './orderPayment';
import { ATTEMPT_LEASE_MS } from './paymentAttempts';

/**
 * A payment whose process dies between the gateway's charge and the commit of its outcome
 * (SIGKILL, a crash, a lost machine): the attempt stays `pending`, and a retry with the same
 * Idempotency-Key must settle it within seconds — with the one charge already made — instead of
 * answering 409 "still being processed" until the attempt looks abandoned. And a process that
 * is alive but slow keeps its attempt: nobody takes it over while it renews its lease.
 */

// The trip's ship dates (testing/orderFlow.ts) are in July 2026; this clock runs from there in
// real time, since leases are about time actually passing. `skipMs` moves it on at once, for
// tests that let a lease run out without waiting for it.
const CLOCK_START = Date.parse('2026-07-01T17:00:00Z');
const startedAt = Date.now();
let skipMs = 0;
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    now: () => new Date(CLOCK_START + Date.now() - startedAt + skipMs),
  });
});
afterAll(() => server.close());

const domestic = [{ from: PLACES.sanFrancisco, to: PLACES.boulder }];

async function chargesOf(orderId: number) {
  return server.deps.db
    .select()
    .from(testGatewayCharges)
    .where(sql`${testGatewayCharges.metadata}->>'orderId' = ${String(orderId)}`);
}

async function paymentCall() {
  const placed = await placeTemporaryOrder(server, { legs: domestic });
  const rawBody = paymentBody(placed, 'pm_card_visa');
  const idempotencyKey = `checkout-${placed.id}`;
  return {
    placed,
    rawBody,
    idempotencyKey,
    call: {
      body: paymentRequestSchema.parse(rawBody),
      access: { user: null, orderKey: placed.orderKey ?? null },
      idempotencyKey,
    },
  };
}

/**
 * The deps of a process that can be killed: once `kill()` is called its database refuses every
 * statement (a dead process writes nothing, not even a lease renewal), and its gateway call
 * never comes back. `charged` resolves when the gateway has been asked: it has made the charge,
 * or — `diesBeforeCharging` — the request never reached it.
 */
function killableProcess(options: { diesBeforeCharging?: boolean } = {}) {
  let dead = false;
  let reportCharged: () => void = () => {};
  const charged = new Promise<void>((resolve) => {
    reportCharged = resolve;
  });
  const db = new Proxy(server.deps.db, {
    get(target, key, receiver) {
      if (dead) throw new Error('this process was killed');
      return Reflect.get(target, key, receiver);
    },
  }) as Database;
  const payments = new Proxy(server.deps.payments, {
    get(target, key, receiver) {
      if (key !== 'charge') return Reflect.get(target, key, receiver);
      return async (input: Parameters<PaymentGateway['charge']>[0]) => {
        if (!options.diesBeforeCharging) await target.charge(input);
        reportCharged();
        // Killed after the gateway charged, before the answer was written down.
        return new Promise<never>(() => {});
      };
    },
  });
  const deps: PaymentDeps = { ...server.deps, db, payments, afterPlaced: async () => {} };
  return {
    deps,
    charged,
    kill() {
      dead = true;
    },
  };
}

describe('a payment whose process died between the charge and the commit', () => {
  it('settles on the retry within seconds of the death, with exactly one charge', async () => {
    const { placed, rawBody, idempotencyKey, call } = await paymentCall();
    const dying = killableProcess();
    void payOrder(dying.deps, call);
    await dying.charged;
    dying.kill();
    const killedAt = Date.now();
    const [left] = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.id));
    expect(left?.status).toBe('pending');
    expect(await chargesOf(placed.id)).toHaveLength(1);

    // The customer retries at once, through another (live) process, with the same key.
    const retry = await server.request('POST', '/api/Order/payment', {
      json: rawBody,
      headers: { ...placed.keyHeaders, 'Idempotency-Key': idempotencyKey },
    });
    const settledAfterMs = Date.now() - killedAt;
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body).toEqual({ success: true, orderId: placed.id });
    // Within the lease and a little: not the two minutes (and 409s) it used to take …
    expect(settledAfterMs).toBeLessThan(ATTEMPT_LEASE_MS + 2_000);
    // … and not before the lease ran out: a live process's attempt is not taken over.
    expect(settledAfterMs).toBeGreaterThan(ATTEMPT_LEASE_MS - 1_500);

    // The gateway was asked again under the same key and answered the charge it had made.
    expect(await chargesOf(placed.id)).toHaveLength(1);
    const [attempt] = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.id));
    expect(attempt?.status).toBe('succeeded');
    const [order] = await server.deps.db.select().from(orders).where(eq(orders.orderId, placed.id));
    expect(order?.status).toBe('paid');
  }, 20_000);
});

describe('a payment whose process is alive but slower than the lease', () => {
  it('keeps its attempt: an identical call waits for it instead of asking the gateway again', async () => {
    const { placed, call } = await paymentCall();
    let chargeCalls = 0;
    const slowGateway = new Proxy(server.deps.payments, {
      get(target, key, receiver) {
        if (key !== 'charge') return Reflect.get(target, key, receiver);
        return async (input: Parameters<PaymentGateway['charge']>[0]) => {
          chargeCalls += 1;
          await new Promise((resolve) => setTimeout(resolve, ATTEMPT_LEASE_MS + 2_000));
          return target.charge(input);
        };
      },
    });
    const deps: PaymentDeps = {
      ...server.deps,
      payments: slowGateway,
      afterPlaced: async () => {},
    };

    const first = payOrder(deps, call);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = payOrder(deps, call);
    expect(await Promise.all([first, second])).toEqual([
      { kind: 'paid', orderId: placed.id },
      { kind: 'paid', orderId: placed.id },
    ]);
    expect(chargeCalls).toBe(1);
    expect(await chargesOf(placed.id)).toHaveLength(1);
  }, 20_000);
});

/** The order's payment attempts, oldest first. */
async function attemptsOf(orderId: number) {
  return server.deps.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.paymentId);
}

describe('a payment with a new Idempotency-Key while an attempt of another key is dead', () => {
  async function payWithNewKey(placed: PlacedTemporaryOrder, rawBody: unknown) {
    return server.request('POST', '/api/Order/payment', {
      json: rawBody,
      headers: { ...placed.keyHeaders, 'Idempotency-Key': `another-key-${placed.id}` },
    });
  }

  it('was charged: 409 while its lease holds, then it settles as paid and the new key gets 403, one charge', async () => {
    const { placed, rawBody, call } = await paymentCall();
    const dying = killableProcess();
    void payOrder(dying.deps, call).catch(() => {});
    await dying.charged;
    dying.kill();

    // Its process may still be alive: its lease holds, the new key waits its turn.
    const early = await payWithNewKey(placed, rawBody);
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(early.body.message).toMatch(/under way/);

    // The lease runs out: the gateway reports the dead attempt's charge; the order is paid by it.
    skipMs += ATTEMPT_LEASE_MS + 1_000;
    const late = await payWithNewKey(placed, rawBody);
    expect(late.status, JSON.stringify(late.body)).toBe(403);
    expect(late.body.message).toMatch(/already paid/);
    expect(await chargesOf(placed.id)).toHaveLength(1);
    const attempts = await attemptsOf(placed.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
    const [order] = await server.deps.db.select().from(orders).where(eq(orders.orderId, placed.id));
    expect(order?.status).toBe('paid');
  }, 20_000);

  it('was never charged: 409 while its lease holds, then it is abandoned and the new key pays, one charge', async () => {
    const { placed, rawBody, call } = await paymentCall();
    const dying = killableProcess({ diesBeforeCharging: true });
    void payOrder(dying.deps, call).catch(() => {});
    await dying.charged;
    dying.kill();

    const early = await payWithNewKey(placed, rawBody);
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(await chargesOf(placed.id)).toHaveLength(0);

    skipMs += ATTEMPT_LEASE_MS + 1_000;
    const late = await payWithNewKey(placed, rawBody);
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body).toEqual({ success: true, orderId: placed.id });
    expect(await chargesOf(placed.id)).toHaveLength(1);
    const attempts = await attemptsOf(placed.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['abandoned', 'succeeded']);
    // The abandoned attempt gave up its key: asked again, that key is a new request on a paid order.
    expect(attempts[0]?.idempotencyKey).toMatch(/#released:/);
    const retryOfDead = await server.request('POST', '/api/Order/payment', {
      json: rawBody,
      headers: { ...placed.keyHeaders, 'Idempotency-Key': call.idempotencyKey },
    });
    expect(retryOfDead.status).toBe(403);
    expect(await chargesOf(placed.id)).toHaveLength(1);
    const [order] = await server.deps.db.select().from(orders).where(eq(orders.orderId, placed.id));
    expect(order?.status).toBe('paid');
  }, 20_000);

  it('abandoned, then its stalled process charges after all: the late charge is refunded at once', async () => {
    const { placed, rawBody, call } = await paymentCall();
    // A process cut off from the database (no lease renewals) while its charge is on the way.
    let cutOff = false;
    let reportAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      reportAsked = resolve;
    });
    let letChargeThrough: () => void = () => {};
    const chargeHeld = new Promise<void>((resolve) => {
      letChargeThrough = resolve;
    });
    const db = new Proxy(server.deps.db, {
      get(target, key, receiver) {
        if (cutOff) throw new Error('this process is cut off from the database');
        return Reflect.get(target, key, receiver);
      },
    }) as Database;
    const payments = new Proxy(server.deps.payments, {
      get(target, key, receiver) {
        if (key !== 'charge') return Reflect.get(target, key, receiver);
        return async (input: Parameters<PaymentGateway['charge']>[0]) => {
          reportAsked();
          await chargeHeld;
          return target.charge(input);
        };
      },
    });
    const stalled = payOrder({ ...server.deps, db, payments, afterPlaced: async () => {} }, call);
    await asked;
    cutOff = true;
    skipMs += ATTEMPT_LEASE_MS + 1_000;

    const other = await payWithNewKey(placed, rawBody);
    expect(other.status, JSON.stringify(other.body)).toBe(200);

    // The stalled process comes back and its charge lands: counted, and given back in full.
    cutOff = false;
    letChargeThrough();
    expect(await stalled).toEqual({ kind: 'paid', orderId: placed.id });
    const charges = await chargesOf(placed.id);
    expect(charges).toHaveLength(2);
    const attempts = await attemptsOf(placed.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['duplicate', 'succeeded']);
    const late = charges.find((charge) => charge.paymentIntentId === attempts[0]?.gatewayPaymentId);
    expect(late?.refundedCents).toBe(late?.amountCents);
    expect(attempts[0]?.refundedCents).toBe(attempts[0]?.amountCents);
    const [order] = await server.deps.db.select().from(orders).where(eq(orders.orderId, placed.id));
    expect(order?.totalCents).toBe(attempts[1]?.amountCents);
  }, 20_000);
});
