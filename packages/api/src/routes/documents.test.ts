import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SHIPMENT_UPLOADED_DOCUMENTS_MAX } from '@bikeship/core/constants';
import { eq, like } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentDocuments, storedFiles as storedFilesTable } from '../db/schema';
import { uploadsDir } from '../storage/dataDirFileStore';
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

/** The stored names of every document's bytes, wherever this server keeps them. */
async function storedFiles(): Promise<string[]> {
  if (server.deps.files.kind === 'postgres') {
    const rows = await server.deps.db
      .select({ key: storedFilesTable.key })
      .from(storedFilesTable)
      .where(like(storedFilesTable.key, 'documents/%'));
    return rows.map((row) => row.key.slice('documents/'.length));
  }
  return readdir(join(uploadsDir(server.config.DATA_DIR), 'documents')).catch(() => []);
}

describe('POST /api/ShipmentDocument/create + GET downloadDocuments (quote §7)', () => {
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
      expect(await storedFiles()).toContain(row.storedName);
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
    const before = (await storedFiles()).length;
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
    expect(await storedFiles()).toHaveLength(before);
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

/** A real 1×1 grey JPEG: SOI, DQT, SOF0, two DHT, SOS, one byte of scan data, EOI. */
const JPEG_PIXEL = Buffer.from(
  '/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);

const withText = (bytes: Uint8Array, text: string): Uint8Array =>
  Buffer.concat([bytes, Buffer.from(text, 'latin1')]);

/** A one-page PDF that runs a script as soon as it is opened. */
async function openActionPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  pdf.catalog.set(
    PDFName.of('OpenAction'),
    pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.launchURL("https://evil.example")') }),
  );
  return pdf.save();
}

async function documentRows(shipmentId: number) {
  return server.deps.db
    .select()
    .from(shipmentDocuments)
    .where(eq(shipmentDocuments.shipmentId, shipmentId));
}

describe('POST /api/ShipmentDocument/create: uploads are what they claim', () => {
  it('accepts a JPEG, which joins the download', async () => {
    const { orderId, shipmentId } = await ownersShipment();
    const jpeg = await upload(
      { shipmentId, orderId, category: 'photo' },
      { bytes: JPEG_PIXEL, name: 'box.jpeg', type: 'image/jpeg' },
      owner.token,
    );
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.file).toBe('box.jpg');
    const response = await download(shipmentId, owner.token);
    expect(await pageCount(response.body)).toBe(1);
  });

  it.each([
    [
      'a PDF with /OpenAction /JavaScript is refused',
      openActionPdf,
      'receipt.pdf',
      /This PDF cannot be uploaded: it carries active content: JavaScript/,
    ],
    [
      'a PDF with an embedded file is refused',
      async () => {
        const pdf = await PDFDocument.create();
        pdf.addPage([612, 792]);
        await pdf.attach(Buffer.from('MZ'), 'setup.exe', { mimeType: 'application/x-msdownload' });
        return pdf.save();
      },
      'invoice.pdf',
      /embedded file/,
    ],
    [
      'a file that only starts with %PDF- is refused',
      async () => withText(Buffer.from('%PDF-1.7\n'), '<html><script>alert(1)</script></html>'),
      'invoice.pdf',
      /This PDF cannot be uploaded: .*%%EOF/,
    ],
    [
      'a PNG with HTML appended after IEND is refused',
      async () => withText(PNG_PIXEL, '<html><script>alert(document.cookie)</script></html>'),
      'photo.png',
      /This PNG cannot be uploaded: .*after the end of the picture \(IEND\)/,
    ],
    [
      'a JPEG with a script appended after EOI is refused',
      async () => withText(JPEG_PIXEL, '<script>alert(document.cookie)</script>'),
      'photo.jpg',
      /This JPEG cannot be uploaded: .*after the end of the picture \(EOI\)/,
    ],
  ])('%s with 415 naming file, storing nothing', async (_rule, bytes, name, why) => {
    const { orderId, shipmentId } = await ownersShipment();
    const before = await storedFiles();
    const response = await upload(
      { shipmentId, orderId, category: 'receipt' },
      { bytes: await bytes(), name, type: 'application/octet-stream' },
      owner.token,
    );
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      message: expect.stringMatching(why),
      errors: [{ propertyName: 'file', message: expect.stringMatching(why) }],
    });
    expect(await storedFiles()).toEqual(before);
    expect(await documentRows(shipmentId)).toEqual([]);
  });

  it(`takes at most ${SHIPMENT_UPLOADED_DOCUMENTS_MAX} uploaded documents per shipment (409 naming file); generated ones do not count`, async () => {
    const { orderId, shipmentId } = await ownersShipment();
    const row = (generated: boolean) => ({
      shipmentId,
      orderId,
      category: generated ? 'label' : 'receipt',
      fileName: 'earlier.pdf',
      storedName: `${randomUUID()}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 100,
      generated,
    });
    await server.deps.db
      .insert(shipmentDocuments)
      .values([
        ...Array.from({ length: SHIPMENT_UPLOADED_DOCUMENTS_MAX - 1 }, () => row(false)),
        row(true),
        row(true),
      ]);
    const file = { bytes: PNG_PIXEL, name: 'box.png', type: 'image/png' };
    const query = { shipmentId, orderId, category: 'photo' };
    const last = await upload(query, file, owner.token);
    expect(last.status).toBe(200);

    const before = await storedFiles();
    const over = await upload(query, file, owner.token);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      message: expect.stringContaining(String(SHIPMENT_UPLOADED_DOCUMENTS_MAX)),
      errors: [{ propertyName: 'file', message: expect.stringContaining('delete one') }],
    });
    expect(await storedFiles()).toEqual(before);
    expect(await documentRows(shipmentId)).toHaveLength(SHIPMENT_UPLOADED_DOCUMENTS_MAX + 2);
  });

  it('lets only one of two uploads racing for the last place in', async () => {
    const { orderId, shipmentId } = await ownersShipment();
    await server.deps.db.insert(shipmentDocuments).values(
      Array.from({ length: SHIPMENT_UPLOADED_DOCUMENTS_MAX - 1 }, () => ({
        shipmentId,
        orderId,
        category: 'receipt',
        fileName: 'earlier.pdf',
        storedName: `${randomUUID()}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 100,
      })),
    );
    const before = (await storedFiles()).length;
    const query = { shipmentId, orderId, category: 'photo' };
    const file = { bytes: PNG_PIXEL, name: 'box.png', type: 'image/png' };
    const answers = await Promise.all([
      upload(query, file, owner.token),
      upload(query, file, owner.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await documentRows(shipmentId)).toHaveLength(SHIPMENT_UPLOADED_DOCUMENTS_MAX);
    expect(await storedFiles()).toHaveLength(before + 1);
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
    expect(await storedFiles()).not.toContain(row?.storedName);
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
