import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { storedFiles } from '../db/schema';
import { assertFileKey, type FileStore } from './fileStore';

/**
 * Files as rows of `stored_files` (bytea) in the PostgreSQL database every API process shares:
 * a document uploaded to one process downloads from any other, a label made on one is mailed
 * from another. Uploads are at most 1e8 bytes (quote §9), well inside bytea's 1 GB.
 *
 * `earlierFiles` is the data folder this process used before files moved into the database:
 * a key not in the table is looked up there and, when found, copied into the table, so
 * documents written before the upgrade keep working — everywhere, once first read on the
 * process that has them. Deletes remove both.
 */
export function createPostgresFileStore(
  db: Database,
  options: { earlierFiles?: FileStore } = {},
): FileStore {
  const { earlierFiles } = options;
  return {
    kind: 'postgres',
    async put(key, content, putOptions = {}) {
      assertFileKey(key);
      // A plain insert: the primary key refuses a second file under the same key.
      await (putOptions.transaction ?? db)
        .insert(storedFiles)
        .values({ key, content, sizeBytes: content.byteLength });
    },
    async get(key) {
      assertFileKey(key);
      const [row] = await db
        .select({ content: storedFiles.content })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (row) return row.content;
      const earlier = (await earlierFiles?.get(key)) ?? null;
      if (earlier) {
        await db
          .insert(storedFiles)
          .values({ key, content: earlier, sizeBytes: earlier.byteLength })
          .onConflictDoNothing({ target: storedFiles.key });
      }
      return earlier;
    },
    async delete(key) {
      assertFileKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
      await earlierFiles?.delete(key);
    },
  };
}
