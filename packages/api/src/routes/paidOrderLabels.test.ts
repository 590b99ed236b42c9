import { ORDER_KEY_HEADER } from '@bikeship/core/constants';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPackages, orders, shipmentDocuments, shipments } from '../db/schema';
import { CONFIRMATION_LEASE_MS, sendDueLabelsFollowUps } from '../services/orderConfirmation';
import {
  PLACES,
  type PlacedTemporaryOrder,
  paymentBody,
  placeTemporaryOrder,
  type TripLeg,
} from '../testing/orderFlow';
import { attachmentsOf, outboxMails, type ParsedMail } from '../testing/outboxMail';
import { createTestServer, type TestServer } from '../testing/testServer';

/**
 * After an order is paid its labels exist and reach the customer: every stage's label PDF (and,
 * for a stage that crosses a border, its commercial invoice) is made before the one confirmation
 * mail goes out, and that mail carries them (services/orderConfirmation.ts). A guest fetches
 * them again with the order key, and not without it; the order's LABELS and MAILLABEL mails send
 * the same labels. When the carrier fails at label time, the confirmation still goes, once,
 * saying which labels follow, and they follow in one mail once made.
 */

// Wednesday 1 July 2026, 11:00 in Denver; the carrier-failure test moves it.
const paidClock = new Date('2026-07-01T17:00:00Z');
let clock = paidClock;
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

const domesticTwoStages: TripLeg[] = [
  { from: PLACES.sanFrancisco, to: PLACES.boulder },
  { from: PLACES.boulder, to: PLACES.sanFrancisco },
];
const toCanada: TripLeg[] = [{ from: PLACES.boulder, to: PLACES.vancouver }];

/** A guest quotes, places and pays the trip with the Visa test card (the real flow). */
async function paidGuestOrder(legs: TripLeg[]): Promise<PlacedTemporaryOrder> {
  const placed = await placeTemporaryOrder(server, { legs });
  const paid = await server.request('POST', '/api/Order/payment', {
    json: paymentBody(placed, 'pm_card_visa'),
    headers: placed.keyHeaders,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return placed;
}

async function stagesOf(orderId: number) {
  return server.deps.db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.stage));
}

async function trackingNumbersOf(shipmentId: number): Promise<string[]> {
  const rows = await server.deps.db
    .select({ trackingNumber: orderPackages.trackingNumber })
    .from(orderPackages)
    .where(eq(orderPackages.shipmentId, shipmentId));
  return rows.flatMap((row) => (row.trackingNumber ? [row.trackingNumber] : []));
}

async function orderRow(orderId: number) {
  const [row] = await server.deps.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

async function mailsWithSubject(subject: string): Promise<ParsedMail[]> {
  return (await outboxMails(server.config)).filter((mail) =>
    mail.headers.split(/\r?\n/).includes(`Subject: ${subject}`),
  );
}

const confirmationsOf = (orderId: number) =>
  mailsWithSubject(`Your bikeship order #${orderId} is confirmed`);
const labelsFollowUpsOf = (orderId: number) =>
  mailsWithSubject(`Shipping labels for your bikeship order #${orderId}`);

/** The one mail of a list, failing with the count otherwise. */
function onlyOne(mails: ParsedMail[]): ParsedMail {
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  if (!mail) throw new Error('no mail');
  return mail;
}

async function pageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

describe('after payment, the labels are made and the one confirmation mail carries them', () => {
  it('a guest pays a 2-stage order: each stage has its labels, attached to the one confirmation as PDFs', async () => {
    const placed = await paidGuestOrder(domesticTwoStages);
    const stages = await stagesOf(placed.id);
    expect(stages).toHaveLength(2);
    for (const stage of stages) expect(stage.labelCreatedAt).not.toBeNull();

    const mail = onlyOne(await confirmationsOf(placed.id));
    expect(mail.headers).toMatch(/^To: ada@example\.com$/m);
    const files = attachmentsOf(mail);
    expect(files.map((file) => [file.filename, file.contentType])).toEqual(
      stages.map((stage) => [`labels-shipment-${stage.shipmentId}.pdf`, 'application/pdf']),
    );
    for (const [index, file] of files.entries()) {
      // One 4 × 6 in page per box (one box per stage here), and the stage's tracking number.
      expect(await pageCount(file.body)).toBe(1);
      const tracking = await trackingNumbersOf(stages[index]?.shipmentId ?? 0);
      expect(tracking).toHaveLength(1);
      expect(mail.text).toContain(`Tracking: ${tracking[0]}`);
    }
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('The shipping labels of your order are attached to this mail.');
      expect(body).toContain('Print the attached label PDFs, one per stage');
      expect(body).not.toMatch(/not made yet|could not be made/);
    }
    // Nothing follows: every label went with the confirmation.
    expect((await orderRow(placed.id)).labelsMailDueAt).toBeNull();
  });

  it('an international stage gets its commercial invoice too, attached beside its label', async () => {
    const placed = await paidGuestOrder(toCanada);
    const [stage] = await stagesOf(placed.id);
    if (!stage) throw new Error('no stage');
    const mail = onlyOne(await confirmationsOf(placed.id));
    const files = attachmentsOf(mail);
    expect(files.map((file) => file.filename)).toEqual([
      `labels-shipment-${stage.shipmentId}.pdf`,
      `commercial-invoice-shipment-${stage.shipmentId}.pdf`,
    ]);
    for (const file of files) {
      expect(file.contentType).toBe('application/pdf');
      expect(await pageCount(file.body)).toBeGreaterThan(0);
    }
    expect(mail.text).toContain(
      'The shipping labels of your order are attached to this mail, with the commercial invoice of each stage that crosses a border.',
    );
    expect(mail.text).toContain('Print the commercial invoice three times');
  });
});

describe('a guest gets its labels again from the order, with the order key only', () => {
  it('downloads the labels with the order key (header or cookie); without it or with a wrong key: 404', async () => {
    const placed = await paidGuestOrder(toCanada);
    const [stage] = await stagesOf(placed.id);
    if (!stage || !placed.cookie) throw new Error('no stage or no order cookie');
    const path = `/api/ShipmentDocument/downloadDocuments?shipmentId=${stage.shipmentId}`;

    const withKey = await server.request('GET', path, { headers: placed.keyHeaders });
    expect(withKey.status).toBe(200);
    expect(withKey.headers.get('content-type')).toBe('application/pdf');
    // The label page and the commercial invoice's, as the mail carried them.
    const [label, invoice] = attachmentsOf(onlyOne(await confirmationsOf(placed.id)));
    expect(await pageCount(withKey.body)).toBe(
      (await pageCount(label?.body ?? new Uint8Array())) +
        (await pageCount(invoice?.body ?? new Uint8Array())),
    );
    const withCookie = await server.request('GET', path, { cookie: placed.cookie });
    expect(withCookie.status).toBe(200);

    expect((await server.request('GET', path)).status).toBe(404);
    const wrongKey = await server.request('GET', path, {
      headers: { [ORDER_KEY_HEADER]: `${placed.orderKey}x` },
    });
    expect(wrongKey.status).toBe(404);
    const otherGuest = await placeTemporaryOrder(server, { legs: toCanada });
    expect((await server.request('GET', path, { headers: otherGuest.keyHeaders })).status).toBe(
      404,
    );
  });

  it('LABELS and MAILLABEL on the paid order send the labels already made, making nothing new', async () => {
    const placed = await paidGuestOrder(toCanada);
    const [stage] = await stagesOf(placed.id);
    if (!stage) throw new Error('no stage');
    const confirmation = onlyOne(await confirmationsOf(placed.id));
    const documentsBefore = await server.deps.db
      .select()
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.shipmentId, stage.shipmentId));
    expect(documentsBefore).toHaveLength(2);

    const byEmail = await server.request('POST', '/api/email/send', {
      json: {
        emailName: 'LABELS',
        shipmentId: stage.shipmentId,
        additionalRecipients: ['shop@example.com'],
      },
      headers: placed.keyHeaders,
    });
    expect(byEmail.status, JSON.stringify(byEmail.body)).toBe(200);
    const labelsMail = onlyOne(
      await mailsWithSubject(`Shipping labels for order #${placed.id}, stage 1`),
    );
    expect(labelsMail.headers).toMatch(/^To: shop@example\.com$/m);
    expect(attachmentsOf(labelsMail).map((file) => file.body)).toEqual(
      attachmentsOf(confirmation).map((file) => file.body),
    );

    const byPost = await server.request('POST', '/api/email/send', {
      json: { emailName: 'MAILLABEL', shipmentId: stage.shipmentId },
      headers: placed.keyHeaders,
    });
    expect(byPost.status, JSON.stringify(byPost.body)).toBe(200);
    const postMail = onlyOne(
      await mailsWithSubject(`Printed labels for order #${placed.id}, stage 1 are on their way`),
    );
    expect(postMail.headers).toMatch(/^To: ada@example\.com$/m);
    expect(postMail.text).toContain(PLACES.boulder.street);
    expect(attachmentsOf(postMail).map((file) => file.body)).toEqual(
      attachmentsOf(confirmation).map((file) => file.body),
    );

    // Without the key neither is sent.
    const stranger = await server.request('POST', '/api/email/send', {
      json: { emailName: 'MAILLABEL', shipmentId: stage.shipmentId },
    });
    expect(stranger.status).toBe(404);

    const documentsAfter = await server.deps.db
      .select()
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.shipmentId, stage.shipmentId));
    expect(documentsAfter).toEqual(documentsBefore);
  });
});

describe('DECISION: a carrier failure at label time does not hold back the confirmation', () => {
  it('the confirmation goes once, with the labels made and saying the others follow; they follow in one mail once made', async () => {
    const carrier = server.deps.carrier;
    const trackingNumberFor = carrier.trackingNumberFor;
    const placed = await placeTemporaryOrder(server, { legs: domesticTwoStages });
    const [first, second] = await stagesOf(placed.id);
    if (!first || !second) throw new Error('two stages expected');
    // The carrier answers for stage 1 and is down for stage 2.
    carrier.trackingNumberFor = (input) => {
      if (input.shipmentId === second.shipmentId) throw new Error('503 carrier unavailable');
      return trackingNumberFor.call(carrier, input);
    };
    try {
      const paid = await server.request('POST', '/api/Order/payment', {
        json: paymentBody(placed, 'pm_card_visa'),
        headers: placed.keyHeaders,
      });
      // The payment stands and the customer is told at once.
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const confirmation = onlyOne(await confirmationsOf(placed.id));
      expect(attachmentsOf(confirmation).map((file) => file.filename)).toEqual([
        `labels-shipment-${first.shipmentId}.pdf`,
      ]);
      for (const body of [confirmation.text, confirmation.html]) {
        expect(body).toContain('The shipping labels of stage 1 are attached to this mail.');
        expect(body).toContain(
          'The labels of stage 2 could not be made yet: we send them in a separate mail as soon as they are made.',
        );
      }
      const [, secondAfter] = await stagesOf(placed.id);
      expect(secondAfter?.labelCreatedAt).toBeNull();
      expect((await orderRow(placed.id)).labelsMailDueAt).not.toBeNull();

      // The next look finds the carrier still down: nothing is sent…
      expect(await sendDueLabelsFollowUps(server.deps)).toBe(0);
      expect(await labelsFollowUpsOf(placed.id)).toEqual([]);
    } finally {
      carrier.trackingNumberFor = trackingNumberFor;
    }
    try {
      // …and within its claim's lease nobody tries again, even with the carrier back.
      clock = new Date(paidClock.getTime() + CONFIRMATION_LEASE_MS - 1000);
      expect(await sendDueLabelsFollowUps(server.deps)).toBe(0);
      expect(await labelsFollowUpsOf(placed.id)).toEqual([]);

      // After it, the labels are made and mailed once, however many processes look.
      clock = new Date(paidClock.getTime() + CONFIRMATION_LEASE_MS + 1000);
      await Promise.all([sendDueLabelsFollowUps(server.deps), sendDueLabelsFollowUps(server.deps)]);
      const followUp = onlyOne(await labelsFollowUpsOf(placed.id));
      expect(followUp.headers).toMatch(/^To: ada@example\.com$/m);
      expect(followUp.text).toContain('the labels of all its stages (stages 1 and 2) are attached');
      const files = attachmentsOf(followUp);
      expect(files.map((file) => file.filename)).toEqual([
        `labels-shipment-${first.shipmentId}.pdf`,
        `labels-shipment-${second.shipmentId}.pdf`,
      ]);
      for (const file of files) expect(await pageCount(file.body)).toBe(1);
      const [, labelled] = await stagesOf(placed.id);
      expect(labelled?.labelCreatedAt).not.toBeNull();
      expect(followUp.text).toContain(
        `Tracking: ${(await trackingNumbersOf(second.shipmentId))[0]}`,
      );

      expect(await sendDueLabelsFollowUps(server.deps)).toBe(0);
      expect(await labelsFollowUpsOf(placed.id)).toHaveLength(1);
      expect(await confirmationsOf(placed.id)).toHaveLength(1);
      expect((await orderRow(placed.id)).labelsMailDueAt).toBeNull();
    } finally {
      clock = paidClock;
    }
  });
});
