import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../integrations/mail';
import { TEST_GATEWAY_WEBHOOK_SECRET } from '../integrations/payments/testGateway';
import { STRIPE_WEBHOOK_PATH } from '../routes/stripe';
import { PLACES, paymentBody, placeTemporaryOrder } from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';

/**
 * The whole guest journey: a guest can, over HTTP alone, quote a two-stage international trip,
 * create an order, pay with pm_card_visa, get a label PDF and a commercial invoice, receive a
 * confirmation in the outbox, refund one stage, and see the tracking events.
 */

// Wednesday 1 July 2026, 11:00 in Denver; moved forward below to watch the packages travel.
let clock = new Date('2026-07-01T17:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

const trip = [
  { from: PLACES.boulder, to: PLACES.vancouver },
  { from: PLACES.vancouver, to: PLACES.boulder },
];

describe('a guest ships a bike Boulder → Vancouver and back', () => {
  it('quotes, orders, pays, prints, is confirmed, refunds one stage and tracks', async () => {
    // Quote both stages and place the temporary order, priced as the browser prices it.
    const order = await placeTemporaryOrder(server, { legs: trip });
    expect(order.orderKey).toBeTruthy();
    expect(order.fees.every((stage) => stage.customsFee > 0)).toBe(true);
    const guest = order.keyHeaders;

    const created = await server.request('POST', '/api/Order/create-order', {
      json: { orderId: order.id },
      headers: guest,
    });
    expect(created.status).toBe(200);

    const paid = await server.request('POST', '/api/Order/payment', {
      json: paymentBody(order, 'pm_card_visa'),
      headers: { ...guest, 'Idempotency-Key': `journey-${order.id}` },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.success).toBe(true);

    const detail = await server.request('GET', `/api/Order/detail?orderId=${order.id}`, {
      headers: guest,
    });
    expect(detail.status).toBe(200);
    const [outbound, homebound] = detail.body.shipments as { shipmentId: number }[];
    if (!outbound || !homebound) throw new Error('two shipments expected');

    // The label of the outbound stage, with its commercial invoice (an international stage).
    const label = await server.request('POST', `/api/Labels/create-label/${outbound.shipmentId}`, {
      headers: guest,
    });
    expect(label.status, JSON.stringify(label.body)).toBe(200);
    const [trackingNumber] = label.body.trackingNumbers as string[];
    expect(trackingNumber).toBeTruthy();
    const documents = await server.request(
      'GET',
      `/api/ShipmentDocument/downloadDocuments?shipmentId=${outbound.shipmentId}`,
      { headers: guest },
    );
    expect(documents.status).toBe(200);
    const pdf = await PDFDocument.load(documents.body as Uint8Array);
    const pageSizes = pdf.getPages().map((page) => [page.getWidth(), page.getHeight()]);
    expect(pageSizes).toEqual([
      [288, 432], // the 4×6 in label
      [612, 792], // the commercial invoice on US Letter
    ]);

    // The confirmation mail is in the outbox (no SMTP configured).
    const outbox = outboxDir(server.config);
    const mails = await Promise.all(
      (await readdir(outbox)).map((file) => readFile(join(outbox, file), 'utf8')),
    );
    expect(mails.some((mail) => mail.includes(`order #${order.id} is confirmed`))).toBe(true);

    // Refund the homebound stage: its amount comes back, the outbound one stays booked.
    const refund = await server.request('DELETE', `/api/Refund/Label/${homebound.shipmentId}`, {
      headers: guest,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.success).toBe(true);
    const homeboundFees = order.fees[1];
    if (!homeboundFees) throw new Error('two stages of fees expected');
    expect(refund.body.amountRefunded).toBeGreaterThan(homeboundFees.baseFee);

    // The package travels: label made now; delivered once the clock passes the delivery date.
    const justLabelled = await server.request('GET', `/api/PackageLocation/${trackingNumber}`);
    expect(justLabelled.status).toBe(200);
    expect(justLabelled.body.events).toHaveLength(1);
    clock = new Date('2026-07-31T23:00:00Z');
    const delivered = await server.request('GET', `/api/PackageLocation/${trackingNumber}`);
    expect(delivered.status).toBe(200);
    const descriptions = (delivered.body.events as { description: string }[]).map((event) =>
      event.description.toLowerCase(),
    );
    expect(descriptions.at(0)).toContain('delivered');
    expect(descriptions.some((text) => text.includes('picked up'))).toBe(true);
    expect(descriptions.some((text) => text.includes('out for delivery'))).toBe(true);
  });

  it('a 3-D Secure payment is placed when Stripe reports it succeeded (webhook)', async () => {
    clock = new Date('2026-07-01T17:00:00Z');
    const order = await placeTemporaryOrder(server, { legs: trip });
    const guest = order.keyHeaders;
    const pending = await server.request('POST', '/api/Order/payment', {
      json: paymentBody(order, 'pm_card_authenticationRequired'),
      headers: { ...guest, 'Idempotency-Key': `journey-3ds-${order.id}` },
    });
    expect(pending.status).toBe(402);
    expect(pending.body.requiresAction).toBe(true);
    const intentId = String(pending.body.clientSecret).split('_secret_')[0];

    // The customer confirms in the browser; Stripe then calls the webhook.
    const payload = JSON.stringify({
      id: `evt_journey_${order.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: TEST_GATEWAY_WEBHOOK_SECRET,
    });
    const hook = await server.request('POST', STRIPE_WEBHOOK_PATH, {
      json: payload,
      headers: { 'stripe-signature': header },
    });
    expect(hook.status).toBe(200);
    const detail = await server.request('GET', `/api/Order/detail?orderId=${order.id}`, {
      headers: guest,
    });
    expect(detail.status).toBe(200);
    // A placed order is listed with its shipments; paying again is refused as already paid.
    const again = await server.request('POST', '/api/Order/payment', {
      json: paymentBody(order, 'pm_card_visa'),
      headers: { ...guest, 'Idempotency-Key': `journey-3ds-again-${order.id}` },
    });
    expect(again.status).toBe(403);
  });
});
