import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL_EXTRA_RECIPIENTS_MAX, FREE_TEXT_MAX_LENGTH } from '@bikeship/core/constants';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rateLimiter';
import { rateLimits, refunds } from '../db/schema';
import { outboxDir } from '../integrations/mail';
import { parseEml } from '../testing/outboxMail';
import {
  DENVER,
  insertOrder,
  PORTLAND,
  ROAD_BIKE_BOX,
  VANCOUVER,
  WHEEL_BOX,
} from '../testing/shipmentOrders';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let owner: { id: string; token: string };
let stranger: { id: string; token: string };

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
  stranger = await server.createUser();
});
afterAll(() => server.close());

function outboxFiles(): string[] {
  try {
    return readdirSync(outboxDir(server.config)).sort();
  } catch {
    return [];
  }
}

/** Sends a mail and answers the response with the one .eml it wrote (if any). */
async function send(body: Record<string, unknown>, token?: string) {
  const before = new Set(outboxFiles());
  const response = await server.request('POST', '/api/email/send', {
    json: body,
    ...(token ? { token } : {}),
  });
  const written = outboxFiles().filter((file) => !before.has(file));
  const mail =
    written.length === 1 && written[0]
      ? parseEml(readFileSync(join(outboxDir(server.config), written[0]), 'utf8'))
      : null;
  return { response, written, mail };
}

async function paidOrder(
  stages = [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX, WHEEL_BOX] }],
) {
  return insertOrder(server.deps.db, {
    userId: owner.id,
    email: 'ada.rider@example.com',
    stages,
    totalCents: 38_900,
  });
}

describe('POST /api/email/send LABELS (quote §5: needs a shipment and an address)', () => {
  it('writes an .eml to the outbox with the label PDF attached, to the given address', async () => {
    const order = await paidOrder();
    const shipmentId = order.shipments[0]?.shipmentId;
    const { response, mail } = await send(
      {
        emailName: 'LABELS',
        shipmentId,
        additionalRecipients: ['shop@example.com'],
        AdditionalMessage: 'Please ship <b>Monday</b> & thanks',
      },
      owner.token,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    if (!mail) throw new Error('no mail written');
    expect(mail.headers).toMatch(/^To: shop@example\.com$/m);
    expect(mail.headers).toMatch(/^Subject: Shipping labels for order #\d+, stage 1$/m);

    const pdfs = mail.parts.filter((part) => part.contentType === 'application/pdf');
    expect(pdfs.map((part) => part.filename)).toEqual([`labels-shipment-${shipmentId}.pdf`]);
    const label = await PDFDocument.load(pdfs[0]?.body ?? new Uint8Array());
    expect(label.getPageCount()).toBe(2);

    // The note is in both bodies, escaped in the HTML one.
    expect(mail.text).toContain('Please ship <b>Monday</b> & thanks');
    expect(mail.html).toContain('Please ship &lt;b&gt;Monday&lt;/b&gt; &amp; thanks');
    expect(mail.html).not.toContain('<b>Monday</b>');
  });

  it('attaches the commercial invoice too for an international stage', async () => {
    const order = await paidOrder([{ from: DENVER, to: VANCOUVER, packages: [ROAD_BIKE_BOX] }]);
    const shipmentId = order.shipments[0]?.shipmentId;
    const { response, mail } = await send(
      { emailName: 'LABELS', shipmentId, additionalRecipients: ['shop@example.com'] },
      owner.token,
    );
    expect(response.status).toBe(200);
    expect(mail?.parts.filter((part) => part.filename).map((part) => part.filename)).toEqual([
      `labels-shipment-${shipmentId}.pdf`,
      `commercial-invoice-shipment-${shipmentId}.pdf`,
    ]);
    expect(mail?.text).toContain('commercial invoice');
  });

  it('answers 400 naming additionalRecipients when no address is given', async () => {
    const order = await paidOrder();
    const { response, written } = await send(
      { emailName: 'LABELS', shipmentId: order.shipments[0]?.shipmentId },
      owner.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'additionalRecipients' }),
    );
    expect(written).toHaveLength(0);
  });
});

describe('POST /api/email/send MAILLABEL (quote §5: needs a shipment)', () => {
  it('answers 400 naming shipmentId without one, sending nothing', async () => {
    const order = await paidOrder();
    const { response, written } = await send(
      { emailName: 'MAILLABEL', orderId: order.orderId },
      owner.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'shipmentId' }),
    );
    expect(written).toHaveLength(0);
  });

  it("tells the order's address where the printed labels are posted, PDFs attached", async () => {
    const order = await paidOrder();
    const { response, mail } = await send(
      { emailName: 'MAILLABEL', shipmentId: order.shipments[0]?.shipmentId },
      owner.token,
    );
    expect(response.status).toBe(200);
    expect(mail?.headers).toMatch(/^To: ada\.rider@example\.com$/m);
    expect(mail?.text).toContain('1701 Wynkoop St');
    expect(mail?.parts.some((part) => part.contentType === 'application/pdf')).toBe(true);
  });
});

describe('POST /api/email/send Confirmation (quote §7)', () => {
  it('lists the stages, services, dates, fees and the total', async () => {
    const order = await paidOrder([
      { from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] },
      { from: PORTLAND, to: DENVER, packages: [ROAD_BIKE_BOX] },
    ]);
    const { response, mail } = await send(
      {
        emailName: 'Confirmation',
        orderId: order.orderId,
        additionalRecipients: ['mum@example.com'],
      },
      owner.token,
    );
    expect(response.status).toBe(200);
    if (!mail) throw new Error('no mail written');
    expect(mail.headers).toMatch(/^To: ada\.rider@example\.com, mum@example\.com$/m);
    expect(mail.headers).toContain(`Subject: Your bikeship order #${order.orderId} is confirmed`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('$389.00');
      expect(body).toContain('Stage 1: Denver, CO, United States to Portland, OR, United States');
      expect(body).toContain('Stage 2: Portland, OR, United States to Denver, CO, United States');
      expect(body).toContain('Ground, ships 2030-05-06, delivery by 2030-05-10');
      expect(body).toContain('$189.50');
    }
  });

  it('says which labels are attached and which are not made yet, and attaches those made', async () => {
    const order = await paidOrder([
      { from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] },
      { from: PORTLAND, to: DENVER, packages: [ROAD_BIKE_BOX] },
    ]);
    const [first] = order.shipments;
    const before = await send({ emailName: 'Confirmation', orderId: order.orderId }, owner.token);
    expect(before.mail?.parts.filter((part) => part.filename)).toEqual([]);
    expect(before.mail?.text).toContain(
      'The labels of stages 1 and 2 are not made yet: make them from your order before the ship date.',
    );
    const made = await server.request('POST', `/api/Labels/create-label/${first?.shipmentId}`, {
      token: owner.token,
    });
    expect(made.status).toBe(200);
    const after = await send({ emailName: 'Confirmation', orderId: order.orderId }, owner.token);
    expect(after.mail?.parts.filter((part) => part.filename).map((part) => part.filename)).toEqual([
      `labels-shipment-${first?.shipmentId}.pdf`,
    ]);
    expect(after.mail?.text).toContain('The shipping labels of stage 1 are attached to this mail.');
    expect(after.mail?.text).toContain('The labels of stage 2 are not made yet');
  });

  it('is refused with 409 for an order that is not paid', async () => {
    const order = await insertOrder(server.deps.db, {
      userId: owner.id,
      status: 'created',
      stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] }],
    });
    const { response, written } = await send(
      { emailName: 'Confirmation', orderId: order.orderId },
      owner.token,
    );
    expect(response.status).toBe(409);
    expect(written).toHaveLength(0);
  });

  it("answers 404 for another user's order or without a session, and 400 without an order", async () => {
    const order = await paidOrder();
    expect(
      (await send({ emailName: 'Confirmation', orderId: order.orderId }, stranger.token)).response
        .status,
    ).toBe(404);
    expect(
      (await send({ emailName: 'Confirmation', orderId: order.orderId })).response.status,
    ).toBe(404);
    expect(
      (
        await send(
          {
            emailName: 'LABELS',
            shipmentId: order.shipments[0]?.shipmentId,
            additionalRecipients: ['x@example.com'],
          },
          stranger.token,
        )
      ).response.status,
    ).toBe(404);
    const noOrder = await send({ emailName: 'Confirmation' }, owner.token);
    expect(noOrder.response.status).toBe(400);
    expect(noOrder.response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'orderId' }),
    );
  });
});

describe('POST /api/email/send CANCELORDER (quote §7)', () => {
  it('says which stage was cancelled and what was refunded', async () => {
    const order = await insertOrder(server.deps.db, {
      userId: owner.id,
      status: 'partially_refunded',
      totalCents: 38_900,
      refundedCents: 19_450,
      stages: [
        { from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] },
        { from: PORTLAND, to: DENVER, packages: [ROAD_BIKE_BOX], status: 'cancelled' },
      ],
    });
    await server.deps.db.insert(refunds).values({
      orderId: order.orderId,
      shipmentId: order.shipments[1]?.shipmentId,
      target: 'label',
      amountCents: 19_450,
    });
    const { response, mail } = await send(
      { emailName: 'CANCELORDER', orderId: order.orderId },
      owner.token,
    );
    expect(response.status).toBe(200);
    if (!mail) throw new Error('no mail written');
    expect(mail.headers).toContain(
      `Subject: Part of your bikeship order #${order.orderId} is cancelled`,
    );
    expect(mail.text).toContain(
      'Stage 2: Portland, OR, United States to Denver, CO, United States',
    );
    expect(mail.text).toMatch(/Label for stage 2 \(\d{4}-\d{2}-\d{2}\):\s+\$194\.50/);
    expect(mail.text).toMatch(/Refunded in all:\s+\$194\.50/);
    expect(mail.text).toContain('Still booked');
  });

  it('is refused with 409 when nothing was cancelled or refunded', async () => {
    const order = await paidOrder();
    const { response, written } = await send(
      { emailName: 'CANCELORDER', orderId: order.orderId },
      owner.token,
    );
    expect(response.status).toBe(409);
    expect(written).toHaveLength(0);
  });
});

describe('POST /api/email/send limits (a caller cannot use the call to mail strangers)', () => {
  const addresses = (count: number, domain = 'example.net') =>
    Array.from({ length: count }, (_, index) => `reader${index}@${domain}`);

  it('201 recipients are refused with 400 on additionalRecipients, and nothing is sent', async () => {
    const order = await paidOrder();
    const { response, written } = await send(
      { emailName: 'Confirmation', orderId: order.orderId, additionalRecipients: addresses(201) },
      owner.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'additionalRecipients' }),
    );
    expect(written).toHaveLength(0);
  });

  it(`sends to the order's own address and ${EMAIL_EXTRA_RECIPIENTS_MAX} others, and refuses one more`, async () => {
    const order = await paidOrder();
    const allowed = addresses(EMAIL_EXTRA_RECIPIENTS_MAX);
    // The order's own address and a repeat in another case are not extra addresses.
    const sent = await send(
      {
        emailName: 'Confirmation',
        orderId: order.orderId,
        additionalRecipients: ['ADA.RIDER@example.com', ...allowed.slice(0, -1)],
      },
      owner.token,
    );
    expect(sent.response.status).toBe(200);
    const all = await send(
      { emailName: 'Confirmation', orderId: order.orderId, additionalRecipients: allowed },
      owner.token,
    );
    expect(all.response.status).toBe(200);
    // Long headers are folded over several lines: unfold before reading the To line.
    const headers = all.mail?.headers.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    expect(headers.split(/\r?\n/)).toContain(`To: ada.rider@example.com, ${allowed.join(', ')}`);

    const tooMany = await send(
      {
        emailName: 'LABELS',
        shipmentId: order.shipments[0]?.shipmentId,
        additionalRecipients: addresses(EMAIL_EXTRA_RECIPIENTS_MAX + 1),
      },
      owner.token,
    );
    expect(tooMany.response.status).toBe(400);
    expect(tooMany.response.body.errors).toEqual([
      {
        propertyName: 'additionalRecipients',
        message: `At most ${EMAIL_EXTRA_RECIPIENTS_MAX} addresses besides the order's own`,
      },
    ]);
    expect(tooMany.written).toHaveLength(0);
  });

  it(`refuses a note longer than ${FREE_TEXT_MAX_LENGTH} characters with 400 on AdditionalMessage`, async () => {
    const order = await paidOrder();
    const { response, written } = await send(
      {
        emailName: 'Confirmation',
        orderId: order.orderId,
        AdditionalMessage: 'x'.repeat(FREE_TEXT_MAX_LENGTH + 1),
      },
      owner.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'AdditionalMessage' }),
    );
    expect(written).toHaveLength(0);
  });

  it(`the ${RATE_LIMITS.emailPerOrder.limit + 1}th send in a minute answers 429 for that order, not for another`, async () => {
    const customer = await server.createUser();
    const stages = [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] }];
    const order = await insertOrder(server.deps.db, { userId: customer.id, stages });
    const other = await insertOrder(server.deps.db, { userId: customer.id, stages });
    const confirm = (orderId: number) =>
      send({ emailName: 'Confirmation', orderId }, customer.token);
    for (let call = 1; call <= RATE_LIMITS.emailPerOrder.limit; call += 1) {
      expect((await confirm(order.orderId)).response.status).toBe(200);
    }
    const refused = await confirm(order.orderId);
    expect(refused.response.status).toBe(429);
    expect(refused.written).toHaveLength(0);
    expect(refused.response.body).toEqual({
      message: expect.stringMatching(/^Too many emails for this order\. Please wait \d+ minutes?/),
      retryAfterSeconds: expect.any(Number),
    });
    const retryAfter = Number(refused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.emailPerOrder.windowMs / 1000);
    // A label mail for the same order is refused too; another order of the caller is not.
    const labels = await send(
      {
        emailName: 'LABELS',
        shipmentId: order.shipments[0]?.shipmentId,
        additionalRecipients: ['shop@example.com'],
      },
      customer.token,
    );
    expect(labels.response.status).toBe(429);
    expect((await confirm(other.orderId)).response.status).toBe(200);

    // The counter is a row of rate_limits: every server process on this database sees it.
    const [row] = await server.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `email:order:${order.orderId}`));
    expect(row?.count).toBeGreaterThan(RATE_LIMITS.emailPerOrder.limit);
  });

  it(`a caller answers 429 after ${RATE_LIMITS.emailPerCaller.limit} sends in an hour, and sends refused for an order not theirs do not use up that order's mails`, async () => {
    const customer = await server.createUser();
    const prober = await server.createUser();
    const order = await insertOrder(server.deps.db, {
      userId: customer.id,
      stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] }],
    });
    const probe = () => send({ emailName: 'Confirmation', orderId: order.orderId }, prober.token);
    for (let call = 1; call <= RATE_LIMITS.emailPerCaller.limit; call += 1) {
      expect((await probe()).response.status).toBe(404);
    }
    const refused = await probe();
    expect(refused.response.status).toBe(429);
    expect(refused.response.body.message).toMatch(/^Too many order emails/);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);

    const owned = await send({ emailName: 'Confirmation', orderId: order.orderId }, customer.token);
    expect(owned.response.status).toBe(200);
    expect(owned.written).toHaveLength(1);
  });
});
