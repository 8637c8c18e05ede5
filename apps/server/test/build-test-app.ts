import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type AppConfig, testConfig } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from './test-database';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

/** The real app on `database` (default: a fresh migrated one); close() closes both; call it in afterAll. */
export async function buildTestApp(overrides: Partial<AppConfig> = {}, database?: DatabaseHandle): Promise<TestApp> {
  database ??= await createTestDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
