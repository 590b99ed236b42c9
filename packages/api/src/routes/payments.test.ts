import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { PLACES, paymentBody, placeTemporaryOrder } from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';

// Wednesday 1 July 2026, 11:00 in Denver.
const clock = new Date('2026-07-01T17:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

const domestic = [{ from: PLACES.sanFrancisco, to: PLACES.boulder }];
const AUTHENTICATE = '/api/payments/test-authentication';

describe('GET /api/payments/config (DECISION: whether the widget loads Stripe.js)', () => {
  it('says the embedded test gateway takes the cards, with no publishable key and no PayPal', async () => {
    const response = await server.request('GET', '/api/payments/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ processor: 'test', publishableKey: null, paypal: false });
  });

  it('gives Stripe and its publishable key when Stripe is configured, and PayPal when both its keys are', async () => {
    const stripe = await createTestServer({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_bikeship',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_bikeship',
        PAYPAL_CLIENT_ID: 'paypal-client',
        PAYPAL_CLIENT_SECRET: 'paypal-secret',
      },
    });
    try {
      const response = await stripe.request('GET', '/api/payments/config');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        processor: 'stripe',
        publishableKey: 'pk_test_bikeship',
        paypal: true,
      });
      // Where real money moves there is no test 3-D Secure page.
      const test = await stripe.request('POST', AUTHENTICATE, {
        json: { clientSecret: 'pi_x_secret_y', outcome: 'complete' },
      });
      expect(test.status).toBe(404);
    } finally {
      await stripe.close();
    }
  });
});

describe('POST /api/payments/test-authentication (DECISION: the test 3-D Secure page)', () => {
  /** A guest's order paid with the 3-D Secure test card: the 402 answer and its key. */
  async function waitingFor3ds() {
    const placed = await placeTemporaryOrder(server, { legs: domestic });
    const headers = { ...placed.keyHeaders, 'Idempotency-Key': `3ds-${placed.id}` };
    const body = paymentBody(placed, 'pm_card_authenticationRequired');
    const pending = await server.request('POST', '/api/Order/payment', { json: body, headers });
    expect(pending.status).toBe(402);
    expect(pending.body.requiresAction).toBe(true);
    return { placed, headers, body, clientSecret: String(pending.body.clientSecret) };
  }

  it('completing the challenge places the order; paying again with the same key answers success', async () => {
    const { placed, headers, body, clientSecret } = await waitingFor3ds();
    const completed = await server.request('POST', AUTHENTICATE, {
      json: { clientSecret, outcome: 'complete' },
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body).toEqual({ success: true, orderId: placed.id });
    const [order] = await server.deps.db.select().from(orders).where(eq(orders.orderId, placed.id));
    expect(order?.placedAt).not.toBeNull();
    const replay = await server.request('POST', '/api/Order/payment', { json: body, headers });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ success: true, orderId: placed.id });
    // The challenge is answered once.
    const again = await server.request('POST', AUTHENTICATE, {
      json: { clientSecret, outcome: 'complete' },
    });
    expect(again.status).toBe(404);
  });

  it("failing the challenge answers 402 with Stripe's message; the order then pays with another card", async () => {
    const { placed, clientSecret } = await waitingFor3ds();
    const failed = await server.request('POST', AUTHENTICATE, {
      json: { clientSecret, outcome: 'fail' },
    });
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({
      code: 'payment_intent_authentication_failure',
      message: expect.stringMatching(/unable to authenticate/),
    });
    const paid = await server.request('POST', '/api/Order/payment', {
      json: paymentBody(placed, 'pm_card_visa'),
      headers: { ...placed.keyHeaders, 'Idempotency-Key': `visa-${placed.id}` },
    });
    expect(paid.status).toBe(200);
  });

  it('answers 404 for a client secret no payment waits under, and 400 for a bad outcome', async () => {
    const unknown = await server.request('POST', AUTHENTICATE, {
      json: { clientSecret: 'pi_test_nothing_secret_nothing', outcome: 'complete' },
    });
    expect(unknown.status).toBe(404);
    const bad = await server.request('POST', AUTHENTICATE, {
      json: { clientSecret: 'pi_test_nothing_secret_nothing', outcome: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });
});
