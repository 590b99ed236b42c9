import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { openTestDatabase } from '../testing/testDatabase';
import { createDataDirFileStore, uploadsDir } from './dataDirFileStore';
import type { FileStore } from './fileStore';
import { createPostgresFileStore } from './postgresFileStore';

/** The same contract for every implementation of storage/fileStore.ts. */

let database: OpenDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'bikeship-files-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const implementations: [string, () => FileStore][] = [
  ['data folder', () => createDataDirFileStore(dataDir)],
  // stored_files exists on the embedded database too (one schema), so this runs on both.
  ['database', () => createPostgresFileStore(database.db)],
];

/** Every byte value, so no encoding on the way in or out can go unnoticed. */
const EVERY_BYTE = Uint8Array.from({ length: 512 }, (_, index) => index % 256);

describe.each(implementations)('the %s file store', (_name, makeStore) => {
  const key = () => `documents/${crypto.randomUUID()}.pdf`;

  it('gives back what was put, byte for byte, and nothing once deleted', async () => {
    const files = makeStore();
    const name = key();
    await files.put(name, EVERY_BYTE);
    expect(await files.get(name)).toEqual(EVERY_BYTE);
    await files.delete(name);
    expect(await files.get(name)).toBeNull();
    // A retried delete is no error.
    await files.delete(name);
  });

  it('answers null for a key never stored', async () => {
    expect(await makeStore().get(key())).toBeNull();
  });

  it('refuses to overwrite a file under the same key', async () => {
    const files = makeStore();
    const name = key();
    await files.put(name, Uint8Array.of(1));
    await expect(files.put(name, Uint8Array.of(2))).rejects.toThrow();
    expect(await files.get(name)).toEqual(Uint8Array.of(1));
  });

  it('refuses keys it did not make: a way out of the folder, absolute, empty segments', async () => {
    const files = makeStore();
    for (const bad of [
      '../etc/passwd',
      'documents/../../x.pdf',
      '/etc/passwd',
      'documents//a',
      'a',
    ]) {
      await expect(files.put(bad, Uint8Array.of(1))).rejects.toThrow('Not a file store key');
      await expect(files.get(bad)).rejects.toThrow('Not a file store key');
    }
  });
});

describe('the data folder store', () => {
  it('keeps files under DATA_DIR/uploads, readable by the owner only', async () => {
    const name = `documents/${crypto.randomUUID()}.png`;
    await createDataDirFileStore(dataDir).put(name, Uint8Array.of(7));
    expect(statSync(join(uploadsDir(dataDir), name)).mode & 0o777).toBe(0o600);
  });
});

describe('the database store', () => {
  it('writes within a transaction, so a rollback takes the file back', async () => {
    const files = createPostgresFileStore(database.db);
    const name = `documents/${crypto.randomUUID()}.pdf`;
    await database.db
      .transaction(async (tx) => {
        await files.put(name, Uint8Array.of(1), { transaction: tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await files.get(name)).toBeNull();
  });

  it('finds a file of the data folder it replaced, copies it in, and deletes both', async () => {
    const earlierFiles = createDataDirFileStore(dataDir);
    const files = createPostgresFileStore(database.db, { earlierFiles });
    const name = `documents/${crypto.randomUUID()}.pdf`;
    await mkdir(join(uploadsDir(dataDir), 'documents'), { recursive: true });
    await writeFile(join(uploadsDir(dataDir), name), EVERY_BYTE);

    expect(await files.get(name)).toEqual(EVERY_BYTE);
    // Now in the database itself: another process (with no such folder) reads it.
    expect(await createPostgresFileStore(database.db).get(name)).toEqual(EVERY_BYTE);

    await files.delete(name);
    expect(await files.get(name)).toBeNull();
    expect(await earlierFiles.get(name)).toBeNull();
  });
});
