import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  testGatewayBalanceTransactions,
  testGatewayCharges,
  testGatewayPaymentMethods,
  testGatewayPromotionCodes,
  testGatewayRefunds,
  users,
} from '../../db/schema';
import { DEMO_CUSTOMER_EMAIL } from '../../db/seed/demoCustomer';
import { seedPaymentTestData } from '../../db/seed/paymentTestData';
import { createTestServer, type TestServer } from '../../testing/testServer';
import { createPaymentGateway } from './index';
import {
  type ChargeInput,
  type GatewayCustomer,
  type PaymentGateway,
  PaymentGatewayError,
} from './paymentGateway';

let server: TestServer;
let gateway: PaymentGateway;
beforeAll(async () => {
  server = await createTestServer();
  gateway = server.deps.payments;
});
afterAll(() => server.close());

let keyCount = 0;
function chargeInput(overrides: Partial<ChargeInput> = {}): ChargeInput {
  keyCount += 1;
  return {
    amountCents: 25_00,
    paymentMethodId: 'pm_card_visa',
    customer: null,
    savePaymentMethod: false,
    idempotencyKey: `gateway-test-${keyCount}-${Math.random()}`,
    description: 'test charge',
    metadata: {},
    ...overrides,
  };
}

async function newCustomer(): Promise<GatewayCustomer> {
  const user = await server.createUser();
  return { userId: user.id, email: user.email, name: 'Test Rider' };
}

async function chargeRows(idempotencyKey: string) {
  return server.deps.db
    .select()
    .from(testGatewayCharges)
    .where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));
}

describe('test gateway: a paid order is never charged twice', () => {
  it('makes ONE charge of 10 concurrent charge calls with the same key', async () => {
    const input = chargeInput({ amountCents: 199_00 });
    const results = await Promise.all(Array.from({ length: 10 }, () => gateway.charge(input)));
    expect(results[0]).toMatchObject({ status: 'succeeded' });
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await chargeRows(input.idempotencyKey)).toHaveLength(1);
  });

  it('refuses the same key with another amount or card, without charging', async () => {
    const input = chargeInput();
    await gateway.charge(input);
    await expect(gateway.charge({ ...input, amountCents: 1_00 })).rejects.toMatchObject({
      code: 'idempotency_key_in_use',
    });
    await expect(
      gateway.charge({ ...input, paymentMethodId: 'pm_card_amex' }),
    ).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(await chargeRows(input.idempotencyKey)).toEqual([
      expect.objectContaining({ amountCents: 25_00, paymentMethodId: 'pm_card_visa' }),
    ]);
  });
});

describe("test gateway: Stripe's test payment methods by id", () => {
  it.each([
    ['pm_card_visa', 'succeeded'],
    ['pm_card_mastercard', 'succeeded'],
    ['pm_card_amex', 'succeeded'],
  ])('%s succeeds', async (paymentMethodId, status) => {
    const result = await gateway.charge(chargeInput({ paymentMethodId }));
    expect(result.status).toBe(status);
    expect(result).toMatchObject({ gatewayPaymentId: expect.stringMatching(/^pi_test_/) });
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
    ['pm_card_somethingElse', 'invalid_payment_method'],
  ])('%s is declined with %s (an answer, not an exception)', async (paymentMethodId, code) => {
    const result = await gateway.charge(chargeInput({ paymentMethodId }));
    expect(result).toMatchObject({ status: 'declined', code, message: expect.any(String) });
  });

  it('pm_card_authenticationRequired asks for 3-D Secure with a client secret', async () => {
    const result = await gateway.charge(
      chargeInput({ paymentMethodId: 'pm_card_authenticationRequired' }),
    );
    expect(result.status).toBe('requires_action');
    if (result.status !== 'requires_action') return;
    expect(result.clientSecret).toMatch(
      new RegExp(`^${result.gatewayPaymentId}_secret_[A-Za-z0-9]+$`),
    );
  });

  it('saves a paying card to the customer once, charges it by its id, and refuses it to others', async () => {
    const customer = await newCustomer();
    for (let time = 0; time < 2; time += 1) {
      const saved = await gateway.charge(
        chargeInput({ paymentMethodId: 'pm_card_amex', customer, savePaymentMethod: true }),
      );
      expect(saved.status).toBe('succeeded');
    }
    const methods = await gateway.listPaymentMethods(customer);
    expect(methods).toEqual([expect.objectContaining({ brand: 'amex', last4: '0005' })]);
    const methodId = methods[0]?.id ?? '';

    const again = await gateway.charge(chargeInput({ paymentMethodId: methodId, customer }));
    expect(again.status).toBe('succeeded');
    const stranger = await newCustomer();
    const foreign = await gateway.charge(
      chargeInput({ paymentMethodId: methodId, customer: stranger }),
    );
    expect(foreign).toMatchObject({ status: 'declined', code: 'invalid_payment_method' });
  });

  it('does not save a declined card', async () => {
    const customer = await newCustomer();
    await gateway.charge(
      chargeInput({ paymentMethodId: 'pm_card_chargeDeclined', customer, savePaymentMethod: true }),
    );
    expect(await gateway.listPaymentMethods(customer)).toEqual([]);
  });
});

describe('test gateway: refunds', () => {
  it('gives back in parts, never more than was paid, once per key', async () => {
    const charge = await gateway.charge(chargeInput({ amountCents: 100_00 }));
    if (charge.status !== 'succeeded') throw new Error('charge failed');
    const request = {
      gatewayPaymentId: charge.gatewayPaymentId,
      amountCents: 60_00,
      idempotencyKey: `r-${Math.random()}`,
    };
    const copies = await Promise.all(Array.from({ length: 10 }, () => gateway.refund(request)));
    for (const copy of copies) expect(copy).toEqual(copies[0]);
    const rows = await server.deps.db
      .select()
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.paymentIntentId, charge.gatewayPaymentId));
    expect(rows).toHaveLength(1);

    await expect(
      gateway.refund({ ...request, amountCents: 50_00, idempotencyKey: `r-${Math.random()}` }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    await gateway.refund({ ...request, amountCents: 40_00, idempotencyKey: `r-${Math.random()}` });
    await expect(
      gateway.refund({ ...request, amountCents: 1, idempotencyKey: `r-${Math.random()}` }),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });
    const [after] = await server.deps.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.paymentIntentId, charge.gatewayPaymentId));
    expect(after?.refundedCents).toBe(100_00);
  });

  it('refuses to refund a declined charge or an unknown one', async () => {
    const declined = await gateway.charge(
      chargeInput({ paymentMethodId: 'pm_card_chargeDeclined' }),
    );
    if (declined.status !== 'declined' || !declined.gatewayPaymentId)
      throw new Error('expected a decline');
    await expect(
      gateway.refund({
        gatewayPaymentId: declined.gatewayPaymentId,
        amountCents: 1_00,
        idempotencyKey: `r-${Math.random()}`,
      }),
    ).rejects.toMatchObject({ code: 'charge_not_refundable' });
    await expect(
      gateway.refund({
        gatewayPaymentId: 'pi_test_unknown',
        amountCents: 1_00,
        idempotencyKey: `r-${Math.random()}`,
      }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});

describe('test gateway: customer balance (negative = credit, Stripe’s sign)', () => {
  it('uses credit once per key and never more than the customer holds', async () => {
    const customer = await newCustomer();
    await gateway.creditCustomerBalance(customer, 30_00, `credit-${customer.userId}`);
    await gateway.creditCustomerBalance(customer, 30_00, `credit-${customer.userId}`);
    expect(await gateway.getCustomerBalance(customer)).toBe(-30_00);

    await Promise.all(
      Array.from({ length: 5 }, () =>
        gateway.useCustomerBalance(customer, 20_00, `use-${customer.userId}`),
      ),
    );
    expect(await gateway.getCustomerBalance(customer)).toBe(-10_00);
    await expect(
      gateway.useCustomerBalance(customer, 10_01, `use-more-${customer.userId}`),
    ).rejects.toMatchObject({ code: 'balance_insufficient' });
    expect(await gateway.getCustomerBalance(customer)).toBe(-10_00);
    const [row] = await server.deps.db
      .select({ n: count() })
      .from(testGatewayBalanceTransactions)
      .where(eq(testGatewayBalanceTransactions.userId, customer.userId));
    expect(row?.n).toBe(2);
  });
});

describe('payment gateway factory (test gateway refused in production)', () => {
  const base = {
    JWT_SECRET: 'x'.repeat(40),
    DATA_DIR: '/tmp/unused',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  };

  it('refuses the test gateway when NODE_ENV=production, naming STRIPE_SECRET_KEY', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(() => createPaymentGateway(config, server.deps.db, () => new Date())).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  it('uses Stripe when STRIPE_SECRET_KEY is set, else the test gateway', () => {
    const stripe = loadConfig({
      ...base,
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_123',
    });
    expect(createPaymentGateway(stripe, server.deps.db, () => new Date()).kind).toBe('stripe');
    const development = loadConfig({ ...base, NODE_ENV: 'development' });
    expect(createPaymentGateway(development, server.deps.db, () => new Date()).kind).toBe('test');
  });
});

describe('test gateway seed (coupons, promotion codes, demo customer)', () => {
  it('adds nothing on a second start and does not bring back a card the customer removed', async () => {
    const [demo] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    if (!demo) throw new Error('no demo customer');
    const customer = { userId: demo.id, email: demo.email, name: 'Casey Morgan' };
    const codesBefore = await server.deps.db.select({ n: count() }).from(testGatewayPromotionCodes);
    expect(await gateway.detachPaymentMethod(customer, 'pm_test_demoVisa4242')).toBe(true);

    await seedPaymentTestData(server.deps.db);

    const codesAfter = await server.deps.db.select({ n: count() }).from(testGatewayPromotionCodes);
    expect(codesAfter).toEqual(codesBefore);
    expect(await gateway.getCustomerBalance(customer)).toBe(-25_00);
    const cards = await server.deps.db
      .select()
      .from(testGatewayPaymentMethods)
      .where(eq(testGatewayPaymentMethods.userId, demo.id));
    expect(cards).toEqual([]);
  });
});
