import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertFileKey, type FileStore } from './fileStore';

/** The folder the data-folder store keeps its files in: `<DATA_DIR>/uploads`. */
export function uploadsDir(dataDir: string): string {
  return join(resolve(dataDir), 'uploads');
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * The embedded default (DESIGN.md §7 "files under ./.data/uploads"): each key is a file under
 * `<DATA_DIR>/uploads/`, readable by the owner only. Right for the embedded database, which one
 * process opens; a second process has its own disk, which is why PostgreSQL gets
 * postgresFileStore.ts. No route serves this folder.
 */
export function createDataDirFileStore(dataDir: string): FileStore {
  const root = uploadsDir(dataDir);
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(root, key);
  };
  return {
    kind: 'data-dir',
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // `wx` refuses to overwrite: a clash of server-made names fails instead of replacing.
      await writeFile(path, content, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
