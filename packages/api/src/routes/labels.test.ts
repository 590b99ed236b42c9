import { eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPackages, shipmentDocuments, shipments } from '../db/schema';
import { ORDER_KEY_HEADER } from '../services/orderAccess';
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

function createLabel(shipmentId: number | string, token?: string) {
  return server.request('POST', `/api/Labels/create-label/${shipmentId}`, token ? { token } : {});
}

async function documentsOf(shipmentId: number) {
  return server.deps.db
    .select()
    .from(shipmentDocuments)
    .where(eq(shipmentDocuments.shipmentId, shipmentId));
}

async function download(shipmentId: number, token: string): Promise<PDFDocument> {
  const response = await server.request(
    'GET',
    `/api/ShipmentDocument/downloadDocuments?shipmentId=${shipmentId}`,
    { token },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return PDFDocument.load(response.body as Uint8Array);
}

function pageSizes(pdf: PDFDocument): [number, number][] {
  return pdf.getPages().map((page) => {
    const { width, height } = page.getSize();
    return [Math.round(width), Math.round(height)];
  });
}

describe('POST /api/Labels/create-label/{shipmentId} (a 4×6 PDF per package, Code128)', () => {
  it('labels a 2-package domestic stage: 2 pages of 4×6 in, unique tracking numbers stored', async () => {
    const order = await insertOrder(server.deps.db, {
      userId: owner.id,
      stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX, WHEEL_BOX] }],
    });
    const [stage] = order.shipments;
    if (!stage) throw new Error('no stage');

    const response = await createLabel(stage.shipmentId, owner.token);
    expect(response.status).toBe(200);
    expect(response.body.shipmentId).toBe(stage.shipmentId);
    const trackingNumbers: string[] = response.body.trackingNumbers;
    expect(trackingNumbers).toHaveLength(2);
    expect(new Set(trackingNumbers).size).toBe(2);

    const stored = await server.deps.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.shipmentId, stage.shipmentId));
    expect(stored.map((row) => row.trackingNumber).sort()).toEqual([...trackingNumbers].sort());
    const [shipment] = await server.deps.db
      .select()
      .from(shipments)
      .where(eq(shipments.shipmentId, stage.shipmentId));
    expect(shipment?.labelCreatedAt).toBeInstanceOf(Date);

    const documents = await documentsOf(stage.shipmentId);
    expect(documents.map((document) => document.category)).toEqual(['label']);

    const pdf = await download(stage.shipmentId, owner.token);
    expect(pageSizes(pdf)).toEqual([
      [288, 432],
      [288, 432],
    ]);
    // Each page carries one picture: the barcode of its package's tracking number.
    for (const page of pdf.getPages()) {
      const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
      const entries = xObjects?.entries() ?? [];
      expect(entries).toHaveLength(1);
      const image = pdf.context.lookup(entries[0]?.[1], PDFStream);
      expect(image.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Image'));
    }
  });

  it('is idempotent: a second call answers the same tracking numbers and makes nothing new', async () => {
    const order = await insertOrder(server.deps.db, {
      userId: owner.id,
      stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX, WHEEL_BOX] }],
    });
    const shipmentId = order.shipments[0]?.shipmentId ?? 0;
    const first = await createLabel(shipmentId, owner.token);
    const second = await createLabel(shipmentId, owner.token);
    expect(second.status).toBe(200);
    expect(second.body.trackingNumbers).toEqual(first.body.trackingNumbers);
    expect(await documentsOf(shipmentId)).toHaveLength(1);
  });

  it('makes labels once when 5 identical calls arrive together', async () => {
    const order = await insertOrder(server.deps.db, {
      userId: owner.id,
      stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] }],
    });
    const shipmentId = order.shipments[0]?.shipmentId ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createLabel(shipmentId, owner.token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = new Set(answers.map((answer) => answer.body.trackingNumbers.join()));
    expect(numbers.size).toBe(1);
    expect(await documentsOf(shipmentId)).toHaveLength(1);
  });

  it('adds a commercial invoice (US Letter) for an international stage (quote §5 rule)', async () => {
    const order = await insertOrder(server.deps.db, {
      userId: owner.id,
      stages: [
        { from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] },
        { from: PORTLAND, to: VANCOUVER, packages: [ROAD_BIKE_BOX] },
      ],
    });
    const [domestic, abroad] = order.shipments;
    if (!domestic || !abroad) throw new Error('two stages expected');

    expect((await createLabel(abroad.shipmentId, owner.token)).status).toBe(200);
    const documents = await documentsOf(abroad.shipmentId);
    expect(documents.map((document) => document.category).sort()).toEqual([
      'commercial_invoice',
      'label',
    ]);
    const pdf = await download(abroad.shipmentId, owner.token);
    expect(pageSizes(pdf)).toEqual([
      [288, 432],
      [612, 792],
    ]);
    expect(pdf.getTitle()).toBe(`Documents of shipment ${abroad.shipmentId}`);

    // The domestic stage of the same order gets no invoice.
    expect((await createLabel(domestic.shipmentId, owner.token)).status).toBe(200);
    expect((await documentsOf(domestic.shipmentId)).map((d) => d.category)).toEqual(['label']);
  });

  it("answers 404 for another user's shipment and for a caller without a session", async () => {
    const order = await insertOrder(server.deps.db, {
      userId: owner.id,
      stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] }],
    });
    const shipmentId = order.shipments[0]?.shipmentId ?? 0;
    expect((await createLabel(shipmentId, stranger.token)).status).toBe(404);
    expect((await createLabel(shipmentId)).status).toBe(404);
    expect((await createLabel(999_999, owner.token)).status).toBe(404);
    const [row] = await server.deps.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.shipmentId, shipmentId));
    expect(row?.trackingNumber).toBeNull();
  });

  it('lets a guest with the order key make labels (services/orderAccess.ts), not without it', async () => {
    const order = await insertOrder(server.deps.db, {
      userId: null,
      stages: [{ from: DENVER, to: PORTLAND, packages: [WHEEL_BOX] }],
    });
    const shipmentId = order.shipments[0]?.shipmentId ?? 0;
    expect((await createLabel(shipmentId)).status).toBe(404);
    const withKey = await server.request('POST', `/api/Labels/create-label/${shipmentId}`, {
      headers: { [ORDER_KEY_HEADER]: order.orderKey ?? '' },
    });
    expect(withKey.status).toBe(200);
    expect(withKey.body.trackingNumbers).toHaveLength(1);
  });

  it('refuses an unpaid order and a cancelled shipment with 409, writing nothing', async () => {
    const unpaid = await insertOrder(server.deps.db, {
      userId: owner.id,
      status: 'created',
      stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] }],
    });
    const cancelled = await insertOrder(server.deps.db, {
      userId: owner.id,
      stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX], status: 'cancelled' }],
    });
    for (const order of [unpaid, cancelled]) {
      const shipmentId = order.shipments[0]?.shipmentId ?? 0;
      const response = await createLabel(shipmentId, owner.token);
      expect(response.status).toBe(409);
      expect(await documentsOf(shipmentId)).toHaveLength(0);
      const [row] = await server.deps.db
        .select()
        .from(orderPackages)
        .where(eq(orderPackages.shipmentId, shipmentId));
      expect(row?.trackingNumber).toBeNull();
    }
  });

  it('answers 400 naming shipmentId when it is not a positive whole number', async () => {
    const response = await createLabel('abc', owner.token);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'shipmentId' }),
    );
  });
});
