import type { Config } from '../config';
import type { OpenDatabase } from '../db/database';
import { createDataDirFileStore } from './dataDirFileStore';
import type { FileStore } from './fileStore';
import { createPostgresFileStore } from './postgresFileStore';

/**
 * The file store of this server (DESIGN.md §7 "uploads, labels"): in PostgreSQL whenever the
 * database is PostgreSQL (DATABASE_URL), since that is how several processes run side by side
 * and only the database is common to all of them; in the data folder on the embedded
 * database. Chosen by the database actually opened rather than by the variable, so a server
 * handed a PostgreSQL database (the tests' copies) stores its files there too.
 */
export function createFileStore(
  config: Pick<Config, 'DATA_DIR'>,
  database: Pick<OpenDatabase, 'db' | 'driver'>,
): FileStore {
  const dataDirFiles = createDataDirFileStore(config.DATA_DIR);
  if (database.driver === 'postgres') {
    return createPostgresFileStore(database.db, { earlierFiles: dataDirFiles });
  }
  return dataDirFiles;
}

export type { FileStore, PutOptions } from './fileStore';
