import { afterAll, beforeAll, describe } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { cfrCases } from '../cfr/cfr.cases';
import { dcCodeCases } from '../dc-code/dc-code.cases';
import { txAdminCodeCases } from '../tx-admin-code/tx-admin-code.cases';
import { txStatutesCases } from '../tx-statutes/tx-statutes.cases';

// One migrated database for every statute and regulation importer (creating one is the slow part).
describe('statute and regulation importers', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  dcCodeCases(() => database);
  txStatutesCases(() => database);
  txAdminCodeCases(() => database);
  cfrCases(() => database);
});
