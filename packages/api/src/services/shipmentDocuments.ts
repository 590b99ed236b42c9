import {
  SHIPMENT_DOCUMENT_CONTENT_TYPES,
  SHIPMENT_UPLOADED_DOCUMENTS_MAX,
  type ShipmentDocumentContentType,
  UPLOAD_MAX_CONTENT_LENGTH_BYTES,
} from '@bikeship/core/constants';
import type { CreateShipmentDocumentQuery, ShipmentDocument } from '@bikeship/core/schemas';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Database } from '../db/database';
import { orderPackages, shipmentDocuments } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { badField, HttpError, notFound } from '../http/httpError';
import { readDocumentFile, removeDocumentFile, saveDocumentFile } from './documentStore';
import { checkUpload } from './fileSignature';
import { type AccessFor, findOwnedShipment } from './shipmentAccess';

type DocumentDeps = Pick<AppDeps, 'db' | 'config'>;
type DocumentRow = typeof shipmentDocuments.$inferSelect;

/** The kinds of file a shipment document may be, as recognised from its bytes. */
interface DocumentKind {
  contentType: ShipmentDocumentContentType;
  extension: 'pdf' | 'png' | 'jpg';
}

/** The extension a stored document gets, for each kind the browser may send (core constants). */
const DOCUMENT_EXTENSIONS: Record<ShipmentDocumentContentType, DocumentKind['extension']> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

const isDocumentContentType = (type: string | undefined): type is ShipmentDocumentContentType =>
  (SHIPMENT_DOCUMENT_CONTENT_TYPES as readonly (string | undefined)[]).includes(type);

/** Why an upload is refused: a sentence end ("it …"), or null for "not a PDF, PNG or JPEG". */
interface DocumentRefusal {
  label: string;
  problem: string | null;
}

/**
 * What a file really is, from its bytes (never from its name or the client's content type):
 * sound throughout and without active content (`checkUpload` of services/fileSignature.ts), and
 * one that can actually be read, since every document must fit into the shipment's merged PDF
 * download. Documents are SHIPMENT_DOCUMENT_CONTENT_TYPES only (PDF, PNG, JPEG — not the WebP
 * and HEIC that claim photos may be), the list the browser checks before it sends a file.
 */
async function identifyDocument(bytes: Uint8Array): Promise<DocumentKind | DocumentRefusal> {
  const check = checkUpload(bytes);
  const detected = check.type?.contentType;
  const kind: DocumentKind | null = isDocumentContentType(detected)
    ? { contentType: detected, extension: DOCUMENT_EXTENSIONS[detected] }
    : null;
  if (!kind || !check.type) return { label: 'file', problem: null };
  if (!check.accepted) return { label: check.type.label, problem: check.problem };
  try {
    if (kind.extension === 'pdf') {
      const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
      if (pdf.getPageCount() === 0) return { label: 'PDF', problem: 'it has no pages' };
    } else {
      const probe = await PDFDocument.create();
      await (kind.extension === 'png' ? probe.embedPng(bytes) : probe.embedJpg(bytes));
    }
  } catch {
    return { label: check.type.label, problem: null };
  }
  return kind;
}

/** The uploaded (not server-made) documents of a shipment. */
async function uploadedDocumentCount(db: Database, shipmentId: number): Promise<number> {
  const [row] = await db
    .select({ documents: count() })
    .from(shipmentDocuments)
    .where(
      and(eq(shipmentDocuments.shipmentId, shipmentId), eq(shipmentDocuments.generated, false)),
    );
  return row?.documents ?? 0;
}

function shipmentFull(): HttpError {
  const message = `A shipment holds at most ${SHIPMENT_UPLOADED_DOCUMENTS_MAX} uploaded documents: delete one to add another`;
  return new HttpError(409, message, [{ propertyName: 'file', message }]);
}

/**
 * The first key of the two-number advisory locks that serialise uploads to one shipment (the
 * second is the shipment id); any fixed number, apart from the one-number keys used elsewhere.
 */
const DOCUMENT_UPLOAD_LOCK_SPACE = 0x0d0c;

/**
 * The name shown for an upload: the client's file name without any folder part or control
 * characters, at most 120 characters, ending in the extension of what the file really is.
 */
function displayName(clientName: string, kind: DocumentKind): string {
  const base =
    clientName
      .split(/[\\/]/)
      .pop()
      ?.replace(/[\p{Cc}"]/gu, '')
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .trim()
      .slice(0, 110) || 'document';
  return `${base}.${kind.extension}`;
}

function toShipmentDocument(row: DocumentRow): ShipmentDocument {
  return {
    shipmentDocumentId: row.shipmentDocumentId,
    shipmentId: row.shipmentId,
    orderId: row.orderId,
    category: row.category,
    ...(row.boxId === null ? {} : { boxId: row.boxId }),
    file: row.fileName,
  };
}

/** DECISION: a category is a short word or two ("receipt", "commercial_invoice"). */
const CATEGORY_MAX_LENGTH = 64;

/**
 * Refuses an upload the caller may not make — a shipment that is not theirs or not of that
 * order, a box not of that shipment, a bad category, a shipment that already holds
 * SHIPMENT_UPLOADED_DOCUMENTS_MAX uploads (409 naming `file`) — from the query alone, so the
 * route can call it before the body (up to the upload limit) is read.
 */
export async function checkDocumentTarget(
  deps: DocumentDeps,
  query: CreateShipmentDocumentQuery,
  accessFor: AccessFor,
): Promise<{ shipmentId: number; orderId: number }> {
  const { shipment } = await findOwnedShipment(deps.db, query.shipmentId, accessFor);
  if (shipment.orderId !== query.orderId) throw notFound('Shipment');
  // A cancelled stage does not ship: nothing is added to it (what it holds stays readable).
  if (shipment.status === 'cancelled') {
    throw new HttpError(409, 'This shipment was cancelled: documents cannot be added to it');
  }
  if (query.boxId !== undefined) {
    const [box] = await deps.db
      .select({ boxId: orderPackages.boxId })
      .from(orderPackages)
      .where(
        and(eq(orderPackages.boxId, query.boxId), eq(orderPackages.shipmentId, query.shipmentId)),
      );
    if (!box) throw notFound('Box');
  }
  const category = query.category.trim();
  if (category === '' || category.length > CATEGORY_MAX_LENGTH) {
    throw badField('category', `A category is 1 to ${CATEGORY_MAX_LENGTH} characters`);
  }
  // A full shipment is refused before the body (up to the upload limit) is read.
  if (
    (await uploadedDocumentCount(deps.db, shipment.shipmentId)) >= SHIPMENT_UPLOADED_DOCUMENTS_MAX
  ) {
    throw shipmentFull();
  }
  return { shipmentId: shipment.shipmentId, orderId: shipment.orderId };
}

/**
 * POST /api/ShipmentDocument/create (quote §7): stores the multipart field `file` as a
 * document of the caller's shipment. The order id must be the shipment's order and the box one
 * of its packages (404 otherwise, as for someone else's shipment). The file must be a readable
 * PDF, PNG or JPEG by content, sound throughout and without active content (415), at most
 * UPLOAD_MAX_CONTENT_LENGTH_BYTES (quote §9, 413), and the shipment must have room for it
 * (SHIPMENT_UPLOADED_DOCUMENTS_MAX, 409). Nothing is stored when it is refused.
 */
export async function uploadShipmentDocument(
  deps: DocumentDeps,
  query: CreateShipmentDocumentQuery,
  form: FormData,
  accessFor: AccessFor,
): Promise<ShipmentDocument> {
  // Checked again with the body read: the order may have changed hands meanwhile (a guest's
  // order claimed by an account).
  const shipment = await checkDocumentTarget(deps, query, accessFor);
  const category = query.category.trim();

  const file = form.get('file');
  if (!(file instanceof File)) throw badField('file', 'Choose a file to upload');
  if (file.size === 0) throw badField('file', 'The file is empty');
  if (file.size > UPLOAD_MAX_CONTENT_LENGTH_BYTES) {
    throw new HttpError(413, `A document can be at most ${UPLOAD_MAX_CONTENT_LENGTH_BYTES} bytes`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await identifyDocument(bytes);
  if (!('extension' in kind)) {
    if (kind.problem === null) {
      throw new HttpError(415, 'Only PDF, PNG and JPEG files can be uploaded', [
        { propertyName: 'file', message: 'This file is not a readable PDF, PNG or JPEG' },
      ]);
    }
    const message = `This ${kind.label} cannot be uploaded: ${kind.problem}`;
    throw new HttpError(415, message, [{ propertyName: 'file', message }]);
  }

  let storedName: string | undefined;
  try {
    const row = await deps.db.transaction(async (tx) => {
      // Counted again, one upload per shipment at a time: two uploads racing for the last place
      // both passed the count made before their bodies were read.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${DOCUMENT_UPLOAD_LOCK_SPACE}, ${shipment.shipmentId})`,
      );
      if (
        (await uploadedDocumentCount(tx, shipment.shipmentId)) >= SHIPMENT_UPLOADED_DOCUMENTS_MAX
      ) {
        throw shipmentFull();
      }
      // Within the transaction: on PostgreSQL the bytes commit with their row.
      storedName = await saveDocumentFile(deps.config, bytes, kind.extension, { transaction: tx });
      const [inserted] = await tx
        .insert(shipmentDocuments)
        .values({
          shipmentId: shipment.shipmentId,
          orderId: shipment.orderId,
          boxId: query.boxId ?? null,
          category,
          fileName: displayName(file.name, kind),
          storedName,
          contentType: kind.contentType,
          sizeBytes: bytes.byteLength,
        })
        .returning();
      if (!inserted) throw new Error('document insert returned nothing');
      return inserted;
    });
    return toShipmentDocument(row);
  } catch (error) {
    // The rollback took the row (and a database store's bytes); a data folder's file goes now.
    if (storedName) await removeDocumentFile(deps.config, storedName);
    throw error;
  }
}

/**
 * DELETE /api/ShipmentDocument/delete?DocumentId (quote §7): the owner removes an upload.
 * Someone else's document is a 404. DECISION: the generated label and commercial invoice cannot
 * be deleted (409) — they belong to the label, which is cancelled with DELETE /api/Refund/Label.
 */
export async function deleteShipmentDocument(
  deps: DocumentDeps,
  documentId: number,
  accessFor: AccessFor,
): Promise<{ success: boolean }> {
  const [document] = await deps.db
    .select()
    .from(shipmentDocuments)
    .where(eq(shipmentDocuments.shipmentDocumentId, documentId));
  if (!document) throw notFound('Document');
  // Ownership through the same rule as every shipment call; not yours looks like not there.
  await findOwnedShipment(deps.db, document.shipmentId, accessFor).catch(() => {
    throw notFound('Document');
  });
  if (document.generated) {
    throw new HttpError(
      409,
      'Labels and commercial invoices go with the label: cancel the label to remove them',
    );
  }
  const deleted = await deps.db
    .delete(shipmentDocuments)
    .where(eq(shipmentDocuments.shipmentDocumentId, documentId))
    .returning({ storedName: shipmentDocuments.storedName });
  // The row is gone first: a file left by a crash between the two is harmless, a row without
  // its file would break the download.
  for (const { storedName } of deleted) await removeDocumentFile(deps.config, storedName);
  return { success: true };
}

/**
 * Whether a stored document may still be handed out. The label and commercial invoice the
 * server made for a stage are void once the stage is cancelled (its label was refunded): a
 * printed voided label would send a box the carrier will not take, so they are neither listed
 * nor downloaded any more. What the customer uploaded stays theirs.
 */
export function isHandedOut(
  document: { generated: boolean },
  shipment: { status: string },
): boolean {
  return !(document.generated && shipment.status === 'cancelled');
}

/** The documents of a shipment, oldest first. */
export async function documentsOfShipment(
  deps: DocumentDeps,
  shipmentId: number,
  options: { generatedOnly?: boolean } = {},
): Promise<DocumentRow[]> {
  return deps.db
    .select()
    .from(shipmentDocuments)
    .where(
      options.generatedOnly
        ? and(eq(shipmentDocuments.shipmentId, shipmentId), eq(shipmentDocuments.generated, true))
        : eq(shipmentDocuments.shipmentId, shipmentId),
    )
    .orderBy(asc(shipmentDocuments.createdAt), asc(shipmentDocuments.shipmentDocumentId));
}

/** A document's bytes with its name and type (mail attachments, downloads). */
export async function documentFile(
  deps: DocumentDeps,
  row: DocumentRow,
): Promise<{ filename: string; contentType: string; content: Uint8Array }> {
  return {
    filename: row.fileName,
    contentType: row.contentType,
    content: await readDocumentFile(deps.config, row.storedName),
  };
}

/** US Letter, the page an uploaded picture is printed on. */
const LETTER: [number, number] = [612, 792];
const IMAGE_MARGIN = 36;

/**
 * All documents in one PDF: a PDF's pages as they are, each picture on a Letter page scaled to
 * fit inside the margins (never enlarged).
 */
export async function mergeIntoPdf(
  title: string,
  files: readonly { contentType: string; content: Uint8Array }[],
): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  merged.setTitle(title);
  for (const stored of files) {
    // A copy that starts its own buffer: bytes read from PostgreSQL are often a view into a
    // shared pool, and pdf-lib's JPEG reader looks at the view's whole buffer from its start
    // ("SOI not found in JPEG", a 500 on download, depending on where the pool placed them).
    const file = { contentType: stored.contentType, content: new Uint8Array(stored.content) };
    if (file.contentType === 'application/pdf') {
      const source = await PDFDocument.load(file.content, { ignoreEncryption: true });
      const pages = await merged.copyPages(source, source.getPageIndices());
      for (const page of pages) merged.addPage(page);
      continue;
    }
    const image =
      file.contentType === 'image/png'
        ? await merged.embedPng(file.content)
        : await merged.embedJpg(file.content);
    const page = merged.addPage(LETTER);
    const scale = Math.min(
      1,
      (LETTER[0] - 2 * IMAGE_MARGIN) / image.width,
      (LETTER[1] - 2 * IMAGE_MARGIN) / image.height,
    );
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, {
      x: (LETTER[0] - width) / 2,
      y: (LETTER[1] - height) / 2,
      width,
      height,
    });
  }
  return merged.save();
}

/**
 * GET /api/ShipmentDocument/downloadDocuments?shipmentId (quote §7: "download documents"):
 * every document of the caller's shipment in one file. DECISION: one PDF — a lone PDF as it was
 * stored, several documents (labels, invoice, uploads, pictures) merged in upload order — rather
 * than a zip: it opens and prints in one go on any device, and needs no unzip step at a
 * shipping counter. A shipment without documents is a 404.
 */
export async function downloadShipmentDocuments(
  deps: DocumentDeps,
  shipmentId: number,
  accessFor: AccessFor,
): Promise<Response> {
  const { shipment } = await findOwnedShipment(deps.db, shipmentId, accessFor);
  const rows = (await documentsOfShipment(deps, shipmentId)).filter((row) =>
    isHandedOut(row, shipment),
  );
  if (rows.length === 0) throw new HttpError(404, 'This shipment has no documents');
  const files = await Promise.all(rows.map((row) => documentFile(deps, row)));
  const only = files.length === 1 ? files[0] : undefined;
  const pdf =
    only?.contentType === 'application/pdf'
      ? only.content
      : await mergeIntoPdf(`Documents of shipment ${shipmentId}`, files);
  // A copy typed on a plain ArrayBuffer, which is what a Response body accepts.
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'content-disposition': `attachment; filename="shipment-${shipmentId}-documents.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
