import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import {
  copyPostgresTemplate,
  databaseUrl,
  migratedPgliteTemplate,
  migratedPostgresTemplate,
  type PostgresTemplate,
  withAdminClient,
} from './migrated-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new uniquely named
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Both start as a copy of
 * a template migrated once per run (migrated-template.ts), so the file does not apply the migrations itself.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteTemplate() });

  return createPostgresTestDatabase(serverUrl, migratedPostgresTemplate(serverUrl));
}

/** A new uniquely named database on the PostgreSQL server at `serverUrl`, copied from `template`; dropped on close. */
export async function createPostgresTestDatabase(
  serverUrl: string,
  template: PostgresTemplate,
): Promise<DatabaseHandle> {
  const name = `statehouse_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await copyPostgresTemplate(serverUrl, template, name);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
