import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderPaymentIntents,
  orders,
  payments,
  refunds,
  testGatewayCharges,
  testGatewayCoupons,
  testGatewayPaymentMethods,
  testGatewayPromotionCodes,
  users,
  webhookEvents,
} from '../db/schema';
import { DEMO_CUSTOMER_EMAIL } from '../db/seed/demoCustomer';
import { AUTH_COOKIE } from '../http/authentication';
import { TEST_GATEWAY_WEBHOOK_SECRET } from '../integrations/payments/testGateway';
import { hashOrderKey, ORDER_KEY_HEADER } from '../services/orderAccess';
import { createTestServer, type TestServer } from '../testing/testServer';
import { STRIPE_WEBHOOK_PATH } from './stripe';

let server: TestServer;
let demo: { id: string; token: string };

beforeAll(async () => {
  server = await createTestServer();
  const [row] = await server.deps.db
    .select()
    .from(users)
    .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
  if (!row) throw new Error('the demo customer is not seeded');
  const { token } = await server.deps.tokens.issue({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roles: row.roles,
  });
  demo = { id: row.id, token };
});
afterAll(() => server.close());

/** An order row as the order area leaves it before payment (only what these calls read). */
async function insertOrder(
  owner: { userId?: string; guestKey?: string },
  totalCents = 123_45,
): Promise<number> {
  const [order] = await server.deps.db
    .insert(orders)
    .values({
      userId: owner.userId ?? null,
      guestKeyHash: owner.guestKey ? hashOrderKey(owner.guestKey) : null,
      email: 'rider@example.com',
      firstName: 'Test',
      lastName: 'Rider',
      shipMode: 1,
      shipDate: '2026-12-01',
      request: {},
      fees: [],
      totalCents,
    })
    .returning({ orderId: orders.orderId });
  if (!order) throw new Error('order insert returned nothing');
  return order.orderId;
}

/** A paid order: a real test-gateway charge, recorded as the order area records it. */
async function insertPaidOrder(userId: string, amountCents = 80_00) {
  const orderId = await insertOrder({ userId }, amountCents);
  const charge = await server.deps.payments.charge({
    amountCents,
    paymentMethodId: 'pm_card_visa',
    customer: null,
    savePaymentMethod: false,
    idempotencyKey: `test-charge-${orderId}`,
    description: 'test',
    metadata: {},
  });
  if (charge.status !== 'succeeded') throw new Error('the test charge did not succeed');
  await server.deps.db
    .update(orders)
    .set({ status: 'paid', paidAt: new Date() })
    .where(eq(orders.orderId, orderId));
  const [payment] = await server.deps.db
    .insert(payments)
    .values({
      orderId,
      idempotencyKey: `test-payment-${orderId}`,
      kind: 'initial',
      processor: 's',
      amountCents,
      status: 'succeeded',
      gatewayPaymentId: charge.gatewayPaymentId,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  return { orderId, payment, gatewayPaymentId: charge.gatewayPaymentId };
}

describe('POST /api/Stripe/client-secret (quote §7: start a card payment)', () => {
  it('opens a PaymentIntent for the owner’s order, and the same one when asked again', async () => {
    const user = await server.createUser();
    const orderId = await insertOrder({ userId: user.id });
    const first = await server.request('POST', '/api/Stripe/client-secret', {
      token: user.token,
      json: { orderId, total: 99.5 },
    });
    expect(first.status).toBe(200);
    expect(first.body.paymentIntentId).toMatch(/^pi_test_[A-Za-z0-9]+$/);
    expect(first.body.clientSecret).toMatch(
      new RegExp(`^${first.body.paymentIntentId}_secret_[A-Za-z0-9]+$`),
    );
    const again = await server.request('POST', '/api/Stripe/client-secret', {
      token: user.token,
      json: { orderId, total: 99.5 },
    });
    expect(again.body).toEqual(first.body);
    const [intent] = await server.deps.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.paymentIntentId, first.body.paymentIntentId));
    expect(intent).toMatchObject({ amountCents: 99_50, status: 'requires_payment_method' });
  });

  it('uses the order’s total when the browser sends none', async () => {
    const user = await server.createUser();
    const orderId = await insertOrder({ userId: user.id }, 45_00);
    const answer = await server.request('POST', '/api/Stripe/client-secret', {
      token: user.token,
      json: { orderId },
    });
    expect(answer.status).toBe(200);
    const [row] = await server.deps.db
      .select()
      .from(orderPaymentIntents)
      .where(eq(orderPaymentIntents.paymentIntentId, answer.body.paymentIntentId));
    expect(row).toMatchObject({ orderId, amountCents: 45_00 });
  });

  it('lets a guest holding the order key pay, and nobody without it (404)', async () => {
    const orderId = await insertOrder({ guestKey: 'guest-key-of-this-order' });
    const withKey = await server.request('POST', '/api/Stripe/client-secret', {
      headers: { [ORDER_KEY_HEADER]: 'guest-key-of-this-order' },
      json: { orderId, total: 10 },
    });
    expect(withKey.status).toBe(200);
    const withoutKey = await server.request('POST', '/api/Stripe/client-secret', {
      json: { orderId, total: 10 },
    });
    expect(withoutKey.status).toBe(404);
  });

  it('answers 404 for another customer’s order', async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    const orderId = await insertOrder({ userId: owner.id });
    const answer = await server.request('POST', '/api/Stripe/client-secret', {
      token: other.token,
      json: { orderId, total: 10 },
    });
    expect(answer.status).toBe(404);
  });

  it('refuses a card payment under $0.50 (400 on total) and a bad orderId (400)', async () => {
    const user = await server.createUser();
    const orderId = await insertOrder({ userId: user.id });
    const tooSmall = await server.request('POST', '/api/Stripe/client-secret', {
      token: user.token,
      json: { orderId, total: 0.49 },
    });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'total' }));
    const badId = await server.request('POST', '/api/Stripe/client-secret', {
      token: user.token,
      json: { orderId: 'seven' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'orderId' }));
  });

  it('refuses a cancelled order (409)', async () => {
    const user = await server.createUser();
    const orderId = await insertOrder({ userId: user.id });
    await server.deps.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.orderId, orderId));
    const answer = await server.request('POST', '/api/Stripe/client-secret', {
      token: user.token,
      json: { orderId, total: 10 },
    });
    expect(answer.status).toBe(409);
  });

  it('without an order, opens a SetupIntent to save a card — for a signed-in customer only (401)', async () => {
    const user = await server.createUser();
    const setup = await server.request('POST', '/api/Stripe/client-secret', {
      token: user.token,
      json: {},
    });
    expect(setup.status).toBe(200);
    expect(setup.body.clientSecret).toMatch(/^seti_test_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    const guest = await server.request('POST', '/api/Stripe/client-secret', { json: {} });
    expect(guest.status).toBe(401);
  });
});

describe('POST /api/Stripe/update (quote §7: change a payment amount)', () => {
  async function openIntent() {
    const user = await server.createUser();
    const orderId = await insertOrder({ userId: user.id });
    const opened = await server.request('POST', '/api/Stripe/client-secret', {
      token: user.token,
      json: { orderId, total: 50 },
    });
    return { user, orderId, paymentIntentId: opened.body.paymentIntentId as string };
  }

  it('changes the amount of the open PaymentIntent', async () => {
    const { user, paymentIntentId } = await openIntent();
    const answer = await server.request('POST', '/api/Stripe/update', {
      token: user.token,
      json: { paymentIntentId, total: 62.25 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const [intent] = await server.deps.db
      .select({ amountCents: testGatewayCharges.amountCents })
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.paymentIntentId, paymentIntentId));
    expect(intent?.amountCents).toBe(62_25);
  });

  it('answers 404 for another customer’s PaymentIntent and for an unknown one', async () => {
    const { paymentIntentId } = await openIntent();
    const other = await server.createUser();
    const foreign = await server.request('POST', '/api/Stripe/update', {
      token: other.token,
      json: { paymentIntentId, total: 1 },
    });
    expect(foreign.status).toBe(404);
    const unknown = await server.request('POST', '/api/Stripe/update', {
      token: other.token,
      json: { paymentIntentId: 'pi_test_nothing', total: 1 },
    });
    expect(unknown.status).toBe(404);
    const [intent] = await server.deps.db
      .select({ amountCents: testGatewayCharges.amountCents })
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.paymentIntentId, paymentIntentId));
    expect(intent?.amountCents).toBe(50_00);
  });

  it('answers 400 without a total', async () => {
    const { user, paymentIntentId } = await openIntent();
    const answer = await server.request('POST', '/api/Stripe/update', {
      token: user.token,
      json: { paymentIntentId },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'total' }));
  });
});

describe('GET /api/Stripe/refund/{id} (quote §7: refund a card payment)', () => {
  it('gives back what is left and keeps payment, refunds and order consistent', async () => {
    const user = await server.createUser();
    const { orderId, payment, gatewayPaymentId } = await insertPaidOrder(user.id, 80_00);
    const answer = await server.request('GET', `/api/Stripe/refund/${gatewayPaymentId}`, {
      token: user.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const [paymentAfter] = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.paymentId, payment.paymentId));
    expect(paymentAfter).toMatchObject({ status: 'refunded', refundedCents: 80_00 });
    const [orderAfter] = await server.deps.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, orderId));
    expect(orderAfter).toMatchObject({ status: 'refunded', refundedCents: 80_00 });
    const refundRows = await server.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, orderId));
    expect(refundRows).toEqual([
      expect.objectContaining({
        target: 'payment',
        amountCents: 80_00,
        paymentId: payment.paymentId,
      }),
    ]);
    const [charge] = await server.deps.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.paymentIntentId, gatewayPaymentId));
    expect(charge?.refundedCents).toBe(80_00);

    const again = await server.request('GET', `/api/Stripe/refund/${gatewayPaymentId}`, {
      token: user.token,
    });
    expect(again.status).toBe(409);
  });

  it('refunds once when asked twice at the same moment', async () => {
    const user = await server.createUser();
    const { orderId, gatewayPaymentId } = await insertPaidOrder(user.id, 30_00);
    const answers = await Promise.all(
      [1, 2].map(() =>
        server.request('GET', `/api/Stripe/refund/${gatewayPaymentId}`, { token: user.token }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toContain(200);
    const refundRows = await server.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, orderId));
    expect(refundRows).toHaveLength(1);
    const [orderAfter] = await server.deps.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, orderId));
    expect(orderAfter?.refundedCents).toBe(30_00);
  });

  it('answers 404 for another customer’s payment and 401 without a user', async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    const { gatewayPaymentId } = await insertPaidOrder(owner.id);
    const foreign = await server.request('GET', `/api/Stripe/refund/${gatewayPaymentId}`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    const anonymous = await server.request('GET', `/api/Stripe/refund/${gatewayPaymentId}`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a refund asked for by a navigation from another site with the cookie (403)', async () => {
    const user = await server.createUser();
    const { gatewayPaymentId } = await insertPaidOrder(user.id);
    const crossSite = await server.request('GET', `/api/Stripe/refund/${gatewayPaymentId}`, {
      cookie: `${AUTH_COOKIE}=${user.token}`,
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await server.request('GET', `/api/Stripe/refund/${gatewayPaymentId}`, {
      cookie: `${AUTH_COOKIE}=${user.token}`,
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    });
    expect(sameSite.status).toBe(200);
  });
});

describe('GET /api/Stripe/get-customer-discount (quote §7: coupon, minimumAmount)', () => {
  it('answers the demo customer’s 5 % coupon with its derived type and value', async () => {
    const answer = await server.request('GET', '/api/Stripe/get-customer-discount', {
      token: demo.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      coupon: { id: 'coupon_demo_loyalty', percentOff: 5, discountType: 1, discount: 5 },
    });
  });

  it('answers no coupon for a customer without one, and 401 without a user', async () => {
    const user = await server.createUser();
    const none = await server.request('GET', '/api/Stripe/get-customer-discount', {
      token: user.token,
    });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({});
    const anonymous = await server.request('GET', '/api/Stripe/get-customer-discount');
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/Stripe/validate-promotion/{code}?orderTotal= (quote §5: code and optional orderTotal)', () => {
  it('accepts RIDE10 (10 %) on an order of $60, in any case', async () => {
    for (const code of ['RIDE10', 'ride10']) {
      const answer = await server.request(
        'GET',
        `/api/Stripe/validate-promotion/${code}?orderTotal=60`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        valid: true,
        promotionCode: {
          id: 'promo_ride10',
          code: 'RIDE10',
          coupon: {
            id: 'coupon_ride10',
            percentOff: 10,
            minimumAmount: 50_00,
            discountType: 1,
            discount: 10,
          },
        },
      });
    }
  });

  it('refuses a code below its minimum: RIDE10 on $49.99, SAVE20 on $149.99', async () => {
    const ride = await server.request(
      'GET',
      '/api/Stripe/validate-promotion/RIDE10?orderTotal=49.99',
    );
    expect(ride.body).toEqual({ valid: false });
    const save = await server.request(
      'GET',
      '/api/Stripe/validate-promotion/SAVE20?orderTotal=149.99',
    );
    expect(save.body).toEqual({ valid: false });
  });

  it('accepts SAVE20 ($20 off) from $150, the amount in cents and the value in dollars', async () => {
    const answer = await server.request(
      'GET',
      '/api/Stripe/validate-promotion/SAVE20?orderTotal=150',
    );
    expect(answer.body.valid).toBe(true);
    expect(answer.body.promotionCode.coupon).toEqual({
      id: 'coupon_save20',
      amountOff: 20_00,
      minimumAmount: 150_00,
      discountType: 2,
      discount: 20,
    });
  });

  it('knows every seeded event’s coupon code', async () => {
    for (const code of ['CASCADEGF', 'FLINTHILLS', 'VELONW10']) {
      const answer = await server.request('GET', `/api/Stripe/validate-promotion/${code}`);
      expect(answer.body.valid, code).toBe(true);
      expect(answer.body.promotionCode.code).toBe(code);
    }
  });

  it('refuses an unknown, inactive, expired or used-up code', async () => {
    await server.deps.db
      .insert(testGatewayCoupons)
      .values({ couponId: 'coupon_test_limits', name: 'limits', percentOff: 15 });
    await server.deps.db.insert(testGatewayPromotionCodes).values([
      {
        promotionCodeId: 'promo_off',
        code: 'SWITCHEDOFF',
        couponId: 'coupon_test_limits',
        active: false,
      },
      {
        promotionCodeId: 'promo_old',
        code: 'LASTYEAR',
        couponId: 'coupon_test_limits',
        expiresAt: new Date('2020-01-01T00:00:00Z'),
      },
      {
        promotionCodeId: 'promo_used',
        code: 'USEDUP',
        couponId: 'coupon_test_limits',
        maxRedemptions: 3,
        timesRedeemed: 3,
      },
    ]);
    for (const code of ['NOSUCHCODE', 'SWITCHEDOFF', 'LASTYEAR', 'USEDUP']) {
      const answer = await server.request('GET', `/api/Stripe/validate-promotion/${code}`);
      expect(answer.status).toBe(200);
      expect(answer.body, code).toEqual({ valid: false });
    }
  });

  it('answers 400 for an orderTotal that is not a number', async () => {
    const answer = await server.request(
      'GET',
      '/api/Stripe/validate-promotion/RIDE10?orderTotal=lots',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'orderTotal' }),
    );
  });
});

describe('GET /api/Stripe/get-payment-methods (quote §7: saved cards)', () => {
  it('lists the demo customer’s saved Visa', async () => {
    const answer = await server.request('GET', '/api/Stripe/get-payment-methods', {
      token: demo.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({ id: 'pm_test_demoVisa4242', brand: 'visa', last4: '4242' }),
    ]);
  });

  it('lists a card saved while paying, and answers 401 without a user', async () => {
    const user = await server.createUser();
    const charge = await server.deps.payments.charge({
      amountCents: 20_00,
      paymentMethodId: 'pm_card_mastercard',
      customer: { userId: user.id, email: user.email, name: 'Test Rider' },
      savePaymentMethod: true,
      idempotencyKey: `save-${user.id}`,
      description: 'test',
      metadata: {},
    });
    expect(charge.status).toBe('succeeded');
    const answer = await server.request('GET', '/api/Stripe/get-payment-methods', {
      token: user.token,
    });
    expect(answer.body).toEqual([
      expect.objectContaining({ brand: 'mastercard', last4: '4444', expMonth: 12 }),
    ]);
    expect(answer.body[0].id).toMatch(/^pm_test_/);
    const anonymous = await server.request('GET', '/api/Stripe/get-payment-methods');
    expect(anonymous.status).toBe(401);
  });
});

describe('DELETE /api/Stripe/detach-payment-method/{id} (quote §7: remove a saved card)', () => {
  async function userWithCard() {
    const user = await server.createUser();
    await server.deps.db.insert(testGatewayPaymentMethods).values({
      paymentMethodId: `pm_test_card_${user.id.slice(0, 8)}`,
      userId: user.id,
      brand: 'amex',
      last4: '0005',
      expMonth: 12,
      expYear: 2030,
      fingerprint: 'pm_card_amex',
    });
    return { user, paymentMethodId: `pm_test_card_${user.id.slice(0, 8)}` };
  }

  it('removes the customer’s own card', async () => {
    const { user, paymentMethodId } = await userWithCard();
    const answer = await server.request(
      'DELETE',
      `/api/Stripe/detach-payment-method/${paymentMethodId}`,
      {
        token: user.token,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const list = await server.request('GET', '/api/Stripe/get-payment-methods', {
      token: user.token,
    });
    expect(list.body).toEqual([]);
  });

  it('answers 404 for another customer’s card and leaves it in place; 401 without a user', async () => {
    const { user: owner, paymentMethodId } = await userWithCard();
    const other = await server.createUser();
    const foreign = await server.request(
      'DELETE',
      `/api/Stripe/detach-payment-method/${paymentMethodId}`,
      {
        token: other.token,
      },
    );
    expect(foreign.status).toBe(404);
    const anonymous = await server.request(
      'DELETE',
      `/api/Stripe/detach-payment-method/${paymentMethodId}`,
    );
    expect(anonymous.status).toBe(401);
    const list = await server.request('GET', '/api/Stripe/get-payment-methods', {
      token: owner.token,
    });
    expect(list.body).toHaveLength(1);
  });
});

describe('GET /api/Stripe/get-customer-balance (quote §5: balance in cents, negative = credit)', () => {
  it('answers the demo customer’s $25 credit as Stripe keeps it (-2500)', async () => {
    const answer = await server.request('GET', '/api/Stripe/get-customer-balance', {
      token: demo.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ balance: -25_00 });
  });

  it('answers 0 for a new customer and 401 without a user', async () => {
    const user = await server.createUser();
    const answer = await server.request('GET', '/api/Stripe/get-customer-balance', {
      token: user.token,
    });
    expect(answer.body).toEqual({ balance: 0 });
    const anonymous = await server.request('GET', '/api/Stripe/get-customer-balance');
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/Stripe/webhook (verifies the signature, ignores an event seen before)', () => {
  function signed(event: object, secret = TEST_GATEWAY_WEBHOOK_SECRET, timestamp?: number) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp !== undefined ? { timestamp } : {}),
    });
    return { payload, header };
  }

  async function post(payload: string, header?: string) {
    return server.request('POST', STRIPE_WEBHOOK_PATH, {
      json: payload,
      headers: header ? { 'stripe-signature': header } : {},
    });
  }

  it('acts on a signed event once; the replay is acknowledged and ignored', async () => {
    const user = await server.createUser();
    const orderId = await insertOrder({ userId: user.id });
    const intentId = `pi_test_3ds_${orderId}`;
    await server.deps.db.insert(payments).values({
      orderId,
      idempotencyKey: `webhook-test-${orderId}`,
      kind: 'initial',
      processor: 's',
      amountCents: 40_00,
      status: 'requires_action',
      gatewayPaymentId: intentId,
    });
    const event = {
      id: `evt_test_${orderId}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          last_payment_error: {
            code: 'payment_intent_authentication_failure',
            message: 'The customer did not confirm the payment.',
          },
        },
      },
    };
    const { payload, header } = signed(event);
    const first = await post(payload, header);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const paymentRow = () =>
      server.deps.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.gatewayPaymentId, intentId)));
    expect((await paymentRow())[0]).toMatchObject({
      status: 'declined',
      failureCode: 'payment_intent_authentication_failure',
    });

    // Put the attempt back as it was: a replay must not act on it again.
    await server.deps.db
      .update(payments)
      .set({ status: 'requires_action' })
      .where(eq(payments.orderId, orderId));
    const replay = await post(payload, header);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await paymentRow())[0]?.status).toBe('requires_action');
    const seen = await server.deps.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, event.id));
    expect(seen).toHaveLength(1);
  });

  it('refuses an unsigned call, a wrong secret, a changed body and an old signature (400)', async () => {
    const event = {
      id: 'evt_test_refused',
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    };
    const unsigned = await post(JSON.stringify(event));
    expect(unsigned.status).toBe(400);
    const wrongSecret = signed(event, 'whsec_not_the_secret');
    expect((await post(wrongSecret.payload, wrongSecret.header)).status).toBe(400);
    const good = signed(event);
    const tampered = good.payload.replace('charge.refunded', 'charge.succeeded');
    expect((await post(tampered, good.header)).status).toBe(400);
    const old = signed(event, TEST_GATEWAY_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    const stale = await post(old.payload, old.header);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/signature/i);
    const seen = await server.deps.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, event.id));
    expect(seen).toEqual([]);
  });
});
