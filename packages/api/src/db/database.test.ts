import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { withDatabaseName } from '../testing/testDatabase';
import { openPostgres } from './database';

const templateUrl = inject('postgresTemplateUrl');

describe.skipIf(!templateUrl)('PostgreSQL migrations (DESIGN.md §7: many API processes)', () => {
  it('three processes starting at once on an empty database migrate it once, without error', async () => {
    const url = templateUrl as string;
    const name = `bikeship_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const starts = [0, 1, 2].map(() => openPostgres(withDatabaseName(url, name)));
    try {
      await Promise.all(starts.map((database) => database.migrate()));
      const check = new pg.Client({ connectionString: withDatabaseName(url, name) });
      await check.connect();
      const tables = await check.query(
        "select count(*)::int as n from information_schema.tables where table_name = 'users'",
      );
      await check.end();
      expect(tables.rows[0]).toEqual({ n: 1 });
    } finally {
      await Promise.all(starts.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
