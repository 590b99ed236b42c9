import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CLAIM_FILE_MAX_BYTES,
  CLAIM_FILES_MAX,
  CLAIM_FILES_PER_LIST_MAX,
} from '@bikeship/core/constants';
import { eq, like } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import {
  claimFiles,
  claims,
  orderPackages,
  orders,
  shipments,
  storedFiles as storedFilesTable,
} from '../db/schema';
import { AUTH_COOKIE } from '../http/authentication';
import { fileClaim, readClaimFile } from '../services/claims';
import { uploadsDir } from '../storage/dataDirFileStore';
import { outboxMails } from '../testing/outboxMail';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let owner: { id: string; token: string };
let stranger: { id: string; token: string };
let pdfBytes: Uint8Array;
let openActionPdfBytes: Uint8Array;

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND). */
const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** A Windows executable: starts with the DOS header 'MZ'. */
const EXE_BYTES = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
const HTML_BYTES = new TextEncoder().encode(
  '<!DOCTYPE html><script>alert(document.cookie)</script>',
);
/** A real 1×1 grey JPEG: SOI, DQT, SOF0, two DHT, SOS, one byte of scan data, EOI. */
const JPEG_BYTES = Uint8Array.from(
  Buffer.from(
    '/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
    'base64',
  ),
);
const appended = (bytes: Uint8Array, text: string) =>
  new Uint8Array([...bytes, ...new TextEncoder().encode(text)]);

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
  stranger = await server.createUser();
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 100]).drawText('Receipt: road bike $1,450.00', { x: 10, y: 50, size: 10 });
  pdfBytes = await pdf.save();
  // The same receipt that would run a script as soon as it is opened.
  pdf.catalog.set(
    PDFName.of('OpenAction'),
    pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
  );
  openActionPdfBytes = await pdf.save();
});
afterAll(() => server.close());

const db = (): Database => server.deps.db;

/** An order of `userId` with one booked package; answers its id and tracking number. */
async function insertOrder(userId: string, status = 'paid') {
  const [order] = await db()
    .insert(orders)
    .values({
      userId,
      email: 'rider@example.com',
      firstName: 'Test',
      lastName: 'Rider',
      status,
      shipMode: 1,
      shipDate: '2026-05-04',
      request: {},
      fees: [],
    })
    .returning();
  if (!order) throw new Error('no order');
  const [shipment] = await db()
    .insert(shipments)
    .values({
      orderId: order.orderId,
      stage: 1,
      serviceCode: 3,
      service: 'Ground',
      shipDate: '2026-05-04',
      from: {},
      to: {},
    })
    .returning();
  if (!shipment) throw new Error('no shipment');
  const trackingNumber = `1ZCLAIM${order.orderId}${Math.random().toString(36).slice(2, 8)}`;
  await db().insert(orderPackages).values({
    shipmentId: shipment.shipmentId,
    orderId: order.orderId,
    package: {},
    trackingNumber,
  });
  return { orderId: order.orderId, trackingNumber };
}

function claimForm(
  orderId: number,
  files: [string, Uint8Array, string][],
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  const fields: Record<string, string> = {
    orderId: String(orderId),
    name: 'Test Rider',
    email: 'rider@example.com',
    phone: '+1 503 555 0100',
    claimType: 'damage',
    description: 'The rear derailleur hanger arrived bent and the box was crushed.',
    amountClaimed: '350.50',
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, bytes, fileName] of files)
    form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  return form;
}

const validFiles = (): [string, Uint8Array, string][] => [
  ['BillOfSalePics', pdfBytes, 'receipt.pdf'],
  ['OutsidePics', PNG_BYTES, 'crushed-box.jpg'],
];

async function claimRowsOf(orderId: number) {
  return db().select().from(claims).where(eq(claims.orderId, orderId));
}

/**
 * Every claim file in the server's file store, as `<claimId>/<storedName>`: rows of
 * `stored_files` on PostgreSQL, files of the data folder on the embedded database.
 */
async function storedClaimFiles(): Promise<string[]> {
  if (server.deps.files.kind === 'postgres') {
    const rows = await db()
      .select({ key: storedFilesTable.key })
      .from(storedFilesTable)
      .where(like(storedFilesTable.key, 'claims/%'));
    return rows.map((row) => row.key.slice('claims/'.length)).sort();
  }
  const root = join(uploadsDir(server.config.DATA_DIR), 'claims');
  const folders = await readdir(root).catch(() => []);
  const files = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(join(root, folder))).map((name) => `${folder}/${name}`),
    ),
  );
  return files.flat().sort();
}

describe('POST /api/Claim (quote §3, §7, §9; pictures checked by content, stored outside any served folder)', () => {
  it('files a claim on an own order: rows, and files under server-made names with the detected type', async () => {
    const { orderId, trackingNumber } = await insertOrder(owner.id);
    const response = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, validFiles(), { trackingNumber }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, claimId: expect.any(Number) });
    const { claimId } = response.body;

    const [claim] = await claimRowsOf(orderId);
    expect(claim).toMatchObject({
      claimId,
      userId: owner.id,
      claimType: 'damage',
      trackingNumber,
      amountClaimedCents: 35050,
      status: 'submitted',
    });
    const files = await db().select().from(claimFiles).where(eq(claimFiles.claimId, claimId));
    expect(files).toHaveLength(2);
    const png = files.find((file) => file.field === 'OutsidePics');
    const pdf = files.find((file) => file.field === 'BillOfSalePics');
    // The client called the PNG '.jpg': its content decides the type and the stored extension.
    expect(png).toMatchObject({ contentType: 'image/png', originalName: 'crushed-box.jpg' });
    expect(png?.storedName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(pdf).toMatchObject({ contentType: 'application/pdf', originalName: 'receipt.pdf' });
    expect(pdf?.storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    if (!png || !pdf) throw new Error('files missing');
    // Compared as Buffers: PostgreSQL hands bytea back as a Buffer.
    const stored = async (name: string) =>
      Buffer.from((await readClaimFile(server.deps.files, claimId, name)) ?? []);
    expect(await stored(png.storedName)).toEqual(Buffer.from(PNG_BYTES));
    expect(await stored(pdf.storedName)).toEqual(Buffer.from(pdfBytes));
    const ofThisClaim = (await storedClaimFiles()).filter((key) => key.startsWith(`${claimId}/`));
    expect(ofThisClaim).toEqual(
      [`${claimId}/${png.storedName}`, `${claimId}/${pdf.storedName}`].sort(),
    );
  });

  it("mails the claim number to the claim's e-mail address before it answers, and no mail for a refused claim", async () => {
    const { orderId, trackingNumber } = await insertOrder(owner.id);
    const email = `claimant.${orderId}@example.com`;
    const refused = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, [['BillOfSalePics', pdfBytes, 'receipt.pdf']], { email }),
    });
    expect(refused.status).toBe(400);
    const toClaimant = async () =>
      (await outboxMails(server.config)).filter((mail) =>
        new RegExp(`^To: .*${email}`, 'im').test(mail.headers),
      );
    expect(await toClaimant()).toEqual([]);

    const response = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, validFiles(), { email, trackingNumber }),
    });
    expect(response.status).toBe(200);
    const { claimId } = response.body;
    // Already in the outbox when the answer came: the confirmation's "we emailed it" is true.
    const mails = await toClaimant();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.headers).toMatch(
      new RegExp(`^Subject: Your claim #${claimId} on order #${orderId} is filed`, 'm'),
    );
    expect(mail?.text).toContain(`Your claim number is ${claimId}`);
    expect(mail?.text).toMatch(new RegExp(`Claim number:\\s+${claimId}\\b`));
    expect(mail?.text).toContain(trackingNumber);
    expect(mail?.text).toContain('$350.50');
    expect(mail?.html).toContain(`Your claim number is ${claimId}`);
  });

  it.each([
    ['an .exe renamed .jpg', 'OutsidePics', EXE_BYTES, 'damage.jpg'],
    ['an HTML page named .png', 'InsidePics', HTML_BYTES, 'inside.png'],
    ['a text file named .pdf', 'BillOfSalePics', new TextEncoder().encode('not a pdf'), 'bill.pdf'],
  ])(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_what, field, bytes, name) => {
      const { orderId } = await insertOrder(owner.id);
      const before = await storedClaimFiles();
      const response = await server.request('POST', '/api/Claim', {
        token: owner.token,
        form: claimForm(orderId, [...validFiles(), [field, bytes, name]]),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ propertyName: field, message: expect.stringContaining(name) }),
      ]);
      expect(await claimRowsOf(orderId)).toEqual([]);
      expect(await storedClaimFiles()).toEqual(before);
    },
  );

  it('accepts a JPEG picture', async () => {
    const { orderId } = await insertOrder(owner.id);
    const response = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, [...validFiles(), ['InsidePics', JPEG_BYTES, 'inside.jpeg']]),
    });
    expect(response.status).toBe(200);
    const files = await db()
      .select()
      .from(claimFiles)
      .where(eq(claimFiles.claimId, response.body.claimId));
    expect(files.find((file) => file.field === 'InsidePics')).toMatchObject({
      contentType: 'image/jpeg',
    });
  });

  it.each([
    [
      'a PDF with /OpenAction /JavaScript is refused',
      'BillOfSalePics',
      () => openActionPdfBytes,
      'receipt.pdf',
      /active content: JavaScript/,
    ],
    [
      'a file that only starts with %PDF- is refused',
      'EstimatePics',
      () => appended(new TextEncoder().encode('%PDF-1.7\n'), '<html><script>x()</script>'),
      'estimate.pdf',
      /%%EOF/,
    ],
    [
      'a PNG with HTML appended after IEND is refused',
      'OutsidePics',
      () => appended(PNG_BYTES, '<html><script>alert(1)</script></html>'),
      'box.png',
      /after the end of the picture \(IEND\)/,
    ],
    [
      'a JPEG with a script appended after EOI is refused',
      'PackingPics',
      () => appended(JPEG_BYTES, '<script>alert(document.cookie)</script>'),
      'packing.jpg',
      /after the end of the picture \(EOI\)/,
    ],
  ])(
    '%s: 400 naming the list and the file, nothing stored',
    async (_rule, field, bytes, name, why) => {
      const { orderId } = await insertOrder(owner.id);
      const before = await storedClaimFiles();
      const response = await server.request('POST', '/api/Claim', {
        token: owner.token,
        form: claimForm(orderId, [...validFiles(), [field, bytes(), name]]),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { propertyName: field, message: expect.stringContaining(name) },
      ]);
      expect(response.body.errors[0].message).toMatch(why);
      expect(await claimRowsOf(orderId)).toEqual([]);
      expect(await storedClaimFiles()).toEqual(before);
    },
  );

  it('leaves no row and no file when the commit fails after the files were stored', async () => {
    const { orderId } = await insertOrder(owner.id);
    const before = await storedClaimFiles();
    const realDb = db();
    // The commit fails after the transaction's last step (storing the files) has run.
    const failingDb = new Proxy(realDb, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (work: Parameters<Database['transaction']>[0]) =>
          target.transaction(async (tx) => {
            await work(tx);
            throw new Error('commit failed');
          });
      },
    });
    const user = await server.deps.tokens.verify(owner.token);
    if (!user) throw new Error('token did not verify');
    await expect(
      fileClaim(
        {
          db: failingDb,
          files: server.deps.files,
          logger: pino({ level: 'silent' }),
          mailer: server.deps.mailer,
          config: server.config,
        },
        user,
        claimForm(orderId, validFiles()),
      ),
    ).rejects.toThrow('commit failed');
    expect(await claimRowsOf(orderId)).toEqual([]);
    expect(await storedClaimFiles()).toEqual(before);
  });

  it("answers another user's order with 404 and a missing one the same way", async () => {
    const { orderId } = await insertOrder(stranger.id);
    const theirs = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, validFiles()),
    });
    expect(theirs.status).toBe(404);
    const missing = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(999_999, validFiles()),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(theirs.body.message);
    const beyondAnyId = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, validFiles(), { orderId: '99999999999' }),
    });
    // An id beyond a database integer is refused by the shared id schema before any query.
    expect(beyondAnyId.status).toBe(400);
    expect(beyondAnyId.body.errors).toEqual([expect.objectContaining({ propertyName: 'orderId' })]);
    expect(await claimRowsOf(orderId)).toEqual([]);
  });

  it('answers 401 without a bearer token, also with only the session cookie (shell §6)', async () => {
    const { orderId } = await insertOrder(owner.id);
    const anonymous = await server.request('POST', '/api/Claim', {
      form: claimForm(orderId, validFiles()),
    });
    expect(anonymous.status).toBe(401);
    const cookieOnly = await server.request('POST', '/api/Claim', {
      cookie: `${AUTH_COOKIE}=${owner.token}`,
      form: claimForm(orderId, validFiles()),
    });
    expect(cookieOnly.status).toBe(401);
    expect(await claimRowsOf(orderId)).toEqual([]);
  });

  it(`refuses a file over ${CLAIM_FILE_MAX_BYTES / 1024 / 1024} MB with 413 naming the field`, async () => {
    const { orderId } = await insertOrder(owner.id);
    const oversized = new Uint8Array(CLAIM_FILE_MAX_BYTES + 1);
    oversized.set(PNG_BYTES);
    const response = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, [...validFiles(), ['InsidePics', oversized, 'huge.png']]),
    });
    expect(response.status).toBe(413);
    expect(response.body.errors).toEqual([expect.objectContaining({ propertyName: 'InsidePics' })]);
    expect(await claimRowsOf(orderId)).toEqual([]);
  });

  it('refuses text named .png at its list, in words the customer reads (a walk saw "BillOfSalePics" in the message)', async () => {
    const { orderId } = await insertOrder(owner.id);
    const text = new TextEncoder().encode('not a picture at all');
    const response = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, [['BillOfSalePics', text, 'receipt.png'], ...validFiles()]),
    });
    expect(response.status).toBe(400);
    const [error] = response.body.errors;
    expect(error).toMatchObject({ propertyName: 'BillOfSalePics' });
    expect(error.message).toContain('"receipt.png" in the bill of sale cannot be accepted');
    expect(response.body.message).not.toContain('BillOfSalePics');
    expect(await claimRowsOf(orderId)).toEqual([]);
  });

  it(`refuses more than ${CLAIM_FILES_PER_LIST_MAX} files in one list with 400 naming it`, async () => {
    const { orderId } = await insertOrder(owner.id);
    const tooMany = Array.from(
      { length: CLAIM_FILES_PER_LIST_MAX + 1 },
      (_, index): [string, Uint8Array, string] => [
        'PackingPics',
        PNG_BYTES,
        `packing-${index}.png`,
      ],
    );
    const response = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, [...validFiles(), ...tooMany]),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ propertyName: 'PackingPics' }),
    ]);
    expect(await claimRowsOf(orderId)).toEqual([]);
  });

  it(`refuses more than ${CLAIM_FILES_MAX} files in all with 400 naming the list that went over`, async () => {
    const { orderId } = await insertOrder(owner.id);
    const list = (field: string): [string, Uint8Array, string][] =>
      Array.from({ length: CLAIM_FILES_PER_LIST_MAX }, (_, index) => [
        field,
        PNG_BYTES,
        `${field}-${index}.png`,
      ]);
    // 2 + 10 + 10 = 22 files before InsidePics, whose 9th is the 31st.
    const files = [...validFiles(), ...list('EstimatePics'), ...list('PackingPics')];
    files.push(...list('InsidePics').slice(0, CLAIM_FILES_MAX - files.length + 1));
    expect(files).toHaveLength(CLAIM_FILES_MAX + 1);
    const before = await storedClaimFiles();
    const response = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, files),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: expect.stringContaining(String(CLAIM_FILES_MAX)),
      errors: [{ propertyName: 'InsidePics', message: expect.stringContaining('in all') }],
    });
    expect(await claimRowsOf(orderId)).toEqual([]);
    expect(await storedClaimFiles()).toEqual(before);

    // Exactly the cap is fine.
    const atCap = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, files.slice(0, CLAIM_FILES_MAX)),
    });
    expect(atCap.status).toBe(200);
  });

  it('answers bad plain fields with 400 and the field names (core claim schema)', async () => {
    const { orderId } = await insertOrder(owner.id);
    const response = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, validFiles(), {
        orderId: '1.5',
        email: 'not-an-email',
        amountClaimed: 'lots',
        description: 'x'.repeat(5000),
      }),
    });
    expect(response.status).toBe(400);
    const names = response.body.errors.map((error: { propertyName: string }) => error.propertyName);
    expect(names).toEqual(
      expect.arrayContaining(['orderId', 'email', 'amountClaimed', 'description']),
    );
  });

  it('requires the bill of sale, and a picture of the damage for a damage claim', async () => {
    const { orderId } = await insertOrder(owner.id);
    const noBill = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, [['OutsidePics', PNG_BYTES, 'box.png']]),
    });
    expect(noBill.status).toBe(400);
    expect(noBill.body.errors[0].propertyName).toBe('BillOfSalePics');
    const noDamagePicture = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, [['BillOfSalePics', pdfBytes, 'receipt.pdf']]),
    });
    expect(noDamagePicture.status).toBe(400);
    expect(noDamagePicture.body.errors[0].propertyName).toBe('OutsidePics');
    // Both at once when both are missing: the customer hears everything in one answer.
    const nothing = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, []),
    });
    expect(nothing.status).toBe(400);
    expect(
      nothing.body.errors.map((error: { propertyName: string }) => error.propertyName),
    ).toEqual(['BillOfSalePics', 'OutsidePics']);
    // A lost package has no damage to show: the bill of sale is enough.
    const loss = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, [['BillOfSalePics', pdfBytes, 'receipt.pdf']], {
        claimType: 'loss',
      }),
    });
    expect(loss.status).toBe(200);
  });

  it("refuses a tracking number that is not one of the order's packages", async () => {
    const { orderId } = await insertOrder(owner.id);
    const other = await insertOrder(owner.id);
    const response = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, validFiles(), { trackingNumber: other.trackingNumber }),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].propertyName).toBe('trackingNumber');
  });

  it('refuses a claim on an order that was never paid (409)', async () => {
    const { orderId } = await insertOrder(owner.id, 'temporary');
    const response = await server.request('POST', '/api/Claim', {
      token: owner.token,
      form: claimForm(orderId, validFiles()),
    });
    expect(response.status).toBe(409);
    expect(await claimRowsOf(orderId)).toEqual([]);
  });
});
