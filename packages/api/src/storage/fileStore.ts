import type { Database } from '../db/database';

/**
 * Where the server keeps files it must give back later — shipment document uploads, the
 * label and commercial-invoice PDFs it makes (DESIGN.md §7 "uploads, labels") and the files
 * attached to claims. Two
 * implementations, chosen at start-up by `createFileStore` (storage/index.ts):
 * - PostgreSQL (`stored_files`, storage/postgresFileStore.ts) whenever the server runs on
 *   PostgreSQL: many API processes share that database, so a file one of them wrote is there
 *   for every other one — which a process's own disk is not.
 * - the data folder (`<DATA_DIR>/uploads/<key>`, storage/dataDirFileStore.ts) on the embedded
 *   database, which only one process ever opens.
 *
 * Object storage (S3 and the like) is meant to be a third implementation of this same
 * interface when configured: keys are already object-store shaped (`documents/<name>`), nothing
 * here assumes a database or a disk, and callers only ever put, get and delete whole files by
 * key. The optional transaction is a hint such a store would ignore, as the data folder does.
 * @example
 * await deps.files.put('documents/3f0c…e1.pdf', pdfBytes);
 * const bytes = await deps.files.get('documents/3f0c…e1.pdf'); // null once deleted
 */
export interface FileStore {
  /** Which implementation this is (logs, tests). */
  readonly kind: 'data-dir' | 'postgres';
  /**
   * Stores a new file. Refuses to replace one already under that key: keys are server-made
   * and unique, so a clash is a bug to surface, never a file to overwrite.
   */
  put(key: string, content: Uint8Array, options?: PutOptions): Promise<void>;
  /** The file's bytes, or null when nothing is stored under that key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes a file; one already gone is not an error (a retried delete). */
  delete(key: string): Promise<void>;
}

export interface PutOptions {
  /**
   * The caller's open database transaction. A store that lives in the database writes within
   * it, so the file commits or rolls back with the rows that name it, and takes no second pool
   * connection while the caller holds one (concurrent callers each holding one and waiting for
   * another could exhaust the pool). Other stores ignore it.
   */
  transaction?: Database;
}

/**
 * Server-made keys only: lower-case area folders, then segments that start with a letter or
 * digit. No segment can be `..` or empty, so a key can never reach outside the data folder.
 */
const FILE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9][A-Za-z0-9._-]{0,199})+$/;

/** Throws unless `key` is of the shape the server makes (see FILE_KEY). */
export function assertFileKey(key: string): void {
  if (!FILE_KEY.test(key)) throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
}
