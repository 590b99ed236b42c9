import { createHash, randomBytes } from 'node:crypto';
import {
  BOX_MAX_MARKET_VALUE,
  CLAIM_FILE_MAX_BYTES,
  CLAIM_FILES_MAX,
  CLAIM_FILES_PER_LIST_MAX,
  CLAIM_PICTURE_FIELDS,
} from '@bikeship/core/constants';
import { dollarsToCents, formatUsd, missingClaimEvidence } from '@bikeship/core/rules';
import {
  type ClaimFields,
  type ClaimPictureField,
  type ClaimResponse,
  claimFieldsSchema,
} from '@bikeship/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TokenClaims } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { claimFiles, claims, orderPackages, orders } from '../db/schema';
import { badField, HttpError, notFound } from '../http/httpError';
import { issuesToFieldErrors } from '../http/validation';
import type { Mailer } from '../integrations/mail';
import type { FileStore } from '../storage/fileStore';
import { mailClaimFiled } from './claimMail';
import { checkUpload, type DetectedFileType } from './fileSignature';

/**
 * DECISION: a claim can be filed once the order was paid for; a temporary, unpaid, cancelled
 * or fully refunded order never travelled, so there is nothing to claim.
 */
const CLAIMABLE_ORDER_STATUSES: readonly string[] = ['paid', 'confirmed', 'partially_refunded'];

/** The largest value of a PostgreSQL `integer` (serial) id. */
const ORDER_ID_MAX = 2_147_483_647;

/** The client's own file name is metadata only: printable, at most this long. */
const ORIGINAL_NAME_MAX_LENGTH = 255;

interface CheckedFile {
  field: ClaimPictureField;
  originalName: string;
  bytes: Uint8Array;
  type: DetectedFileType;
}

export interface ClaimDeps {
  db: Database;
  /** The server's file store (storage/): every API process on one PostgreSQL shares it. */
  files: FileStore;
  logger: Logger;
  /** The claim number goes to the claimant by mail (services/claimMail.ts). */
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

/**
 * The file store key of a claim file's bytes.
 *
 * DECISION: `claims/<claimId>/<storedName>` is exactly the path under `<DATA_DIR>/uploads/`
 * where claim files were written before they moved into the file store, so rows filed before
 * the move need no migration of their own. On the embedded database the data-folder store
 * reads that very file. On PostgreSQL the store looks a key missing from `stored_files` up in
 * this process's data folder and copies it into the table (storage/postgresFileStore.ts), so an
 * old file is readable everywhere once the process that wrote it has read it; a file left only
 * on a process that is gone is lost, as it already was for every other process.
 */
export function claimFileKey(claimId: number, storedName: string): string {
  return `claims/${claimId}/${storedName}`;
}

const isPictureField = (name: string): name is ClaimPictureField =>
  (CLAIM_PICTURE_FIELDS as readonly string[]).includes(name);

function cleanOriginalName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, ORIGINAL_NAME_MAX_LENGTH) || 'unnamed';
}

/** The plain form fields, validated with the core claim schema (400 with the fields). */
function readClaimFields(form: FormData): ClaimFields {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || isPictureField(name) || name in fields) continue;
    // An optional field sent empty is a field left out.
    if (value.trim() !== '') fields[name] = value.trim();
  }
  const parsed = claimFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new HttpError(400, 'Invalid claim', issuesToFieldErrors(parsed.error.issues));
  }
  return parsed.data;
}

/**
 * The files of the five picture lists, each checked by its CONTENT (services/fileSignature.ts):
 * only pictures and PDFs that are sound throughout — no PDF with active content, no picture with
 * something appended — at most CLAIM_FILE_MAX_BYTES each (413), CLAIM_FILES_PER_LIST_MAX per
 * list and CLAIM_FILES_MAX in all (400, naming the list that went over). A file anywhere else,
 * or text in a picture list, is refused: a claim's evidence is never dropped silently. Every
 * check runs before anything is written.
 */
/**
 * A picture list as the claim form names it: the refusals are shown at their list to a customer,
 * who never sees the field's name ("BillOfSalePics").
 */
const LIST_NAMES: Readonly<Record<ClaimPictureField, string>> = {
  BillOfSalePics: 'the bill of sale',
  EstimatePics: 'the estimate',
  OutsidePics: 'the outside pictures',
  PackingPics: 'the packing pictures',
  InsidePics: 'the inside pictures',
};

async function readClaimFiles(form: FormData, claimType: ClaimFields['claimType']) {
  const files: CheckedFile[] = [];
  const counts = new Map<ClaimPictureField, number>();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (isPictureField(name)) throw badField(name, `${name} takes files, not text`);
      continue;
    }
    if (!isPictureField(name)) {
      throw badField(name, `Files are accepted only in ${CLAIM_PICTURE_FIELDS.join(', ')}`);
    }
    const count = (counts.get(name) ?? 0) + 1;
    counts.set(name, count);
    if (count > CLAIM_FILES_PER_LIST_MAX) {
      throw badField(name, `At most ${CLAIM_FILES_PER_LIST_MAX} files in ${LIST_NAMES[name]}`);
    }
    if (files.length >= CLAIM_FILES_MAX) {
      throw badField(name, `At most ${CLAIM_FILES_MAX} files in one claim, in all lists together`);
    }
    const originalName = cleanOriginalName(value.name);
    if (value.size > CLAIM_FILE_MAX_BYTES) {
      const message = `"${originalName}" in ${LIST_NAMES[name]} is larger than ${CLAIM_FILE_MAX_BYTES / 1024 / 1024} MB`;
      throw new HttpError(413, message, [{ propertyName: name, message }]);
    }
    const bytes = new Uint8Array(await value.arrayBuffer());
    const check = checkUpload(bytes);
    if (!check.accepted) {
      // The wrong kind stays a 400 naming the list, as the other refusals of a claim's files.
      throw badField(
        name,
        `"${originalName}" in ${LIST_NAMES[name]} cannot be accepted: ${check.problem}`,
      );
    }
    files.push({ field: name, originalName, bytes, type: check.type });
  }
  const missing = missingClaimEvidence(claimType, (list) => counts.get(list) ?? 0).map((list) => ({
    propertyName: list,
    message:
      list === 'BillOfSalePics'
        ? 'Add the bill of sale or receipt: it shows what was shipped'
        : 'Add at least one picture of the damage (outside or inside)',
  }));
  const [first] = missing;
  if (first) throw new HttpError(400, first.message, missing);
  return files;
}

/**
 * The claimant's own, claimable order and its packages' tracking numbers. Someone else's order
 * is a 404, exactly like a missing one.
 */
async function claimableOrder(db: Database, userId: string, fields: ClaimFields) {
  // An id beyond the column's range names no order (and must not reach the query as an error).
  if (fields.orderId > ORDER_ID_MAX) throw notFound('Order');
  const [order] = await db
    .select({ orderId: orders.orderId, status: orders.status })
    .from(orders)
    .where(and(eq(orders.orderId, fields.orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound('Order');
  if (!CLAIMABLE_ORDER_STATUSES.includes(order.status)) {
    throw new HttpError(409, `Order ${order.orderId} was not paid for, so it cannot be claimed`);
  }
  const packages = await db
    .select({ trackingNumber: orderPackages.trackingNumber })
    .from(orderPackages)
    .where(eq(orderPackages.orderId, order.orderId));
  if (
    fields.trackingNumber &&
    !packages.some((item) => item.trackingNumber === fields.trackingNumber)
  ) {
    throw badField('trackingNumber', 'This tracking number is not a package of the order');
  }
  // DECISION: a claim can ask for at most the declared-value ceiling of each box of the order.
  const maximum = BOX_MAX_MARKET_VALUE * Math.max(1, packages.length);
  if (fields.amountClaimed > maximum) {
    throw badField('amountClaimed', `A claim on this order can be at most ${formatUsd(maximum)}`);
  }
  return order;
}

/**
 * POST /api/Claim (quote §3, §7, §9): files a damage or loss claim with its pictures.
 *
 * Nothing is stored unless everything is: the claim row, its file rows and the files' bytes are
 * written in one transaction. On PostgreSQL the bytes are rows of the shared file store and
 * commit or roll back with the claim; a data-folder store ignores the transaction, so its files
 * are removed when the transaction fails. No route serves claim files: they are read back only
 * by the claims desk. Once filed, the claim number is mailed to the claimant.
 */
export async function fileClaim(
  deps: ClaimDeps,
  user: TokenClaims,
  form: FormData,
): Promise<ClaimResponse> {
  const fields = readClaimFields(form);
  const files = await readClaimFiles(form, fields.claimType);
  const order = await claimableOrder(deps.db, user.id, fields);

  const stored = files.map((file) => ({
    file,
    storedName: `${randomBytes(16).toString('hex')}.${file.type.extension}`,
  }));
  const written: string[] = [];
  let claimId: number;
  try {
    claimId = await deps.db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(claims)
        .values({
          orderId: order.orderId,
          userId: user.id,
          claimType: fields.claimType,
          trackingNumber: fields.trackingNumber ?? null,
          name: fields.name,
          email: fields.email,
          phone: fields.phone ?? null,
          description: fields.description,
          amountClaimedCents: dollarsToCents(fields.amountClaimed),
        })
        .returning({ claimId: claims.claimId });
      if (!claim) throw new Error('claim insert returned nothing');
      await tx.insert(claimFiles).values(
        stored.map(({ file, storedName }) => ({
          claimId: claim.claimId,
          field: file.field,
          storedName,
          originalName: file.originalName,
          contentType: file.type.contentType,
          sizeBytes: file.bytes.byteLength,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
        })),
      );
      // One at a time: they share the transaction's single connection.
      for (const { file, storedName } of stored) {
        const key = claimFileKey(claim.claimId, storedName);
        await deps.files.put(key, file.bytes, { transaction: tx });
        written.push(key);
      }
      return claim.claimId;
    });
  } catch (error) {
    // The rows rolled back (and with them a database store's bytes); a data folder's files go
    // now, also when the commit itself failed after they were written.
    for (const key of written) await deps.files.delete(key);
    throw error;
  }
  deps.logger.info({ claimId, orderId: order.orderId, files: files.length }, 'claim filed');
  await mailClaimFiled(deps, { claimId, orderId: order.orderId, fields, files: files.length });
  return { success: true, claimId };
}

/** A claim file's bytes, or null when none are stored (the claims desk, tests). */
export async function readClaimFile(
  files: FileStore,
  claimId: number,
  storedName: string,
): Promise<Uint8Array | null> {
  return files.get(claimFileKey(claimId, storedName));
}
