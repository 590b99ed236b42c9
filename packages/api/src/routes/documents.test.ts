import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentDocuments } from '../db/schema';
import { documentsDir } from '../services/documentStore';
import { DENVER, insertOrder, PORTLAND, ROAD_BIKE_BOX, WHEEL_BOX } from '../testing/shipmentOrders';
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

/** A paid one-stage order of the owner with two boxes. */
async function ownersShipment() {
  const order = await insertOrder(server.deps.db, {
    userId: owner.id,
    stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX, WHEEL_BOX] }],
  });
  const stage = order.shipments[0];
  if (!stage) throw new Error('no stage');
  return { orderId: order.orderId, shipmentId: stage.shipmentId, boxIds: stage.boxIds };
}

async function onePagePdf(size: [number, number] = [612, 792]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage(size);
  return pdf.save();
}

/** A real 1×1 PNG (red pixel). */
const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

function upload(
  query: { shipmentId: number; orderId: number; category: string; boxId?: number },
  file: { bytes: Uint8Array; name: string; type: string } | null,
  token?: string,
) {
  const form = new FormData();
  if (file)
    form.append('file', new File([Buffer.from(file.bytes)], file.name, { type: file.type }));
  const search = new URLSearchParams({
    shipmentId: String(query.shipmentId),
    orderId: String(query.orderId),
    category: query.category,
    ...(query.boxId === undefined ? {} : { boxId: String(query.boxId) }),
  });
  return server.request('POST', `/api/ShipmentDocument/create?${search}`, {
    form,
    ...(token ? { token } : {}),
  });
}

function download(shipmentId: number, token?: string) {
  return server.request('GET', `/api/ShipmentDocument/downloadDocuments?shipmentId=${shipmentId}`, {
    ...(token ? { token } : {}),
  });
}

function remove(documentId: number, token?: string) {
  return server.request('DELETE', `/api/ShipmentDocument/delete?DocumentId=${documentId}`, {
    ...(token ? { token } : {}),
  });
}

async function pageCount(body: Uint8Array): Promise<number> {
  return (await PDFDocument.load(body)).getPageCount();
}

function storedFiles(): string[] {
  try {
    return readdirSync(documentsDir(server.config));
  } catch {
    return [];
  }
}

describe('POST /api/ShipmentDocument/create + GET downloadDocuments (quote §7, issue 4)', () => {
  it('stores an uploaded PDF and a PNG under server-made names; the download has both', async () => {
    const { orderId, shipmentId, boxIds } = await ownersShipment();
    const pdf = await upload(
      { shipmentId, orderId, category: 'receipt', boxId: boxIds[1] },
      { bytes: await onePagePdf(), name: '../../etc/receipt.pdf', type: 'application/pdf' },
      owner.token,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.body).toMatchObject({
      shipmentId,
      orderId,
      category: 'receipt',
      boxId: boxIds[1],
      file: 'receipt.pdf',
    });
    expect(pdf.body.shipmentDocumentId).toBeGreaterThan(0);

    const png = await upload(
      { shipmentId, orderId, category: 'photo' },
      { bytes: PNG_PIXEL, name: 'box.png', type: 'image/png' },
      owner.token,
    );
    expect(png.status).toBe(200);

    const rows = await server.deps.db
      .select()
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.shipmentId, shipmentId));
    for (const row of rows) {
      expect(row.storedName).toMatch(/^[0-9a-f-]{36}\.(pdf|png)$/);
      expect(storedFiles()).toContain(row.storedName);
    }

    const response = await download(shipmentId, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      `shipment-${shipmentId}-documents.pdf`,
    );
    expect(await pageCount(response.body)).toBe(2);
  });

  it('refuses a disguised upload (HTML named .pdf), a broken PNG and a WebP with 415, storing nothing', async () => {
    const { orderId, shipmentId } = await ownersShipment();
    const before = storedFiles().length;
    const disguised = await upload(
      { shipmentId, orderId, category: 'receipt' },
      {
        bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
        name: 'invoice.pdf',
        type: 'application/pdf',
      },
      owner.token,
    );
    expect(disguised.status).toBe(415);
    expect(disguised.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'file' }));
    const brokenPng = await upload(
      { shipmentId, orderId, category: 'photo' },
      { bytes: PNG_PIXEL.subarray(0, 20), name: 'photo.png', type: 'image/png' },
      owner.token,
    );
    expect(brokenPng.status).toBe(415);
    // A real picture kind, but not one a document may be (it could not join the PDF download).
    const webp = await upload(
      { shipmentId, orderId, category: 'photo' },
      {
        bytes: new Uint8Array([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]),
        name: 'photo.webp',
        type: 'image/webp',
      },
      owner.token,
    );
    expect(webp.status).toBe(415);
    expect(storedFiles()).toHaveLength(before);
    const rows = await server.deps.db
      .select()
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.shipmentId, shipmentId));
    expect(rows).toHaveLength(0);
  });

  it('answers 400 naming the field without a file, and without a category', async () => {
    const { orderId, shipmentId } = await ownersShipment();
    const noFile = await upload({ shipmentId, orderId, category: 'receipt' }, null, owner.token);
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'file' }));
    const noCategory = await server.request(
      'POST',
      `/api/ShipmentDocument/create?shipmentId=${shipmentId}&orderId=${orderId}`,
      { form: new FormData(), token: owner.token },
    );
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'category' }),
    );
  });

  it("answers 404 for another user's shipment, a mismatched order and another shipment's box", async () => {
    const mine = await ownersShipment();
    const other = await ownersShipment();
    const file = { bytes: await onePagePdf(), name: 'a.pdf', type: 'application/pdf' };
    const query = { shipmentId: mine.shipmentId, orderId: mine.orderId, category: 'receipt' };
    expect((await upload(query, file, stranger.token)).status).toBe(404);
    expect((await upload(query, file)).status).toBe(404);
    expect((await upload({ ...query, orderId: other.orderId }, file, owner.token)).status).toBe(
      404,
    );
    expect((await upload({ ...query, boxId: other.boxIds[0] }, file, owner.token)).status).toBe(
      404,
    );
    expect((await download(mine.shipmentId, stranger.token)).status).toBe(404);
  });

  it('answers 404 for the download of a shipment without documents', async () => {
    const { shipmentId } = await ownersShipment();
    const response = await download(shipmentId, owner.token);
    expect(response.status).toBe(404);
  });
});

describe('DELETE /api/ShipmentDocument/delete?DocumentId (quote §7): owner only', () => {
  it('lets only the owner delete an upload; the file and its place in the download go', async () => {
    const { orderId, shipmentId } = await ownersShipment();
    const kept = await upload(
      { shipmentId, orderId, category: 'receipt' },
      { bytes: await onePagePdf([300, 300]), name: 'kept.pdf', type: 'application/pdf' },
      owner.token,
    );
    const doomed = await upload(
      { shipmentId, orderId, category: 'receipt' },
      { bytes: await onePagePdf(), name: 'doomed.pdf', type: 'application/pdf' },
      owner.token,
    );
    const documentId: number = doomed.body.shipmentDocumentId;
    const [row] = await server.deps.db
      .select()
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.shipmentDocumentId, documentId));

    expect((await remove(documentId, stranger.token)).status).toBe(404);
    expect((await remove(documentId)).status).toBe(404);
    const deleted = await remove(documentId, owner.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(storedFiles()).not.toContain(row?.storedName);
    expect((await remove(documentId, owner.token)).status).toBe(404);

    // Only the kept upload is left: the download is that PDF as it was stored.
    const response = await download(shipmentId, owner.token);
    const pdf = await PDFDocument.load(response.body);
    expect(pdf.getPages().map((page) => page.getSize())).toEqual([{ width: 300, height: 300 }]);
    expect(kept.status).toBe(200);
  });

  it('refuses to delete the generated label with 409 (it goes with the label)', async () => {
    const { shipmentId } = await ownersShipment();
    const label = await server.request('POST', `/api/Labels/create-label/${shipmentId}`, {
      token: owner.token,
    });
    expect(label.status).toBe(200);
    const [document] = await server.deps.db
      .select()
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.shipmentId, shipmentId));
    if (!document) throw new Error('no label document');
    expect((await remove(document.shipmentDocumentId, owner.token)).status).toBe(409);
    expect((await remove(document.shipmentDocumentId, stranger.token)).status).toBe(404);
  });

  it('answers 400 naming DocumentId when it is missing', async () => {
    const response = await server.request('DELETE', '/api/ShipmentDocument/delete', {
      token: owner.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'DocumentId' }),
    );
  });
});
