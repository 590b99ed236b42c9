import { paymentRequestSchema } from '@bikeship/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, testGatewayCharges } from '../db/schema';
import type { PaymentGateway } from '../integrations/payments/paymentGateway';
import { PLACES, paymentBody, placeTemporaryOrder } from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';
import { payOrder } from './orderPayment';
import { ATTEMPT_LEASE_MS } from './paymentAttempts';

/**
 * The exactly-once machinery when things go wrong between the gateway and us (a paid
 * order is never lost or charged twice), driven through the payment service with the real
 * embedded gateway wrapped to fail the way networks and processes fail.
 */

let clock = new Date('2026-07-01T17:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

const domestic = [{ from: PLACES.sanFrancisco, to: PLACES.boulder }];

async function chargesOf(orderId: number) {
  return server.deps.db
    .select()
    .from(testGatewayCharges)
    .where(sql`${testGatewayCharges.metadata}->>'orderId' = ${String(orderId)}`);
}

async function orderOf(orderId: number) {
  const [row] = await server.deps.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}

/** The gateway charges, but its answer never reaches us the first `lost` times. */
function answerLostGateway(real: PaymentGateway, lost: number): PaymentGateway {
  let calls = 0;
  return new Proxy(real, {
    get(target, key, receiver) {
      if (key !== 'charge') return Reflect.get(target, key, receiver);
      return async (input: Parameters<PaymentGateway['charge']>[0]) => {
        const result = await target.charge(input);
        calls += 1;
        if (calls <= lost) throw new Error('socket hang up');
        return result;
      };
    },
  });
}

async function guestPaymentCall(nonce = 'pm_card_visa') {
  const placed = await placeTemporaryOrder(server, { legs: domestic });
  return {
    placed,
    call: {
      body: paymentRequestSchema.parse(paymentBody(placed, nonce)),
      access: { user: null, orderKey: placed.orderKey ?? null },
      idempotencyKey: `checkout-${placed.id}`,
    },
  };
}

describe('payOrder when the gateway answer is lost (never lost, never charged twice)', () => {
  it('answers 503, then the same call resumes the attempt: paid, with one charge', async () => {
    const { placed, call } = await guestPaymentCall();
    const afterPlaced: string[] = [];
    const deps = {
      ...server.deps,
      payments: answerLostGateway(server.deps.payments, 1),
      afterPlaced: async (orderId: number) => {
        afterPlaced.push(String(orderId));
      },
    };
    const first = await payOrder(deps, call).catch((error: unknown) => error);
    expect(first).toMatchObject({ status: 503 });
    const [attempt] = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.id));
    expect(attempt?.status).toBe('error');
    expect((await orderOf(placed.id))?.placedAt).toBeNull();
    // The money moved at the gateway although we never heard back.
    expect(await chargesOf(placed.id)).toHaveLength(1);

    const second = await payOrder(deps, call);
    expect(second).toEqual({ kind: 'paid', orderId: placed.id });
    expect(await chargesOf(placed.id)).toHaveLength(1);
    expect((await orderOf(placed.id))?.status).toBe('paid');
    expect(afterPlaced).toEqual([String(placed.id)]);
  });

  it('resumes an attempt whose process died mid-charge once it is stale, without charging again', async () => {
    const { placed, call } = await guestPaymentCall();
    const deps = { ...server.deps, afterPlaced: async () => {} };
    // The first process charged, then died before writing the outcome: the row stays pending.
    const dying = { ...deps, payments: answerLostGateway(server.deps.payments, 1) };
    await payOrder(dying, call).catch(() => undefined);
    await server.deps.db
      .update(payments)
      .set({ status: 'pending' })
      .where(eq(payments.orderId, placed.id));

    // Once the attempt is stale, an identical call takes it over (the gateway key is the same).
    clock = new Date(clock.getTime() + ATTEMPT_LEASE_MS + 1_000);
    const resumed = await payOrder(deps, call);
    expect(resumed).toEqual({ kind: 'paid', orderId: placed.id });
    expect(await chargesOf(placed.id)).toHaveLength(1);
  });
});
