import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { claimFiles, claims, shipmentDocuments, storedFiles, users } from '../db/schema';
import { outboxDir } from '../integrations/mail';
import { type RunningServer, startServer } from '../server';
import { readClaimFile } from '../services/claims';
import { ORDER_KEY_HEADER } from '../services/orderAccess';
import { DENVER, insertOrder, PORTLAND, ROAD_BIKE_BOX, WHEEL_BOX } from '../testing/shipmentOrders';
import { withDatabaseName } from '../testing/testDatabase';
import { testConfig } from '../testing/testServer';
import { uploadsDir } from './dataDirFileStore';

/**
 * DESIGN.md §7: many stateless API processes behind a load balancer on one PostgreSQL. Two
 * servers, each started as `main.ts` starts one — its own data folder, its own connection pool,
 * DATABASE_URL naming the same database — stand for two processes: a file written through one
 * must be readable through the other. Only PostgreSQL runs several processes, so this needs it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two API processes on one PostgreSQL share uploads, labels and claim files',
  () => {
    interface Process {
      running: RunningServer;
      dataDir: string;
    }
    let first: Process;
    let second: Process;
    let databaseName = '';
    let adminUrl = '';

    async function admin(statement: string): Promise<void> {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    }

    async function startProcess(databaseUrl: string): Promise<Process> {
      const dataDir = mkdtempSync(join(tmpdir(), 'bikeship-process-'));
      const running = await startServer(testConfig(dataDir, { DATABASE_URL: databaseUrl }), {
        logger: pino({ level: 'silent' }),
      });
      return { running, dataDir };
    }

    beforeAll(async () => {
      const templateUrl = inject('postgresTemplateUrl');
      if (!templateUrl) throw new Error('globalSetup made no PostgreSQL template');
      adminUrl = withDatabaseName(templateUrl, 'postgres');
      databaseName = `bikeship_test_${process.pid}_shared_${Math.random().toString(36).slice(2, 8)}`;
      const templateName = new URL(templateUrl).pathname.slice(1);
      await admin(`CREATE DATABASE "${databaseName}" TEMPLATE "${templateName}"`);
      const databaseUrl = withDatabaseName(templateUrl, databaseName);
      // Started together, as a deployment starts its processes.
      [first, second] = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)]);
    });

    afterAll(async () => {
      for (const apiProcess of [first, second]) {
        if (!apiProcess) continue;
        await apiProcess.running.close();
        rmSync(apiProcess.dataDir, { recursive: true, force: true });
      }
      if (databaseName) await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    });

    /** A paid guest order with one domestic stage of two boxes, and the guest's key header. */
    async function guestShipment() {
      const order = await insertOrder(first.running.deps.db, {
        userId: null,
        stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX, WHEEL_BOX] }],
      });
      const stage = order.shipments[0];
      if (!stage || !order.orderKey) throw new Error('no guest stage');
      return {
        orderId: order.orderId,
        shipmentId: stage.shipmentId,
        headers: { [ORDER_KEY_HEADER]: order.orderKey },
      };
    }

    async function call(
      on: Process,
      method: string,
      path: string,
      init: { headers: Record<string, string>; json?: unknown; form?: FormData },
    ): Promise<Response> {
      const headers = { ...init.headers };
      let body: BodyInit | undefined = init.form;
      if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      }
      return fetch(`${on.running.url}${path}`, { method, headers, body });
    }

    async function downloadFrom(on: Process, shipmentId: number, headers: Record<string, string>) {
      const response = await call(
        on,
        'GET',
        `/api/ShipmentDocument/downloadDocuments?shipmentId=${shipmentId}`,
        { headers },
      );
      expect(response.status).toBe(200);
      return new Uint8Array(await response.arrayBuffer());
    }

    it('a document uploaded to one process downloads from the other, byte for byte', async () => {
      const { orderId, shipmentId, headers } = await guestShipment();
      const pdf = await PDFDocument.create();
      pdf.addPage([300, 300]);
      const bytes = await pdf.save();
      const form = new FormData();
      form.append(
        'file',
        new File([Buffer.from(bytes)], 'receipt.pdf', { type: 'application/pdf' }),
      );
      const search = new URLSearchParams({
        shipmentId: String(shipmentId),
        orderId: String(orderId),
        category: 'receipt',
      });
      const uploaded = await call(first, 'POST', `/api/ShipmentDocument/create?${search}`, {
        headers,
        form,
      });
      expect(uploaded.status).toBe(200);

      // A lone PDF downloads exactly as it was stored.
      expect(Buffer.from(await downloadFrom(second, shipmentId, headers))).toEqual(
        Buffer.from(bytes),
      );
      // Neither process kept it on its own disk.
      for (const apiProcess of [first, second]) {
        expect(existsSync(uploadsDir(apiProcess.dataDir))).toBe(false);
      }

      // Deleted through the second process, gone for the first.
      const { shipmentDocumentId } = (await uploaded.json()) as { shipmentDocumentId: number };
      const deleted = await call(
        second,
        'DELETE',
        `/api/ShipmentDocument/delete?DocumentId=${shipmentDocumentId}`,
        { headers },
      );
      expect(deleted.status).toBe(200);
      const missing = await call(
        first,
        'GET',
        `/api/ShipmentDocument/downloadDocuments?shipmentId=${shipmentId}`,
        { headers },
      );
      expect(missing.status).toBe(404);
    });

    it('a label made on one process downloads from and is mailed by the other', async () => {
      const { shipmentId, headers } = await guestShipment();
      const made = await call(first, 'POST', `/api/Labels/create-label/${shipmentId}`, { headers });
      expect(made.status).toBe(200);

      const label = await downloadFrom(second, shipmentId, headers);
      expect((await PDFDocument.load(label)).getPageCount()).toBe(2);

      const mailed = await call(second, 'POST', '/api/email/send', {
        headers,
        json: { emailName: 'LABELS', shipmentId, additionalRecipients: ['shop@example.com'] },
      });
      expect(mailed.status).toBe(200);
      const outbox = outboxDir({ DATA_DIR: second.dataDir });
      const [mailFile] = await readdir(outbox);
      if (!mailFile) throw new Error('the second process wrote no mail');
      const mail = await readFile(join(outbox, mailFile), 'utf8');
      expect(mail).toContain(`labels-shipment-${shipmentId}.pdf`);
      // The attachment is the label the first process made (base64, wrapped in lines).
      expect(mail.replace(/\r?\n/g, '')).toContain(Buffer.from(label).toString('base64'));
    });

    /** A registered customer (claims need a bearer token) with a paid order of one box. */
    async function customerOrder() {
      const [user] = await first.running.deps.db
        .insert(users)
        .values({
          email: `claimant-${Math.random().toString(36).slice(2, 10)}@example.com`,
          firstName: 'Ada',
          lastName: 'Rider',
          roles: ['Customer'],
          settings: {
            savePackages: true,
            saveAddresses: true,
            savePaymentMethods: true,
            mailingListOptIn: false,
            newsLetterOptIn: false,
          },
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      const { token } = await first.running.deps.tokens.issue({
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        roles: user.roles,
      });
      const order = await insertOrder(first.running.deps.db, {
        userId: user.id,
        stages: [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX] }],
      });
      return { userId: user.id, orderId: order.orderId, token };
    }

    it('a claim file uploaded to one process is read back, byte for byte, by the other', async () => {
      const { orderId, token } = await customerOrder();
      const pdf = await PDFDocument.create();
      pdf.addPage([200, 100]);
      const receipt = await pdf.save();
      const form = new FormData();
      for (const [name, value] of Object.entries({
        orderId: String(orderId),
        name: 'Ada Rider',
        email: 'ada.rider@example.com',
        claimType: 'loss',
        description: 'The box never arrived.',
        amountClaimed: '900',
      })) {
        form.append(name, value);
      }
      form.append('BillOfSalePics', new Blob([Buffer.from(receipt)]), 'receipt.pdf');
      const filed = await call(first, 'POST', '/api/Claim', {
        headers: { authorization: `Bearer ${token}` },
        form,
      });
      expect(filed.status).toBe(200);
      const { claimId } = (await filed.json()) as { claimId: number };
      const [file] = await second.running.deps.db
        .select()
        .from(claimFiles)
        .where(eq(claimFiles.claimId, claimId));
      if (!file) throw new Error('the claim has no file row');

      // No route serves claim files (only the claims desk reads them): through the store.
      const read = await readClaimFile(second.running.deps.files, claimId, file.storedName);
      expect(Buffer.from(read ?? [])).toEqual(Buffer.from(receipt));
      // Neither process kept it on its own disk.
      for (const apiProcess of [first, second]) {
        expect(existsSync(uploadsDir(apiProcess.dataDir))).toBe(false);
      }
    });

    it('a claim file written to a data folder before the upgrade is read, then shared through the database', async () => {
      const { userId, orderId } = await customerOrder();
      const [claim] = await first.running.deps.db
        .insert(claims)
        .values({
          orderId,
          userId,
          claimType: 'loss',
          name: 'Ada Rider',
          email: 'ada.rider@example.com',
          description: 'Filed before claim files moved into the file store.',
          amountClaimedCents: 10000,
        })
        .returning({ claimId: claims.claimId });
      if (!claim) throw new Error('claim insert returned nothing');
      // As the server before the file store left it: under the claim's folder on one disk only.
      const bytes = new TextEncoder().encode('%PDF-1.7 stand-in bytes of an old claim file');
      const storedName = `${'ab'.repeat(16)}.pdf`;
      const folder = join(uploadsDir(first.dataDir), 'claims', String(claim.claimId));
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, storedName), bytes);
      await first.running.deps.db.insert(claimFiles).values({
        claimId: claim.claimId,
        field: 'BillOfSalePics',
        storedName,
        originalName: 'old.pdf',
        contentType: 'application/pdf',
        sizeBytes: bytes.byteLength,
        sha256: 'not checked here',
      });

      const onFirst = await readClaimFile(first.running.deps.files, claim.claimId, storedName);
      expect(Buffer.from(onFirst ?? [])).toEqual(Buffer.from(bytes));
      // Once read where it was written, every process has it.
      const onSecond = await readClaimFile(second.running.deps.files, claim.claimId, storedName);
      expect(Buffer.from(onSecond ?? [])).toEqual(Buffer.from(bytes));
    });

    it('a document written to a data folder before the upgrade is served, then copied into the database', async () => {
      const { orderId, shipmentId, headers } = await guestShipment();
      // As the server before stored_files left it: bytes on the first process's disk only.
      const pdf = await PDFDocument.create();
      pdf.addPage([200, 200]);
      const bytes = await pdf.save();
      const storedName = `${crypto.randomUUID()}.pdf`;
      const folder = join(uploadsDir(first.dataDir), 'documents');
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, storedName), bytes);
      await first.running.deps.db.insert(shipmentDocuments).values({
        shipmentId,
        orderId,
        category: 'receipt',
        fileName: 'old.pdf',
        storedName,
        contentType: 'application/pdf',
        sizeBytes: bytes.byteLength,
      });

      expect(Buffer.from(await downloadFrom(first, shipmentId, headers))).toEqual(
        Buffer.from(bytes),
      );
      const copied = await first.running.deps.db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(eq(storedFiles.key, `documents/${storedName}`));
      expect(copied).toHaveLength(1);
      // From then on every process has it.
      expect(Buffer.from(await downloadFrom(second, shipmentId, headers))).toEqual(
        Buffer.from(bytes),
      );
    });
  },
);
