import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../config';

/**
 * Where shipment documents live on disk (DESIGN.md §7 "uploads: files under ./.data/uploads"):
 * `<DATA_DIR>/uploads/documents/`. No route serves this folder; the bytes go out only through
 * the download call, after the caller is known to own the shipment.
 */
export function documentsDir(config: Pick<Config, 'DATA_DIR'>): string {
  return join(resolve(config.DATA_DIR), 'uploads', 'documents');
}

/** A server-made name is a UUID and one of our extensions: nothing the client chose. */
const STORED_NAME = /^[0-9a-f-]{36}\.(pdf|png|jpg)$/;

function pathOf(config: Pick<Config, 'DATA_DIR'>, storedName: string): string {
  // The name comes from our own database row, but a path is only ever built from a name of the
  // shape we make, so no value can step outside the folder.
  if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored document name: ${storedName}`);
  return join(documentsDir(config), storedName);
}

/**
 * Writes new document bytes under a fresh server-made name and answers that name. `wx` refuses
 * to overwrite: a (practically impossible) UUID clash fails instead of replacing a document.
 */
export async function saveDocumentFile(
  config: Pick<Config, 'DATA_DIR'>,
  bytes: Uint8Array,
  extension: 'pdf' | 'png' | 'jpg',
): Promise<string> {
  await mkdir(documentsDir(config), { recursive: true });
  const storedName = `${randomUUID()}.${extension}`;
  await writeFile(pathOf(config, storedName), bytes, { flag: 'wx', mode: 0o600 });
  return storedName;
}

export async function readDocumentFile(
  config: Pick<Config, 'DATA_DIR'>,
  storedName: string,
): Promise<Uint8Array> {
  return new Uint8Array(await readFile(pathOf(config, storedName)));
}

/** Removes a stored file; a file already gone is not an error (a retried delete). */
export async function removeDocumentFile(
  config: Pick<Config, 'DATA_DIR'>,
  storedName: string,
): Promise<void> {
  await rm(pathOf(config, storedName), { force: true });
}
