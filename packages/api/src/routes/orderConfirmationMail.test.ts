import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, testGatewayCustomerBalances } from '../db/schema';
import { outboxDir } from '../integrations/mail';
import {
  TEST_GATEWAY_WEBHOOK_SECRET,
  TestPaymentGateway,
} from '../integrations/payments/testGateway';
import { type RunningServer, startServer } from '../server';
import {
  CONFIRMATION_LEASE_MS,
  CONFIRMATION_RETRY_WINDOW_MS,
  sendDueConfirmations,
} from '../services/orderConfirmation';
import {
  PLACES,
  type PlacedTemporaryOrder,
  paymentBody,
  placeTemporaryOrder,
} from '../testing/orderFlow';
import { createTestServer, type TestServer, testConfig } from '../testing/testServer';
import { STRIPE_WEBHOOK_PATH } from './stripe';

/**
 * Every placed order gets EXACTLY ONE confirmation mail, whichever way it was paid: a card
 * charged at once, a card charged after 3-D Secure (confirmed by the browser, by the Stripe
 * webhook, or both racing, on two API processes), nothing to pay (confirm-order), and however
 * often the customer's browser asks again under the same Idempotency-Key. The bug this pins: a
 * 3-D Secure payment was settled "with nobody's request at hand" and sent no confirmation.
 */

// Wednesday 1 July 2026, 11:00 in Denver; the retry test moves it.
const placedClock = new Date('2026-07-01T17:00:00Z');
let clock = placedClock;
const now = () => clock;
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now });
});
afterAll(() => server.close());

const domestic = [{ from: PLACES.sanFrancisco, to: PLACES.boulder }];
const PAY = '/api/Order/payment';
const AUTHENTICATE = '/api/payments/test-authentication';

/** The confirmation mails of an order in the outboxes of the given servers' data folders. */
async function confirmationsOf(
  orderId: number,
  servers: { config: TestServer['config'] }[] = [server],
) {
  const mails: string[] = [];
  for (const each of servers) {
    const dir = outboxDir(each.config);
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files) mails.push(await readFile(join(dir, file), 'utf8'));
  }
  return mails.filter((mail) =>
    mail.includes(`Subject: Your bikeship order #${orderId} is confirmed`),
  );
}

async function orderRow(orderId: number) {
  const [row] = await server.deps.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

function pay(placed: PlacedTemporaryOrder, body: object, key: string, on: TestServer = server) {
  return on.request('POST', PAY, {
    json: body,
    headers: { ...placed.keyHeaders, 'Idempotency-Key': key },
  });
}

/** A guest pays with the 3-D Secure test card: 402 with the client secret, and the intent. */
async function waitingFor3ds(key: string) {
  const placed = await placeTemporaryOrder(server, { legs: domestic });
  const body = paymentBody(placed, 'pm_card_authenticationRequired');
  const pending = await pay(placed, body, key);
  expect(pending.status).toBe(402);
  expect(pending.body.requiresAction).toBe(true);
  const [attempt] = await server.deps.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, placed.id));
  if (!attempt?.gatewayPaymentId) throw new Error('the 3-D Secure attempt has no intent');
  return {
    placed,
    body,
    clientSecret: String(pending.body.clientSecret),
    intentId: attempt.gatewayPaymentId,
  };
}

/** Stripe's `payment_intent.succeeded` for the intent, signed at the server's clock. */
function succeededEvent(intentId: string, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_GATEWAY_WEBHOOK_SECRET,
    timestamp: Math.floor(clock.getTime() / 1000),
  });
  return { json: payload, headers: { 'stripe-signature': header } };
}

describe('the confirmation mail: exactly one per placed order, however it was paid', () => {
  it('a 3-D Secure payment (pay → 402 requires action → the browser confirms) gets one confirmation', async () => {
    const { placed, clientSecret } = await waitingFor3ds(`3ds-browser-${Date.now()}`);
    expect(await confirmationsOf(placed.id)).toEqual([]);
    const confirmed = await server.request('POST', AUTHENTICATE, {
      json: { clientSecret, outcome: 'complete' },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const mails = await confirmationsOf(placed.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: ada@example.com');
    expect((await orderRow(placed.id)).confirmationSentAt).not.toBeNull();
  });

  it('a direct card payment gets one confirmation', async () => {
    const placed = await placeTemporaryOrder(server, { legs: domestic });
    const paid = await pay(placed, paymentBody(placed, 'pm_card_visa'), `visa-${placed.id}`);
    expect(paid.status).toBe(200);
    expect(await confirmationsOf(placed.id)).toHaveLength(1);
  });

  it('a 3-D Secure payment the Stripe webhook reports settled gets one confirmation', async () => {
    const { placed, clientSecret, intentId } = await waitingFor3ds(`3ds-webhook-${Date.now()}`);
    // The customer passes the bank's check in Stripe's own modal; Stripe tells the server.
    const gateway = server.deps.payments;
    if (!(gateway instanceof TestPaymentGateway)) throw new Error('not the test gateway');
    expect(await gateway.answerAuthentication(clientSecret, true)).toBe(intentId);
    const event = succeededEvent(intentId, `evt_succeeded_${placed.id}`);
    const delivered = await server.request('POST', STRIPE_WEBHOOK_PATH, event);
    expect(delivered.status).toBe(200);
    expect((await orderRow(placed.id)).status).toBe('paid');
    expect(await confirmationsOf(placed.id)).toHaveLength(1);
    // Stripe delivers the same event again: acknowledged, no second mail.
    const redelivered = await server.request('POST', STRIPE_WEBHOOK_PATH, event);
    expect(redelivered.body).toEqual({ received: true, duplicate: true });
    expect(await confirmationsOf(placed.id)).toHaveLength(1);
  });

  it('the webhook and the browser confirming the same payment at once, on two API processes, give one confirmation', async () => {
    // A second API process on the same database, with its own data folder and outbox.
    const otherDir = mkdtempSync(join(tmpdir(), 'bikeship-test-'));
    const otherConfig = testConfig(otherDir);
    let other: RunningServer | undefined;
    try {
      other = await startServer(otherConfig, {
        database: {
          db: server.deps.db,
          driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
          migrate: async () => {},
          // The first server owns the database and closes it.
          close: async () => {},
        },
        logger: pino({ level: 'silent' }),
        now,
      });
      const otherUrl = other.url;
      const viaOther = (path: string, init: { json: string | object; headers?: object }) =>
        fetch(`${otherUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...init.headers },
          body: typeof init.json === 'string' ? init.json : JSON.stringify(init.json),
        });

      for (let round = 0; round < 3; round += 1) {
        const key = `3ds-race-${round}-${Date.now()}`;
        const { placed, body, clientSecret, intentId } = await waitingFor3ds(key);
        const [browser, webhook, poll] = await Promise.all([
          server.request('POST', AUTHENTICATE, { json: { clientSecret, outcome: 'complete' } }),
          viaOther(STRIPE_WEBHOOK_PATH, succeededEvent(intentId, `evt_race_${placed.id}`)),
          // The widget asks again under the same key while the bank's answer travels.
          pay(placed, body, key),
        ]);
        expect(browser.status, JSON.stringify(browser.body)).toBe(200);
        expect(webhook.status).toBe(200);
        expect([200, 402]).toContain(poll.status);
        expect((await pay(placed, body, key)).status).toBe(200);
        const mails = await confirmationsOf(placed.id, [server, { config: otherConfig }]);
        expect(mails, `round ${round}`).toHaveLength(1);
      }
    } finally {
      await other?.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('a same-key retry after a lost answer sends no second mail (card, and 3-D Secure as the widget polls)', async () => {
    const placed = await placeTemporaryOrder(server, { legs: domestic });
    const body = paymentBody(placed, 'pm_card_visa');
    const key = `lost-answer-${placed.id}`;
    expect((await pay(placed, body, key)).status).toBe(200);
    // The answer was lost on the way: the browser asks again, twice.
    expect((await pay(placed, body, key)).status).toBe(200);
    expect((await pay(placed, body, key)).status).toBe(200);
    expect(await confirmationsOf(placed.id)).toHaveLength(1);

    const threeDsKey = `lost-answer-3ds-${Date.now()}`;
    const threeDs = await waitingFor3ds(threeDsKey);
    const confirmed = await server.request('POST', AUTHENTICATE, {
      json: { clientSecret: threeDs.clientSecret, outcome: 'complete' },
    });
    expect(confirmed.status).toBe(200);
    // The widget asks for the payment's outcome again under its key (useCheckout's polling).
    for (let poll = 0; poll < 3; poll += 1) {
      expect((await pay(threeDs.placed, threeDs.body, threeDsKey)).status).toBe(200);
    }
    expect(await confirmationsOf(threeDs.placed.id)).toHaveLength(1);
  });

  it('an order confirmed without a charge (credit covers it) gets one confirmation, also when confirmed again', async () => {
    const user = await server.createUser();
    await server.deps.db
      .insert(testGatewayCustomerBalances)
      .values({ userId: user.id, balanceCents: -1_000_000 });
    const placed = await placeTemporaryOrder(server, { legs: domestic, token: user.token });
    for (let call = 0; call < 2; call += 1) {
      const confirmed = await server.request('POST', '/api/Order/confirm-order', {
        json: { orderId: placed.id },
        token: user.token,
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    }
    expect((await orderRow(placed.id)).status).toBe('confirmed');
    expect(await confirmationsOf(placed.id)).toHaveLength(1);
  });

  it('DECISION: a confirmation the mail server refused is retried once its claim expires, and sent once', async () => {
    const placed = await placeTemporaryOrder(server, { legs: domestic });
    const mailer = server.deps.mailer;
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('421 mail server busy');
    };
    try {
      const paid = await pay(placed, paymentBody(placed, 'pm_card_visa'), `busy-${placed.id}`);
      // The payment stands: the mail is not the customer's problem.
      expect(paid.status).toBe(200);
    } finally {
      mailer.send = send;
    }
    expect(await confirmationsOf(placed.id)).toEqual([]);
    try {
      // Within the lease nobody sends it again (the sender may still be at work)…
      clock = new Date(placedClock.getTime() + CONFIRMATION_LEASE_MS - 1000);
      await sendDueConfirmations(server.deps);
      expect(await confirmationsOf(placed.id)).toEqual([]);
      // …after it, the next look sends it, once, however many processes look.
      clock = new Date(placedClock.getTime() + CONFIRMATION_LEASE_MS + 1000);
      await Promise.all([sendDueConfirmations(server.deps), sendDueConfirmations(server.deps)]);
      expect(await confirmationsOf(placed.id)).toHaveLength(1);
      await sendDueConfirmations(server.deps);
      expect(await confirmationsOf(placed.id)).toHaveLength(1);
      // Beyond the retry window an unsent confirmation is left to the log.
      clock = new Date(placedClock.getTime() + CONFIRMATION_RETRY_WINDOW_MS + 1000);
      expect(await sendDueConfirmations(server.deps)).toBe(0);
    } finally {
      clock = placedClock;
    }
  });
});
