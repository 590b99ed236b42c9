import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/testServer';
import { type GatewayCustomer, PaymentGatewayError, WebhookSignatureError } from './paymentGateway';
import { StripePaymentGateway } from './stripeGateway';

/** One call the fake Stripe received. */
interface StripeCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form body Stripe's client sends, flattened (`automatic_payment_methods[enabled]`). */
  form: Record<string, string>;
}

/**
 * A tiny stand-in for api.stripe.com on 127.0.0.1 (no internet here): enough of Stripe's v1
 * answers for the calls the gateway makes, and Stripe's idempotency — the same Idempotency-Key
 * gets the first answer again.
 */
class FakeStripe {
  readonly calls: StripeCall[] = [];
  readonly paymentIntents = new Map<string, Record<string, unknown>>();
  readonly idempotentAnswers = new Map<string, { status: number; body: unknown }>();
  readonly customer = {
    id: 'cus_fake',
    object: 'customer',
    balance: -25_00,
    discount: {
      object: 'discount',
      source: {
        type: 'coupon',
        coupon: {
          id: 'loyal5',
          object: 'coupon',
          percent_off: 5,
          amount_off: null,
          currency: null,
          valid: true,
          metadata: { minimumAmount: '3000' },
        },
      },
    },
    invoice_settings: { default_payment_method: 'pm_saved_1' },
  };
  readonly paymentMethodOwners: Record<string, string | null> = {
    pm_saved_1: 'cus_fake',
    pm_of_someone_else: 'cus_other',
  };
  #server: Server | null = null;
  #nextId = 1;

  async start(): Promise<number> {
    this.#server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        const form = Object.fromEntries(
          new URLSearchParams(request.method === 'GET' ? url.search : raw),
        );
        const call = {
          method: request.method ?? 'GET',
          path: url.pathname,
          headers: request.headers,
          form,
        };
        this.calls.push(call);
        const key = request.headers['idempotency-key'];
        const remembered = typeof key === 'string' ? this.idempotentAnswers.get(key) : undefined;
        const answer = remembered ?? this.answer(call);
        if (typeof key === 'string' && !remembered) this.idempotentAnswers.set(key, answer);
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': 'req_fake',
        });
        response.end(JSON.stringify(answer.body));
      });
    });
    const server = this.#server;
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    return (server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((done) => (this.#server ? this.#server.close(() => done()) : done()));
  }

  callsTo(method: string, path: string): StripeCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  private answer({ method, path, form }: StripeCall): { status: number; body: unknown } {
    const ok = (body: unknown) => ({ status: 200, body });
    if (method === 'POST' && path === '/v1/customers')
      return ok({ ...this.customer, id: 'cus_fake' });
    if (method === 'GET' && path === '/v1/customers/cus_fake') return ok(this.customer);
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(form);
    if (method === 'GET' && path === '/v1/payment_intents') {
      // Newest first, as Stripe lists them; one page is enough here.
      const since = Number(form['created[gte]'] ?? 0);
      const data = [...this.paymentIntents.values()]
        .filter((intent) => Number(intent.created) >= since)
        .reverse();
      return ok({ object: 'list', has_more: false, url: path, data });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return ok({
        id: `re_fake_${this.#nextId++}`,
        object: 'refund',
        amount: Number(form.amount),
        payment_intent: form.payment_intent,
      });
    }
    const paymentMethod = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentMethod?.[1]) {
      const id = paymentMethod[1];
      if (!(id in this.paymentMethodOwners)) {
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such PaymentMethod: '${id}'`,
              param: 'id',
            },
          },
        };
      }
      return ok({ id, object: 'payment_method', customer: this.paymentMethodOwners[id] ?? null });
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (method === 'POST' && detach?.[1]) {
      this.paymentMethodOwners[detach[1]] = null;
      return ok({ id: detach[1], object: 'payment_method', customer: null });
    }
    if (method === 'GET' && path === '/v1/customers/cus_fake/payment_methods') {
      return ok({
        object: 'list',
        has_more: false,
        data: Object.entries(this.paymentMethodOwners)
          .filter(([, owner]) => owner === 'cus_fake')
          .map(([id]) => ({
            id,
            object: 'payment_method',
            type: 'card',
            card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
          })),
      });
    }
    if (method === 'POST' && path === '/v1/customers/cus_fake/balance_transactions') {
      this.customer.balance += Number(form.amount);
      return ok({
        id: `cbtxn_${this.#nextId++}`,
        object: 'customer_balance_transaction',
        amount: Number(form.amount),
      });
    }
    if (method === 'GET' && path === '/v1/customers/cus_fake/balance_transactions') {
      return ok({ object: 'list', has_more: false, data: [] });
    }
    if (method === 'GET' && path === '/v1/promotion_codes') {
      const codes: Record<string, unknown> = {
        RIDE10: {
          id: 'promo_fake_ride10',
          object: 'promotion_code',
          code: 'RIDE10',
          active: true,
          expires_at: null,
          max_redemptions: null,
          times_redeemed: 4,
          restrictions: {
            minimum_amount: 50_00,
            minimum_amount_currency: 'usd',
            first_time_transaction: false,
          },
          promotion: {
            type: 'coupon',
            coupon: {
              id: 'ride10',
              object: 'coupon',
              percent_off: 10,
              amount_off: null,
              currency: null,
              valid: true,
              metadata: {},
            },
          },
        },
      };
      const found = codes[(form.code ?? '').toUpperCase()];
      return ok({ object: 'list', has_more: false, data: found ? [found] : [] });
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `fake Stripe has no ${method} ${path}` },
      },
    };
  }

  private createIntent(form: Record<string, string>): { status: number; body: unknown } {
    const id = `pi_fake_${this.#nextId++}`;
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      client_secret: `${id}_secret_fake`,
      status: 'succeeded',
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      metadata: Object.fromEntries(
        Object.entries(form)
          .filter(([field]) => /^metadata\[[^\]]+\]$/.test(field))
          .map(([field, value]) => [field.slice('metadata['.length, -1), value]),
      ),
    };
    const method = form.payment_method;
    if (
      method === 'pm_card_chargeDeclinedInsufficientFunds' ||
      method === 'pm_card_chargeDeclined'
    ) {
      const declineCode =
        method === 'pm_card_chargeDeclined' ? 'generic_decline' : 'insufficient_funds';
      const failed = { ...intent, status: 'requires_payment_method' };
      this.paymentIntents.set(id, failed);
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: declineCode,
            message: 'Your card was declined.',
            payment_intent: failed,
          },
        },
      };
    }
    const status =
      method === 'pm_card_authenticationRequired'
        ? 'requires_action'
        : form.confirm === 'true'
          ? 'succeeded'
          : 'requires_payment_method';
    const created = { ...intent, status };
    this.paymentIntents.set(id, created);
    return { status: 200, body: created };
  }
}

let server: TestServer;
const fake = new FakeStripe();
let gateway: StripePaymentGateway;
let customer: GatewayCustomer;
const WEBHOOK_SECRET = 'whsec_fake_stripe_test';

beforeAll(async () => {
  server = await createTestServer();
  const port = await fake.start();
  gateway = new StripePaymentGateway({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    db: server.deps.db,
    now: () => new Date(),
    client: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
  });
  const user = await server.createUser();
  customer = { userId: user.id, email: user.email, name: 'Test Rider' };
});
afterAll(async () => {
  await fake.stop();
  await server.close();
});
beforeEach(() => {
  fake.calls.length = 0;
});

describe('Stripe gateway: charges (PaymentIntents, Idempotency-Key on every money call)', () => {
  it('confirms a PaymentIntent in USD with the method and sends our Idempotency-Key', async () => {
    const result = await gateway.charge({
      amountCents: 150_00,
      paymentMethodId: 'pm_card_visa',
      customer: null,
      savePaymentMethod: false,
      idempotencyKey: 'order-1-attempt-1',
      description: 'bikeship order 1',
      metadata: { orderId: '1' },
    });
    expect(result).toMatchObject({
      status: 'succeeded',
      gatewayPaymentId: expect.stringMatching(/^pi_fake_/),
    });
    const [call] = fake.callsTo('POST', '/v1/payment_intents');
    expect(call?.headers['idempotency-key']).toBe('order-1-attempt-1');
    expect(call?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(call?.form).toMatchObject({
      amount: '15000',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'metadata[orderId]': '1',
    });
    expect(call?.form.customer).toBeUndefined();
  });

  it('answers the first result again for the same key: one PaymentIntent at Stripe', async () => {
    const input = {
      amountCents: 20_00,
      paymentMethodId: 'pm_card_visa',
      customer: null,
      savePaymentMethod: false,
      idempotencyKey: 'order-2-attempt-1',
      description: 'bikeship order 2',
      metadata: {},
    };
    const first = await gateway.charge(input);
    const again = await gateway.charge(input);
    expect(again).toEqual(first);
    const created = new Set(
      fake.callsTo('POST', '/v1/payment_intents').map((call) => call.headers['idempotency-key']),
    );
    expect(created).toEqual(new Set(['order-2-attempt-1']));
  });

  it('turns a card decline into a declined answer with the decline code', async () => {
    const result = await gateway.charge({
      amountCents: 20_00,
      paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
      customer: null,
      savePaymentMethod: false,
      idempotencyKey: 'order-3-attempt-1',
      description: 'bikeship order 3',
      metadata: {},
    });
    expect(result).toMatchObject({
      status: 'declined',
      code: 'insufficient_funds',
      gatewayPaymentId: expect.stringMatching(/^pi_fake_/),
    });
  });

  it('answers requires_action with the client secret for 3-D Secure', async () => {
    const result = await gateway.charge({
      amountCents: 20_00,
      paymentMethodId: 'pm_card_authenticationRequired',
      customer: null,
      savePaymentMethod: false,
      idempotencyKey: 'order-4-attempt-1',
      description: 'bikeship order 4',
      metadata: {},
    });
    expect(result).toMatchObject({
      status: 'requires_action',
      clientSecret: expect.stringContaining('_secret_'),
    });
  });

  it('makes the Stripe customer once, charges a saved card off-session, and refuses another customer’s card', async () => {
    const saved = await gateway.charge({
      amountCents: 35_00,
      paymentMethodId: 'pm_saved_1',
      customer,
      savePaymentMethod: false,
      idempotencyKey: 'order-5-attempt-1',
      description: 'bikeship order 5',
      metadata: {},
    });
    expect(saved.status).toBe('succeeded');
    const [create] = fake.callsTo('POST', '/v1/payment_intents');
    expect(create?.form).toMatchObject({ customer: 'cus_fake', off_session: 'true' });
    expect(fake.callsTo('POST', '/v1/customers')[0]?.headers['idempotency-key']).toBe(
      `customer-${customer.userId}`,
    );

    const foreign = await gateway.charge({
      amountCents: 35_00,
      paymentMethodId: 'pm_of_someone_else',
      customer,
      savePaymentMethod: false,
      idempotencyKey: 'order-6-attempt-1',
      description: 'bikeship order 6',
      metadata: {},
    });
    expect(foreign).toMatchObject({ status: 'declined', code: 'invalid_payment_method' });
    expect(fake.callsTo('POST', '/v1/payment_intents')).toHaveLength(1);
    // Made on first need, then known from our table: one customer for both charges.
    expect(fake.callsTo('POST', '/v1/customers')).toHaveLength(1);
  });

  it('asks Stripe to keep a new card for later when the customer saves it', async () => {
    await gateway.charge({
      amountCents: 10_00,
      paymentMethodId: 'pm_card_mastercard',
      customer,
      savePaymentMethod: true,
      idempotencyKey: 'order-7-attempt-1',
      description: 'bikeship order 7',
      metadata: {},
    });
    expect(fake.callsTo('POST', '/v1/payment_intents')[0]?.form).toMatchObject({
      customer: 'cus_fake',
      setup_future_usage: 'off_session',
    });
  });
});

describe('Stripe gateway: what became of a charge, asked without charging (findCharge)', () => {
  const metadata = { orderId: '77', paymentId: '7701', kind: 'initial' };
  const lookup = (since: Date) => ({ idempotencyKey: 'bikeship:payment:7701', metadata, since });

  it('finds the PaymentIntent by the metadata it was created with, in the list (not the lagging search)', async () => {
    const before = new Date(Date.now() - 1_000);
    const charged = await gateway.charge({
      amountCents: 42_00,
      paymentMethodId: 'pm_card_visa',
      customer: null,
      savePaymentMethod: false,
      idempotencyKey: 'bikeship:payment:7701',
      description: 'bikeship order 77',
      metadata,
    });
    fake.calls.length = 0;
    expect(await gateway.findCharge(lookup(before))).toEqual(charged);
    // Asked, not charged: one list call, no PaymentIntent made.
    expect(fake.callsTo('POST', '/v1/payment_intents')).toEqual([]);
    const [listCall] = fake.callsTo('GET', '/v1/payment_intents');
    expect(Number(listCall?.form['created[gte]'])).toBeLessThanOrEqual(
      Math.floor(before.getTime() / 1000),
    );
  });

  it('reports a declined PaymentIntent as declined, and none as null', async () => {
    const declinedMetadata = { orderId: '78', paymentId: '7801', kind: 'initial' };
    await gateway.charge({
      amountCents: 42_00,
      paymentMethodId: 'pm_card_chargeDeclined',
      customer: null,
      savePaymentMethod: false,
      idempotencyKey: 'bikeship:payment:7801',
      description: 'bikeship order 78',
      metadata: declinedMetadata,
    });
    const since = new Date(Date.now() - 60_000);
    expect(
      await gateway.findCharge({
        idempotencyKey: 'bikeship:payment:7801',
        metadata: declinedMetadata,
        since,
      }),
    ).toMatchObject({ status: 'declined' });
    expect(
      await gateway.findCharge({
        idempotencyKey: 'bikeship:payment:7901',
        metadata: { orderId: '79', paymentId: '7901', kind: 'initial' },
        since,
      }),
    ).toBeNull();
  });
});

describe('Stripe gateway: refunds, discounts, promotion codes, cards, balance', () => {
  it('refunds with our Idempotency-Key', async () => {
    const refund = await gateway.refund({
      gatewayPaymentId: 'pi_fake_1',
      amountCents: 5_00,
      idempotencyKey: 'refund-1',
    });
    expect(refund).toEqual({
      gatewayRefundId: expect.stringMatching(/^re_fake_/),
      amountCents: 5_00,
    });
    const [call] = fake.callsTo('POST', '/v1/refunds');
    expect(call?.headers['idempotency-key']).toBe('refund-1');
    expect(call?.form).toMatchObject({ payment_intent: 'pi_fake_1', amount: '500' });
  });

  it('reads the customer’s coupon and its minimum from the coupon metadata (DECISION)', async () => {
    expect(await gateway.getCustomerDiscount(customer)).toEqual({
      coupon: { id: 'loyal5', percentOff: 5, minimumAmount: 30_00, discountType: 1, discount: 5 },
      minimumAmount: 30_00,
    });
  });

  it('validates a promotion code with its minimum amount restriction', async () => {
    const valid = await gateway.validatePromotionCode('ride10', 60_00);
    expect(valid).toMatchObject({
      valid: true,
      promotionCode: { id: 'promo_fake_ride10', code: 'RIDE10' },
    });
    expect(fake.callsTo('GET', '/v1/promotion_codes')[0]?.form).toMatchObject({
      code: 'ride10',
      active: 'true',
    });
    expect(await gateway.validatePromotionCode('RIDE10', 49_99)).toEqual({ valid: false });
    expect(await gateway.validatePromotionCode('NOPE', 100_00)).toEqual({ valid: false });
  });

  it('lists cards, detaches only the customer’s own', async () => {
    expect(await gateway.listPaymentMethods(customer)).toEqual([
      {
        id: 'pm_saved_1',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        isDefault: true,
      },
    ]);
    expect(await gateway.detachPaymentMethod(customer, 'pm_of_someone_else')).toBe(false);
    expect(await gateway.detachPaymentMethod(customer, 'pm_missing')).toBe(false);
    expect(fake.callsTo('POST', '/v1/payment_methods/pm_of_someone_else/detach')).toHaveLength(0);
    expect(await gateway.detachPaymentMethod(customer, 'pm_saved_1')).toBe(true);
    expect(fake.paymentMethodOwners.pm_saved_1).toBeNull();
  });

  it('reads the balance and uses credit with a balance transaction, never more than held', async () => {
    expect(await gateway.getCustomerBalance(customer)).toBe(-25_00);
    await gateway.useCustomerBalance(customer, 10_00, 'balance-1');
    const [call] = fake.callsTo('POST', '/v1/customers/cus_fake/balance_transactions');
    expect(call?.headers['idempotency-key']).toBe('balance-1');
    expect(call?.form).toMatchObject({ amount: '1000', currency: 'usd' });
    expect(await gateway.getCustomerBalance(customer)).toBe(-15_00);
    await expect(gateway.useCustomerBalance(customer, 15_01, 'balance-2')).rejects.toMatchObject({
      code: 'balance_insufficient',
    });
  });

  it('reports an unreachable Stripe as unavailable (retry with the same key)', async () => {
    const offline = new StripePaymentGateway({
      secretKey: 'sk_test_fake',
      db: server.deps.db,
      now: () => new Date(),
      client: { host: '127.0.0.1', port: 9, protocol: 'http', maxNetworkRetries: 0 },
    });
    const failure = await offline
      .refund({ gatewayPaymentId: 'pi_x', amountCents: 1_00, idempotencyKey: 'offline-1' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentGatewayError);
    expect(failure).toMatchObject({ unavailable: true });
  });
});

describe('Stripe gateway: webhook signature (stripe.webhooks.constructEvent)', () => {
  const payload = JSON.stringify({
    id: 'evt_fake_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_fake_1', object: 'payment_intent' } },
  });

  it('reads an event signed with the webhook secret', async () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(await gateway.readWebhookEvent(payload, header)).toEqual({
      id: 'evt_fake_1',
      type: 'payment_intent.succeeded',
      object: { id: 'pi_fake_1', object: 'payment_intent' },
    });
  });

  it('refuses another secret, no header, and any webhook without STRIPE_WEBHOOK_SECRET', async () => {
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forged' });
    await expect(gateway.readWebhookEvent(payload, forged)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(gateway.readWebhookEvent(payload, undefined)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const unconfigured = new StripePaymentGateway({
      secretKey: 'sk_test_fake',
      db: server.deps.db,
      now: () => new Date(),
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await expect(unconfigured.readWebhookEvent(payload, header)).rejects.toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});
