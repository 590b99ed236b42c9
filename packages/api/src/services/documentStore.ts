import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { FileStore, PutOptions } from '../storage/fileStore';

/**
 * The bytes of shipment documents (uploads, labels, commercial invoices), kept in the server's
 * file store (storage/) as `documents/<storedName>`: on PostgreSQL in the shared database, so
 * every API process reads what any other wrote; on the embedded database under
 * `<DATA_DIR>/uploads/documents/`. No route serves them; the bytes go out only through the
 * download and mail calls, after the caller is known to own the shipment.
 */

/**
 * The store of each running server, by its configuration object. The document services are
 * handed the configuration rather than the whole deps, so this is how they reach the store
 * that `startServer` wired into `deps.files` — one store per server, even with several servers
 * in one process (the tests).
 */
const storesByConfig = new WeakMap<object, FileStore>();

/** Makes `files` the document store of the server running with `config` (server.ts). */
export function bindDocumentFiles(config: Pick<Config, 'DATA_DIR'>, files: FileStore): void {
  storesByConfig.set(config, files);
}

function filesOf(config: Pick<Config, 'DATA_DIR'>): FileStore {
  const files = storesByConfig.get(config);
  // Never a silent fall-back to the local disk: on PostgreSQL that is exactly the file other
  // processes cannot see.
  if (!files) {
    throw new Error(
      'No file store is wired for this server: startServer (server.ts) binds deps.files with bindDocumentFiles',
    );
  }
  return files;
}

/** A server-made name is a UUID and one of our extensions: nothing the client chose. */
const STORED_NAME = /^[0-9a-f-]{36}\.(pdf|png|jpg)$/;

/** The file store key of a document's bytes. */
export function documentKey(storedName: string): string {
  // The name comes from our own database row, but a key is only ever built from a name of the
  // shape we make.
  if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored document name: ${storedName}`);
  return `documents/${storedName}`;
}

/**
 * Stores new document bytes under a fresh server-made name and answers that name. The store
 * refuses to overwrite: a (practically impossible) UUID clash fails instead of replacing a
 * document. With `transaction`, a database store writes within the caller's transaction.
 */
export async function saveDocumentFile(
  config: Pick<Config, 'DATA_DIR'>,
  bytes: Uint8Array,
  extension: 'pdf' | 'png' | 'jpg',
  options: PutOptions = {},
): Promise<string> {
  const storedName = `${randomUUID()}.${extension}`;
  await filesOf(config).put(documentKey(storedName), bytes, options);
  return storedName;
}

export async function readDocumentFile(
  config: Pick<Config, 'DATA_DIR'>,
  storedName: string,
): Promise<Uint8Array> {
  const bytes = await filesOf(config).get(documentKey(storedName));
  // A row whose bytes are gone is our fault, not the caller's: a 500, and the log says which.
  if (!bytes) throw new Error(`The bytes of stored document ${storedName} are missing`);
  return bytes;
}

/** Removes a stored file; a file already gone is not an error (a retried delete). */
export async function removeDocumentFile(
  config: Pick<Config, 'DATA_DIR'>,
  storedName: string,
): Promise<void> {
  await filesOf(config).delete(documentKey(storedName));
}
