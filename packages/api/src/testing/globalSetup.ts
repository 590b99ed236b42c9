import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/database';
import { seedReferenceData } from '../db/seed/index';
import { withDatabaseName } from './testDatabase';

const TEMPLATE_DATABASE = 'bikeship_template';

/**
 * Makes ONE migrated, seeded database per test run, which every test server copies: a dumped
 * PGlite data directory, or (TEST_DATABASE_URL set: the CI PostgreSQL run, scripts/with-postgres.sh) a template database.
 */
export default async function setup(project: TestProject): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: withDatabaseName(databaseUrl, 'postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
    await admin.end();
    const templateUrl = withDatabaseName(databaseUrl, TEMPLATE_DATABASE);
    const template = openPostgres(templateUrl);
    await template.migrate();
    await seedReferenceData(template.db);
    await template.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('pgliteTemplateFile', null);
    return;
  }
  const template = await openPglite();
  await template.migrate();
  await seedReferenceData(template.db);
  const dump = await template.client.dumpDataDir('none');
  await template.close();
  const dir = join(process.cwd(), '.vitest-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateUrl', null);
}
